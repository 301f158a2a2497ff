import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app.js';
import { createUser } from './factories.js';
import { drainJobs } from './queue.js';
import { anyInput, hostile, valid, type JsonSchema } from './schema-arbitrary.js';
import { insertCompleteText } from './texts.js';
import { loggedInClient, type TestClient } from './test-client.js';

// Property-based requests for every endpoint of the OpenAPI document, which is generated from the
// contract (issue 9): valid, boundary and broken inputs, as a learner and as staff. No answer is a 5xx
// (a 5xx would also be what an answer that does not match its declared schema turns into), and a
// rejected request changes nothing that is stored.

interface Operation {
  method: string;
  path: string;
  parameters: Array<{ in: string; name: string; schema: JsonSchema }>;
  body: JsonSchema | undefined;
}

// Session bookkeeping and rate-limit counters legitimately change on rejected requests.
// usage_counters: a refused file or paste still spends a unit of its learner's hourly import budget, reserved
// before the work so a hostile file cannot be retried for free (issue 33); a quota is not the learner's data
const VOLATILE_TABLES = new Set(['sessions', 'login_throttle', 'kysely_migration', 'kysely_migration_lock', 'usage_counters']);
// Ending the fuzzing session would only test the login screen from then on.
const SKIPPED = new Set(['POST /accounts/logout/']);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

let app: FastifyInstance;
let operations: Operation[];
const clients: Array<[string, TestClient]> = [];

beforeAll(async () => {
  app = await buildTestApp({ generationsPerHour: 10_000 });
  await app.ready();
  const learner = await createUser(app, { permissions: ['barks.view_bark', 'barks.add_bark', 'shoppinglist.view_shoppinglist'] });
  const staff = await createUser(app, { isStaff: true });
  const learnerClient = await loggedInClient(app, learner);
  const staffClient = await loggedInClient(app, staff);
  await staffClient.patch('/api/reeprise/user_settings/', { show_experimental_features: true });
  const text = await insertCompleteText(app, learner.id, 'Il gatto dorme sul divano. La casa è tranquilla.', { publiclyVisible: true });
  await learnerClient.post(`/api/reeprise/generated_texts/${text}/add_vocabulary/`, { word_start_index: 3, word_end_index: 8 });
  await drainJobs(app);
  clients.push(['learner', learnerClient], ['staff', staffClient]);

  const doc = app.swagger() as { paths: Record<string, Record<string, { parameters?: Operation['parameters']; requestBody?: { content?: Record<string, { schema: JsonSchema }> } }>> };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema,
    })),
  );
}, 60_000);

afterAll(async () => {
  await app.close();
});

async function snapshot(): Promise<string> {
  const tables =
    app.ctx.engine === 'sqlite'
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(app.ctx.db)).rows
      : (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(app.ctx.db)).rows;
  const parts: string[] = [];
  for (const { name } of tables.sort((a, b) => a.name.localeCompare(b.name))) {
    if (VOLATILE_TABLES.has(name)) continue;
    const rows = await sql`select * from ${sql.table(name)} order by 1`.execute(app.ctx.db);
    parts.push(name, JSON.stringify(rows.rows, (_k, v: unknown) => (Buffer.isBuffer(v) ? v.length : v)));
  }
  return parts.join('\n');
}

const pathValue = (schema: JsonSchema) =>
  fc.oneof({ arbitrary: fc.constantFrom(1, 2, 3), weight: 3 }, { arbitrary: valid(schema), weight: 1 }, { arbitrary: hostile, weight: 1 });

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? 'undefined');

function requestFor(op: Operation) {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  return fc.record({
    path: fc.tuple(...pathParams.map((p) => pathValue(p.schema))),
    query: fc.tuple(...queryParams.map((p) => fc.option(fc.oneof(valid(p.schema), hostile), { nil: undefined }))),
    body: anyInput(op.body),
  }).map(({ path, query, body }) => {
    let url = op.path;
    pathParams.forEach((p, i) => {
      url = url.replace(`{${p.name}}`, encodeURIComponent(asText(path[i])));
    });
    const search = new URLSearchParams();
    queryParams.forEach((p, i) => {
      const value = query[i];
      if (value === undefined) return;
      for (const item of Array.isArray(value) ? value : [value]) search.append(p.name, asText(item));
    });
    const qs = search.toString();
    return { url: qs ? `${url}?${qs}` : url, body };
  });
}

describe('every endpoint under generated requests', () => {
  it('discovers the whole API from the contract', () => {
    expect(operations.length).toBeGreaterThan(25);
  });

  it('never answers 5xx and a rejected request changes nothing stored', async () => {
    let requests = 0;
    for (const op of operations) {
      if (SKIPPED.has(`${op.method} ${op.path}`)) continue;
      for (const [role, client] of clients) {
        await fc.assert(
          fc.asyncProperty(requestFor(op), async ({ url, body }) => {
            const unsafe = op.method !== 'GET';
            const before = unsafe ? await snapshot() : '';
            const payload = body === undefined ? undefined : (body as Record<string, unknown>);
            const response = await client.request(op.method, url, payload === undefined ? {} : { payload: payload });
            requests += 1;
            expect(response.statusCode, `${role} ${op.method} ${url} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
            if (unsafe && response.statusCode >= 400) {
              expect(await snapshot(), `${role} ${op.method} ${url} was rejected (${response.statusCode}) but changed data`).toBe(before);
            }
            if (unsafe && response.statusCode < 300) await drainJobs(app);
          }),
          { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261121) },
        );
      }
    }
    expect(requests).toBeGreaterThan(1000);
  }, 300_000);
});
