import { ErrorBodySchema } from '@reeprise/contract';

/** A route's documented error answers (OpenAPI `response`): the one error body for each status given. */
export function errorResponses<const Code extends number>(
  ...codes: Code[]
): Record<Code, typeof ErrorBodySchema> {
  return Object.fromEntries(codes.map((code) => [code, ErrorBodySchema])) as Record<
    Code,
    typeof ErrorBodySchema
  >;
}
