import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/**
 * Every answer the test suites see is checked against the served OpenAPI document: its status must be
 * documented for that operation, its content type too, and a JSON body must match the documented schema.
 * A route that answers anything undocumented makes its test app's close (and so its test) fail.
 */
export function checkAnswersAgainstOpenApi(app: FastifyInstance): void {
  const answers: Answer[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (!route || request.method === 'HEAD') return payload;
    answers.push({
      method: request.method.toLowerCase(),
      route,
      status: reply.statusCode,
      contentType: String(reply.getHeader('content-type') ?? '').split(';')[0].trim(),
      body: typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload : null,
    });
    return payload;
  });
  app.addHook('onClose', async () => {
    if (answers.length === 0) return;
    const document = app.swagger() as unknown as OpenApiDocument;
    const problems = [...new Set(answers.map((answer) => problemWith(document, answer)).filter(Boolean))];
    if (problems.length > 0) {
      throw new Error(`Answers the OpenAPI document does not describe:\n  ${problems.join('\n  ')}`);
    }
  });
}

interface Answer {
  method: string;
  route: string;
  status: number;
  contentType: string;
  /** The body as sent; null for a stream (a stored file), whose bytes are not read here. */
  body: string | Buffer | null;
}

interface MediaType {
  schema?: object;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, ResponseObject> }>>;
  components?: { schemas?: Record<string, object> };
}

// One compiler for the whole test process: the document is the same for every app the tests build.
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);
const validators = new Map<string, ValidateFunction>();
let registered: OpenApiDocument | undefined;

function validatorFor(document: OpenApiDocument, pointer: string[]): ValidateFunction {
  if (registered !== document) {
    ajv.removeSchema('openapi');
    ajv.addSchema(document, 'openapi');
    validators.clear();
    registered = document;
  }
  const ref = `openapi#/${pointer.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  return validate;
}

function problemWith(document: OpenApiDocument, answer: Answer): string | null {
  const path = answer.route.replace(/:(\w+)/g, '{$1}');
  const operation = document.paths[path]?.[answer.method];
  // routes the document leaves out on purpose (docs pages, the SPA, the websocket) are not API operations
  if (!operation) return null;
  const where = `${answer.method.toUpperCase()} ${path} → ${answer.status}`;
  const statusKey = [String(answer.status), `${String(answer.status)[0]}XX`, 'default'].find(
    (key) => key in operation.responses,
  );
  if (!statusKey) return `${where}: status not documented`;
  const content = operation.responses[statusKey].content;
  // Fastify sends no body with a 204 whatever the handler passed (`send(null)` arrives here as 'null')
  const empty = answer.status === 204 || answer.body?.length === 0;
  if (!content) return empty ? null : `${where}: a body where the document promises none`;
  const media = content[answer.contentType];
  if (!media) return `${where}: content type '${answer.contentType}' not documented (${Object.keys(content).join(', ')})`;
  if (answer.contentType !== 'application/json' || answer.body === null || !media.schema) return null;
  let body: unknown;
  try {
    body = JSON.parse(answer.body.toString());
  } catch {
    return `${where}: the body is not JSON`;
  }
  const validate = validatorFor(document, ['paths', path, answer.method, 'responses', statusKey, 'content', 'application/json', 'schema']);
  if (validate(body)) return null;
  return `${where}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(body).slice(0, 200)}`;
}
