import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../core/envelope';
import { Messages } from '../core/status-codes';
import { readingBody, sendEnvelope } from './errors';

const MAX_DEPTH = 32;

function isPlainContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  // Parsed queries are objects of an empty prototype without Object.prototype (fast-querystring).
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

/**
 * The path of the first number that is not finite (`Infinity`, `-Infinity`, `NaN`) in a parsed
 * query, path parameters or body, e.g. `size` or `items.2.price`; `''` for the value itself; null
 * when every number is finite. Buffers, streams and other class instances are not entered.
 */
export function nonFinitePath(value: unknown, depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : '';
  if (depth >= MAX_DEPTH || !isPlainContainer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const inner = nonFinitePath(item, depth + 1);
    if (inner !== null) return inner === '' ? key : `${key}.${inner}`;
  }
  return null;
}

/** The path of the first string holding a NUL character (no database column takes one); null if none. */
export function nulPath(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? '' : null;
  if (depth >= MAX_DEPTH || !isPlainContainer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const inner = nulPath(item, depth + 1);
    if (inner !== null) return inner === '' ? key : `${key}.${inner}`;
  }
  return null;
}

/** Integer columns are 32-bit on PostgreSQL: a request integer without bounds of its own gets these. */
export const INT32 = { minimum: -2_147_483_648, maximum: 2_147_483_647 } as const;

/**
 * A copy of a request schema in which every `integer` without a `maximum` (or `minimum`) gets the
 * 32-bit bound, so that an id like 2147483648 or 1e21 is a 400, not a database error. Symbol keys
 * (TypeBox's kind) are kept; other keywords are untouched.
 */
export function boundIntegers<T>(schema: T, depth = 0): T {
  if (depth > MAX_DEPTH || schema === null || typeof schema !== 'object') return schema;
  if (Array.isArray(schema)) return schema.map((item) => boundIntegers(item, depth + 1)) as T;
  const copy: Record<string | symbol, unknown> = { ...(schema as Record<string | symbol, unknown>) };
  for (const key of Object.keys(copy)) copy[key] = boundIntegers(copy[key], depth + 1);
  const type = copy.type;
  if (type === 'integer' || (Array.isArray(type) && type.includes('integer'))) {
    if (copy.maximum === undefined && copy.exclusiveMaximum === undefined) copy.maximum = INT32.maximum;
    if (copy.minimum === undefined && copy.exclusiveMinimum === undefined) copy.minimum = INT32.minimum;
  }
  return copy as T;
}

const PARTS = [
  ['params', '路径参数'],
  ['query', '查询参数'],
  ['body', '请求体'],
] as const;

/**
 * Guards every route, at the kernel level:
 * - numbers must be finite: JSON parses `1e309` to Infinity, and Ajv's type coercion turns the
 *   query/path strings `Infinity` and `1e309` into numbers that pass `type: number|integer`
 *   (`Infinity % 1` is NaN, so even an integer check lets it through). After validation, any
 *   non-finite number left in params, query or body is answered 400 before a handler sees it;
 * - strings must not hold NUL (PostgreSQL's text refuses it): answered 400 likewise;
 * - request integers are 32-bit unless their schema says otherwise (`boundIntegers`);
 * - the request's stage is recorded, so that the error handler can tell a body the client got
 *   wrong (any parser's error, e.g. multipart's "Boundary not found") from a server fault.
 */
export const requestGuards = fp(
  async function guards(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      const schema = route.schema as Record<string, unknown> | undefined;
      if (!schema) return;
      for (const part of ['querystring', 'params', 'body', 'headers'] as const) {
        if (schema[part] !== undefined) schema[part] = boundIntegers(schema[part]);
      }
    });
    app.addHook('preParsing', async (request, _reply, payload) => {
      readingBody.add(request);
      return payload;
    });
    app.addHook('preHandler', async (request, reply) => {
      readingBody.delete(request);
      for (const [part, name] of PARTS) {
        const at = nonFinitePath(request[part]);
        if (at !== null) {
          const field = at || name;
          return sendEnvelope(reply, fail(400, `${Messages.badRequest}：${field} 不是有效的数字`), 400);
        }
        const nul = nulPath(request[part]);
        if (nul !== null) {
          return sendEnvelope(reply, fail(400, `${Messages.badRequest}：${nul || name} 含有无效字符`), 400);
        }
      }
    });
  },
  { name: 'kernel-request-guards' },
);

/**
 * Whether a request comes from this machine: the socket's own remote address (never a proxy
 * header such as X-Forwarded-For, whatever TRUST_PROXY says). The development helpers answer only these.
 */
export function fromLoopback(request: FastifyRequest): boolean {
  const address = request.socket?.remoteAddress ?? '';
  return address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}
