/**
 * A client's "not set": list and search forms send an unset filter as null or as an empty (or
 * blank) string. `dropEmptyFields`, a route's `preValidation` hook, removes those top-level fields
 * of a JSON object body before the schema validates it, so that optional fields are simply absent
 * and a blank text never reaches a length or pattern rule. Nested objects and arrays are kept as
 * sent; a body that is not a plain object is left to the schema.
 *
 * ```ts
 * api.post(Paths.search, { schema: { body: SearchBody }, onRequest: requireLogin, preValidation: dropEmptyFields }, handler);
 * ```
 */
import type { FastifyRequest } from 'fastify';

export async function dropEmptyFields(request: FastifyRequest): Promise<void> {
  const body = request.body as Record<string, unknown> | null | undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  for (const key of Object.keys(body)) {
    const value = body[key];
    if (value === null || (typeof value === 'string' && value.trim() === '')) delete body[key];
  }
}
