import { Type, type TSchema } from '@sinclair/typebox';

/** TypeBox schema of the response envelope `{ statusCode, data, businessMsg }` around `data`. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({
    statusCode: Type.Integer(),
    data,
    businessMsg: Type.String(),
  });
}

/** An envelope whose `data` is not described (e.g. failures, or free-form data). */
export const AnyEnvelope = Envelope(Type.Unknown());

/** Any query string, accepted and ignored (the client may add a timestamp or `gid`). */
export const AnyQuery = Type.Object({}, { additionalProperties: true });
