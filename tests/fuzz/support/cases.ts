import { validateHeaderName, validateHeaderValue } from 'node:http';
import type { Random } from '@plugins/cost-data/server/generator/random';
import type { FuzzRoute } from './site';
import { Dictionary, HOSTILE_TEXT, hostileJson, propertiesOf, RawJson, toJsonText, toText, validValue, type Schema } from './values';

/** Which token a case is sent with. */
export type TokenKind = 'none' | 'vip' | 'garbage';

/** One fuzzed request before its token is chosen. */
export interface FuzzCase {
  /** What is malformed, for the report (`query size=1e309`, `body multipart without boundary`). */
  readonly name: string;
  readonly method: string;
  /** Path and query string, exactly as sent. */
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly payload?: string | Buffer;
  /** The case sets its own token or cookie: sent once, without a token of the fuzzer's. */
  readonly ownToken?: boolean;
  /**
   * Sent once, with one token kind (the runner rotates them), not once per kind: large bodies
   * whose outcome the token cannot change (the parser rejects them before any handler).
   */
  readonly once?: boolean;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export const JSON_TYPE = 'application/json';
export const FORM_TYPE = 'application/x-www-form-urlencoded';
const BOUNDARY = '----fuzzBoundary7MA4YWxkTrZu0gW';

/** The parts of a valid-ish request that mutations change one at a time. */
interface Base {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown> | null;
  headers: Record<string, string>;
}

function schemaPart(route: FuzzRoute, part: 'querystring' | 'body' | 'headers' | 'params'): Schema | undefined {
  const schema = route.schema as Record<string, Schema> | undefined;
  return schema?.[part] ?? (part === 'querystring' ? schema?.query : undefined);
}

/** Valid values for the wildcard of the static routes (files of the fuzzer's client directory). */
function wildcardValue(route: FuzzRoute): string {
  return route.url.startsWith('/static/') ? 'js/main.0123abcd.js' : 'favicon.ico';
}

/** A plausible valid request for the route, from its schema and the values the site answered. */
function baseOf(route: FuzzRoute, rng: Random, dict: Dictionary): Base {
  const params: Record<string, string> = {};
  const paramSchema = schemaPart(route, 'params');
  for (const name of route.url.match(/:[A-Za-z0-9_]+/g) ?? []) {
    const key = name.slice(1);
    params[key] = toText(validValue(paramSchema?.properties?.[key], rng, dict, key));
  }
  if (route.url.includes('*')) params['*'] = wildcardValue(route);
  const query = (validValue(schemaPart(route, 'querystring') ?? { type: 'object' }, rng, dict) ?? {}) as Record<string, unknown>;
  const bodySchema = schemaPart(route, 'body');
  const body = BODY_METHODS.has(route.method) ? ((validValue(bodySchema ?? { type: 'object' }, rng, dict) ?? {}) as Record<string, unknown>) : null;
  const headers: Record<string, string> = {};
  for (const [name, sub] of propertiesOf(schemaPart(route, 'headers'))) headers[name] = toText(validValue(sub, rng, dict, name));
  return { params, query: typeof query === 'object' ? query : {}, body: body && typeof body === 'object' ? body : {}, headers };
}

/** The route's path with its parameters filled in (each already URL-encoded by the caller). */
function pathOf(route: FuzzRoute, params: Record<string, string>, encode = true): string {
  const enc = (v: string) => (encode ? encodeURIComponent(v) : v);
  return route.url
    .replace(/:([A-Za-z0-9_]+)/g, (_m, key: string) => enc(params[key] ?? ''))
    .replace('*', params['*'] !== undefined ? (encode ? params['*'].split('/').map(encodeURIComponent).join('/') : params['*']) : '');
}

/** A query string: arrays become repeated keys, objects JSON text. */
function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, toText(item));
    else params.append(key, toText(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function formText(body: Record<string, unknown>): string {
  return queryString(body).slice(1);
}

/** A multipart/form-data body with the given text fields (and optional extra raw parts). */
function multipart(fields: Record<string, unknown>, extra = ''): string {
  let out = '';
  for (const [key, value] of Object.entries(fields)) {
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      out += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${toText(item)}\r\n`;
    }
  }
  return `${out}${extra}--${BOUNDARY}--\r\n`;
}

/** Headers Node's HTTP parser would accept; a case with others is not generated. */
function sendable(headers: Record<string, string>): boolean {
  try {
    for (const [name, value] of Object.entries(headers)) {
      validateHeaderName(name);
      validateHeaderValue(name, value);
      if (/[^\t\x20-\x7e\x80-\xff]/.test(value)) return false;
    }
    return true;
  } catch {
    return false;
  }
}

/** Latin-1 text for a header value (the bytes of UTF-8 text, as a client would send them). */
function headerSafe(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1').replace(/[\x00-\x08\x0a-\x1f\x7f]/g, '?');
}

interface Builder {
  route: FuzzRoute;
  base: Base;
  out: FuzzCase[];
  add(name: string, parts: Partial<{ params: Record<string, string>; rawPath: string; query: Record<string, unknown>; rawQuery: string; headers: Record<string, string | undefined>; payload: string | Buffer; contentType: string | null; method: string; ownToken: boolean; once: boolean }>): void;
}

function builder(route: FuzzRoute, base: Base): Builder {
  const out: FuzzCase[] = [];
  return {
    route,
    base,
    out,
    add(name, parts) {
      const path = parts.rawPath ?? pathOf(route, parts.params ?? base.params);
      const query = parts.rawQuery !== undefined ? parts.rawQuery : queryString(parts.query ?? base.query);
      const headers: Record<string, string> = { accept: 'application/json, text/plain, */*', ...base.headers };
      for (const [name, value] of Object.entries(parts.headers ?? {})) {
        if (value === undefined) delete headers[name];
        else headers[name] = value;
      }
      let payload = parts.payload;
      const method = parts.method ?? route.method;
      if (payload === undefined && BODY_METHODS.has(method) && base.body) {
        payload = toJsonText(base.body);
        headers['content-type'] ??= JSON_TYPE;
      }
      if (parts.contentType !== undefined) {
        if (parts.contentType === null) delete headers['content-type'];
        else headers['content-type'] = parts.contentType;
      }
      if (!sendable(headers)) return;
      out.push({ name, method, url: `${path}${query}`, headers, payload, ownToken: parts.ownToken, once: parts.once });
    },
  };
}

/** Hostile header values: tokens, cookies, validateData, encodings, ranges, caching, proxies. */
function headerCases(b: Builder, rng: Random): void {
  const long = 'A'.repeat(8000);
  const owned: Array<[string, Record<string, string>]> = [
    ['header token very long', { token: long }],
    ['header token SQL', { token: "' OR '1'='1' --" }],
    ['header token two values', { token: 'a, b' }],
    ['header token "null"', { token: 'null' }],
    ['cookie malformed', { cookie: 'token=%E0%A4%A; ;;=;=x; a' }],
    ['cookie token garbage', { cookie: `token=${'x'.repeat(300)}; token=y` }],
    ['cookie huge', { cookie: Array.from({ length: 200 }, (_, i) => `c${i}=${'v'.repeat(30)}`).join('; ') }],
  ];
  for (const [name, headers] of owned) b.add(name, { headers, ownToken: true });
  const shared: Array<[string, Record<string, string>]> = [
    ['header validateData garbage', { validatedata: 'garbage.%%%.' }],
    ['header validateData long', { validatedata: 'v'.repeat(5000) }],
    ['header validateData JSON', { validatedata: '{"captchaId":"1","answer":"x"}' }],
    ['header accept-encoding malformed', { 'accept-encoding': 'gzip;q=abc, br;q=-1, *;q=NaN, identity;q=0, ,;' }],
    ['header accept-encoding unknown only', { 'accept-encoding': 'zstd-fuzz, compress;q=1' }],
    ['header accept garbage', { accept: 'text/;;;, */*;q=x, application/json;q=1e309' }],
    ['header accept text/html', { accept: 'text/html' }],
    ['header x-forwarded-for garbage', { 'x-forwarded-for': '999.1.1.1, ::zz, "x", ' + 'a'.repeat(300) }],
    ['header user-agent huge', { 'user-agent': 'Mozilla/5.0 '.repeat(700) }],
    ['header range garbage', { range: rng.pick(['bytes=abc', 'bytes=999999999-', 'bytes=-0', 'bytes=5-1', `bytes=${'0-0,'.repeat(300)}0-0`]) }],
    ['header if-none-match/if-modified-since garbage', { 'if-none-match': 'W/"', 'if-modified-since': 'yesterday' }],
    ['header globalId/userId garbage', { globalid: headerSafe(rng.pick(HOSTILE_TEXT)), userid: headerSafe(rng.pick(HOSTILE_TEXT)), mobile: headerSafe(rng.pick(HOSTILE_TEXT)) }],
    ['header host garbage', { host: 'exa mple..com:99999' }],
    ['header origin/referer garbage', { origin: 'null', referer: '::::' }],
    ['header accept-language garbage', { 'accept-language': '*;q=2, zh-CN;q=-1, ' + 'x'.repeat(500) }],
  ];
  // Two thirds of them per route (the hooks they reach are shared by every route).
  for (const [name, headers] of sample(rng, shared, Math.ceil((shared.length * 2) / 3))) b.add(name, { headers });
}

/** Malformed, mistyped and oversized bodies of every content type the site parses (and others). */
function bodyCases(b: Builder, rng: Random): void {
  const fields = b.base.body ?? {};
  const deepArrays = '['.repeat(50_000) + ']'.repeat(50_000);
  const bigArray = `[${Array.from({ length: 100_000 }, (_, i) => i % 10).join(',')}]`;
  const json: Array<[string, string]> = [
    ['body JSON invalid', '{"a":'],
    ['body JSON single quotes', "{'a':1}"],
    ['body JSON null', 'null'],
    ['body JSON array', '[]'],
    ['body JSON string', '"text"'],
    ['body JSON number 1e309', '1e309'],
    ['body JSON __proto__', '{"__proto__":{"polluted":1}}'],
    ['body JSON constructor.prototype', '{"constructor":{"prototype":{"polluted":1}}}'],
    ['body JSON deep nesting', deepArrays],
    ['body JSON huge array', bigArray],
    ['body JSON over the size limit', `{"a":"${'x'.repeat(1_100_000)}"}`],
    ['body JSON duplicated keys', toJsonText(fields).replace(/^\{/, `{${Object.keys(fields).map((k) => `"${k}":null,`).join('')}`)],
    ['body JSON BOM', `\ufeff${toJsonText(fields)}`],
  ];
  const heavy = new Set(['body JSON deep nesting', 'body JSON huge array', 'body JSON over the size limit']);
  for (const [name, payload] of json) b.add(name, { payload, contentType: JSON_TYPE, once: heavy.has(name) });
  b.add('body empty, JSON content type', { payload: '', contentType: JSON_TYPE });
  b.add('body JSON charset utf-16', { payload: toJsonText(fields), contentType: 'application/json; charset=utf-16' });
  b.add('body valid JSON as text/plain', { payload: toJsonText(fields), contentType: 'text/plain' });
  b.add('body unknown content type', { payload: toJsonText(fields), contentType: 'application/x-fuzz' });
  b.add('body content type garbage', { payload: toJsonText(fields), contentType: ';;;/=' });
  b.add('body without content type', { payload: toJsonText(fields), contentType: null });
  b.add('body content-length shorter than body', { payload: toJsonText(fields), headers: { 'content-length': '3' }, contentType: JSON_TYPE });
  b.add('body content-length longer than body', { payload: toJsonText(fields), headers: { 'content-length': '99999' }, contentType: JSON_TYPE });
  // x-www-form-urlencoded
  b.add('body form, valid fields', { payload: formText(fields), contentType: FORM_TYPE });
  b.add('body form malformed', { payload: 'a=%ZZ&b&&=&c=%&%00=%00', contentType: FORM_TYPE });
  b.add('body form nested keys', { payload: 'a[b]=c&a[]=1&__proto__[x]=1&constructor[prototype][y]=2', contentType: FORM_TYPE });
  b.add('body form repeated fields', { payload: [...Object.keys(fields), 'a'].map((k) => `${k}=1&${k}=2`).join('&'), contentType: FORM_TYPE });
  b.add('body form huge field', { payload: `a=${'x'.repeat(900_000)}`, contentType: FORM_TYPE, once: true });
  // multipart/form-data
  b.add('body multipart, valid fields', { payload: multipart(fields), contentType: `multipart/form-data; boundary=${BOUNDARY}` });
  b.add('body multipart without boundary', { payload: multipart(fields), contentType: 'multipart/form-data' });
  b.add('body multipart wrong boundary', { payload: multipart(fields), contentType: 'multipart/form-data; boundary=other' });
  b.add('body multipart empty boundary', { payload: multipart(fields), contentType: 'multipart/form-data; boundary=' });
  b.add('body multipart truncated', { payload: multipart(fields).slice(0, -10), contentType: `multipart/form-data; boundary=${BOUNDARY}` });
  b.add('body multipart garbage', { payload: `--${BOUNDARY}\r\nnot a header\r\n\r\n${'\u0000'.repeat(10)}`, contentType: `multipart/form-data; boundary=${BOUNDARY}` });
  b.add('body multipart with a file', {
    payload: multipart(fields, `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="../../x.csv"\r\nContent-Type: text/csv\r\n\r\na,b\r\n`),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  });
  b.add('body multipart too many fields', {
    payload: multipart(Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, 'v']))),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  });
  b.add('body multipart huge field', { payload: multipart({ ...fields, big: 'x'.repeat(200_000) }), contentType: `multipart/form-data; boundary=${BOUNDARY}`, once: true });
  b.add('body multipart nested names', { payload: multipart({ 'a[b]': 'c', '__proto__': 'x', 'constructor.prototype': 'y' }), contentType: `multipart/form-data; boundary=${BOUNDARY}` });
  b.add('body binary', { payload: Buffer.from(Array.from({ length: 512 }, () => rng.int(0, 255))), contentType: 'application/octet-stream' });
}

/** Query strings built by hand: repeated and nested keys, broken escapes, huge ones. */
function rawQueryCases(b: Builder, rng: Random): void {
  const names = [...new Set([...Object.keys(b.base.query), 'size', 'pageSize', 'pageNum', 'id', 'keyword', 'type'])];
  const key = rng.pick(names);
  const raw: Array<[string, string]> = [
    ['query repeated key', `?${key}=1&${key}=2`],
    ['query nested key', `?${key}[b]=c&a[b][c]=d`],
    ['query array key', `?${key}[]=1&${key}[]=2`],
    ['query broken escape', `?${key}=%&b=%ZZ&%=1`],
    ['query null byte', `?${key}=%00&%00=1`],
    ['query empty pairs', '?&&=&=&&'],
    ['query key only', `?${key}`],
    ['query very long', `?${key}=${'x'.repeat(8000)}`],
    ['query __proto__', '?__proto__[x]=1&constructor[prototype][y]=1&__proto__=1'],
    ['query non-finite numbers', '?size=Infinity&pageSize=1e309&pageNum=NaN&id=-1&page=-Infinity&limit=1e309'],
    ['query emoji and unicode', `?${key}=${encodeURIComponent('😀𠮷\u202e')}`],
    ['query raw UTF-8', `?${key}=中文`],
  ];
  // The non-finite numbers always, two thirds of the others per route.
  const always = raw.filter(([name]) => name === 'query non-finite numbers');
  for (const [name, rawQuery] of [...always, ...sample(rng, raw.filter((r) => !always.includes(r)), Math.ceil(((raw.length - 1) * 2) / 3))]) {
    b.add(name, { rawQuery });
  }
  b.add('query many keys', { rawQuery: `?${Array.from({ length: 500 }, (_, i) => `k${i}=${i}`).join('&')}`, once: true });
}

/** Path variants: parameters, traversal, trailing slash, case, escapes, unregistered method. */
function pathCases(b: Builder, rng: Random): void {
  const { route } = b;
  const names = Object.keys(b.base.params);
  const values = [
    '..%2f..%2fetc%2fpasswd', '../../etc/passwd', '%2e%2e/%2e%2e/package.json', '....//....//etc/passwd', '%c0%ae%c0%ae/x',
    '1e309', '-1', 'NaN', 'Infinity', '0', '.', '..', '.svg', 'x.svg%00.png', '%00', '%', 'a'.repeat(5000), '😀.svg',
    encodeURIComponent('😀中文.svg'), 'CON', 'index.html', 'build-id.txt', '.%2e/.%2e/kernel', 'a%2fb.svg', '%252e%252e%252f',
  ];
  for (const name of names) {
    for (const value of values) {
      // Written into the path as is (already escaped where it should be).
      b.add(`path ${name}=${value.slice(0, 40)}`, { rawPath: pathOf(route, { ...b.base.params, [name]: value }, false) });
    }
  }
  const path = pathOf(route, b.base.params);
  b.add('path trailing slash', { rawPath: `${path}/` });
  b.add('path doubled slashes', { rawPath: `/${path.replace(/\//g, '//')}` });
  b.add('path upper case', { rawPath: path.toUpperCase() });
  b.add('path matrix parameter', { rawPath: `${path};jsessionid=${rng.int(1, 9999)}` });
  b.add('path broken escape', { rawPath: `${path}%` });
  b.add('path encoded slash', { rawPath: path.replace(/\/([^/]*)$/, '%2F$1') });
  const other = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].find((m) => m !== route.method && !(route.method === 'HEAD' && m === 'GET'))!;
  b.add(`method ${other} (not registered)`, { method: other });
}

/**
 * The valid-ish request with one field changed at a time: each field of the query, body, headers
 * and path parameters gets hostile values (wrong types, non-finite numbers, huge, unicode,
 * SQL/LIKE metacharacters…), is removed, repeated, and the body is also sent as a form.
 */
function mutationCases(b: Builder, rng: Random, dict: Dictionary, budget: number): void {
  const { route, base } = b;
  type Slot = { part: 'query' | 'body' | 'headers'; name: string; schema: Schema | undefined };
  const slots: Slot[] = [];
  for (const [name, schema] of propertiesOf(schemaPart(route, 'querystring'))) slots.push({ part: 'query', name, schema });
  if (base.body) for (const [name, schema] of propertiesOf(schemaPart(route, 'body'))) slots.push({ part: 'body', name, schema });
  for (const [name, schema] of propertiesOf(schemaPart(route, 'headers'))) slots.push({ part: 'headers', name, schema });
  if (slots.length === 0) {
    // No declared fields: fuzz the names such endpoints commonly read.
    for (const name of ['size', 'keyword']) slots.push({ part: base.body ? 'body' : 'query', name, schema: undefined });
  }
  const perSlot = Math.max(2, Math.min(30, Math.ceil(budget / slots.length)));
  const jsonPool = hostileJson(rng);
  for (const slot of slots) {
    const label = `${slot.part} ${slot.name}`;
    const valid = validValue(slot.schema, rng, dict, slot.name);
    // Always, not by chance: the values a field of its type is most likely to mishandle.
    const core = coreText(slot.schema);
    if (slot.part === 'query') {
      b.add(`${label} missing`, { query: { ...base.query, [slot.name]: undefined } });
      b.add(`${label} repeated`, { query: { ...base.query, [slot.name]: [valid, valid] } });
      for (const value of [...core, ...sample(rng, HOSTILE_TEXT.filter((v) => !core.includes(v)), perSlot)]) {
        b.add(`${label}=${describe(value)}`, { query: { ...base.query, [slot.name]: value } });
      }
    } else if (slot.part === 'headers') {
      b.add(`${label} missing`, { headers: { [slot.name]: undefined } });
      b.add(`${label} empty`, { headers: { [slot.name]: '' } });
      for (const value of sample(rng, HOSTILE_TEXT, Math.ceil(perSlot / 2))) b.add(`${label}=${describe(value)}`, { headers: { [slot.name]: headerSafe(value) } });
    } else {
      const body = base.body ?? {};
      const without = { ...body };
      delete without[slot.name];
      b.add(`${label} missing`, { payload: toJsonText(without), contentType: JSON_TYPE });
      b.add(`${label} as array`, { payload: toJsonText({ ...body, [slot.name]: [valid, valid] }), contentType: JSON_TYPE });
      const json = [...coreJson(slot.schema), ...sample(rng, jsonPool, Math.ceil(perSlot * 0.6))];
      for (const value of json) {
        b.add(`${label}=${describe(value)} (JSON)`, { payload: toJsonText({ ...body, [slot.name]: value }), contentType: JSON_TYPE });
      }
      // As text fields, in a form and in multipart (both coerced by the schema's types).
      const text = [...core, ...sample(rng, HOSTILE_TEXT.filter((v) => !core.includes(v)), Math.max(1, perSlot - Math.ceil(perSlot * 0.6)))];
      text.forEach((value, i) => {
        const fields = { ...body, [slot.name]: value };
        if (i % 2 === 0) b.add(`${label}=${describe(value)} (form)`, { payload: formText(fields), contentType: FORM_TYPE });
        else b.add(`${label}=${describe(value)} (multipart)`, { payload: multipart(fields), contentType: `multipart/form-data; boundary=${BOUNDARY}` });
      });
    }
  }
  // An unknown field next to valid ones.
  if (base.body) b.add('body unknown field', { payload: toJsonText({ ...base.body, fuzzExtra: "%_'" }), contentType: JSON_TYPE });
  b.add('query unknown field', { query: { ...base.query, fuzzExtra: "%_'" } });
}

function isNumeric(schema: Schema | undefined): boolean {
  if (!schema) return true;
  const types = ([] as unknown[]).concat(schema.type ?? [], ...((schema.anyOf ?? schema.oneOf ?? []) as Schema[]).map((v) => v.type ?? []));
  return types.includes('integer') || types.includes('number') || types.length === 0;
}

/**
 * Text values every field gets: for numbers (and fields of no declared type) the non-finite
 * and out-of-range ones a coercing validator may let through as ±Infinity or NaN, and integers
 * past 32 bits (a PostgreSQL integer column); for strings the empty one, one past the length
 * limit, SQL/LIKE metacharacters and a NUL byte (which PostgreSQL text cannot hold).
 */
function coreText(schema: Schema | undefined): string[] {
  if (isNumeric(schema)) return ['Infinity', '-Infinity', '1e309', '-1e309', 'NaN', '-1', '0', '1.5', '2147483648', '9007199254740993'];
  const over = typeof schema?.maxLength === 'number' ? ['x'.repeat(schema.maxLength + 1)] : [];
  return ['', "%_'\";--", 'a\u0000b', '1e309', ...over];
}

/** JSON values every field gets: numbers JSON cannot carry, and wrong types. */
function coreJson(schema: Schema | undefined): unknown[] {
  if (isNumeric(schema)) return [new RawJson('1e309'), new RawJson('-1e309'), new RawJson('1e-400'), 'Infinity', null, -1, 0.5, 2147483648];
  return [null, 123, [], {}, 'a\u0000b'];
}

function sample<T>(rng: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0]!);
  return out;
}

/** A short printable form of a value for case names. */
export function describe(value: unknown): string {
  const text = value instanceof RawJson ? value.text : typeof value === 'string' ? JSON.stringify(value) : toJsonText(value);
  const printable = text.replace(/[\x00-\x1f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return printable.length > 40 ? `${printable.slice(0, 30)}…(${text.length} chars)` : printable;
}

/**
 * Every case of one route and method. `budget` is the rough number of mutation cases; HEAD
 * routes (Fastify's twins of GET routes) get a small set.
 */
export function casesFor(route: FuzzRoute, rng: Random, dict: Dictionary, budget: number): FuzzCase[] {
  const base = baseOf(route, rng, dict);
  const b = builder(route, base);
  b.add('valid', {});
  if (BODY_METHODS.has(route.method) && base.body) {
    b.add('valid as form', { payload: formText(base.body), contentType: FORM_TYPE });
    b.add('valid as multipart', { payload: multipart(base.body), contentType: `multipart/form-data; boundary=${BOUNDARY}` });
  }
  if (route.method === 'HEAD') {
    b.add('query non-finite numbers', { rawQuery: '?size=Infinity&pageSize=1e309&pageNum=NaN&id=-1' });
    b.add('header range garbage', { headers: { range: 'bytes=5-1' } });
    b.add('header accept-encoding malformed', { headers: { 'accept-encoding': 'gzip;q=abc, br;q=-1' } });
    return b.out;
  }
  headerCases(b, rng);
  if (BODY_METHODS.has(route.method)) bodyCases(b, rng);
  else {
    b.add('GET with a JSON body', { payload: '{"a":', contentType: JSON_TYPE });
    b.add('GET with a multipart body without boundary', { payload: 'x', contentType: 'multipart/form-data' });
  }
  rawQueryCases(b, rng);
  pathCases(b, rng);
  mutationCases(b, rng, dict, budget);
  return b.out;
}

/** The valid-ish request only (warm-up: its answer fills the dictionary). */
export function validCase(route: FuzzRoute, rng: Random, dict: Dictionary): FuzzCase {
  const b = builder(route, baseOf(route, rng, dict));
  b.add('valid', {});
  return b.out[0]!;
}
