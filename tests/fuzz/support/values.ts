import { Value } from '@sinclair/typebox/value';
import type { Random } from '@plugins/cost-data/server/generator/random';

/** A JSON schema as Fastify keeps it on the route (TypeBox objects are JSON schemas). */
export type Schema = Record<string, any>;

/**
 * A raw JSON literal, written into a JSON body as is: numbers JSON.stringify cannot write
 * (`1e309` parses to Infinity, `1e-400` to 0, big integers lose precision).
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Serialises a value to JSON text, with RawJson literals written verbatim. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `\u0000raw${raws.length - 1}\u0000`;
    }
    return v;
  });
  return (text ?? 'null').replace(/"\\u0000raw(\d+)\\u0000"/g, (_m, i: string) => raws[Number(i)]!);
}

/** Values as a query string, a form or a multipart field carries them (text). */
export function toText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return toJsonText(value);
  return String(value);
}

/**
 * Values seen in the site's own answers, by lower-cased field name (`bidnodeid` → [12, 40, …]),
 * so that a generated `bidNodeId` names a node that exists and the request gets past "not found"
 * into the code that reads the row.
 */
export class Dictionary {
  private readonly byKey = new Map<string, unknown[]>();

  add(key: string, value: unknown): void {
    const k = key.toLowerCase();
    let list = this.byKey.get(k);
    if (!list) this.byKey.set(k, (list = []));
    if (list.length < 24 && !list.includes(value)) list.push(value);
  }

  /** Collects every primitive of a parsed JSON answer under its property name. */
  harvest(json: unknown, depth = 0): void {
    if (depth > 8 || json === null || typeof json !== 'object') return;
    if (Array.isArray(json)) {
      for (const item of json.slice(0, 30)) this.harvest(item, depth + 1);
      return;
    }
    for (const [key, value] of Object.entries(json as Record<string, unknown>)) {
      if (typeof value === 'number' || (typeof value === 'string' && value.length <= 64)) this.add(key, value);
      else if (Array.isArray(value) && value.every((v) => typeof v === 'number' || typeof v === 'string')) {
        for (const item of value.slice(0, 24)) this.add(key, item);
      } else this.harvest(value, depth + 1);
    }
  }

  /**
   * Learns the lists a module exports (`STOREY_BANDS = [{ code: 'low', … }]`, `STRUCTURES =
   * ['框架', …]`) under the field name they fill (`storeyBand`, `structure`): the primitives, or
   * the `code` / `value` / `id` of objects.
   */
  learnVocabulary(module: Record<string, unknown>): void {
    for (const [exportName, value] of Object.entries(module)) {
      if (!Array.isArray(value) || !/^[A-Z][A-Z0-9_]*$/.test(exportName)) continue;
      const field = exportName.toLowerCase().replace(/_/g, '').replace(/(ies)$/, 'y').replace(/s$/, '');
      for (const item of value.slice(0, 24)) {
        if (typeof item === 'string' || typeof item === 'number') this.add(field, item);
        else if (item && typeof item === 'object') {
          const entry = item as Record<string, unknown>;
          const v = entry.code ?? entry.value ?? entry.id;
          if (typeof v === 'string' || typeof v === 'number') this.add(field, v);
        }
      }
    }
  }

  candidates(name: string | undefined): readonly unknown[] {
    return name ? (this.byKey.get(name.toLowerCase()) ?? []) : [];
  }
}

/** Whether `value` satisfies `schema` (TypeBox's checker; schemas it cannot read pass). */
export function satisfies(schema: Schema, value: unknown): boolean {
  try {
    return Value.Check(schema as never, value);
  } catch {
    return true;
  }
}

/**
 * Plausible values by field name (lower case) for the business rules a schema does not state
 * (page sizes of 10/20/50, Chinese names, phone numbers): tried after the schema's own default,
 * constant or enumeration, and kept only when they satisfy the field's schema.
 */
const NAME_HINTS: Record<string, readonly unknown[]> = {
  pagesize: [10, 20], pagenum: [1, 2], size: [6, 10], page: [1],
  mobile: ['13800000001'], phone: ['13800000001'], realname: ['王建国'], name: ['王建国'], fullname: ['王建国'],
  companyname: ['浙江恒信工程咨询有限公司'], province: ['浙江省'], city: ['杭州市'], verificationcode: ['123456'], code: ['123456'],
  datefrom: ['2020-01'], dateto: ['2024-12'], targetmonth: ['2023-06'], sortorder: ['desc'], keyword: ['住宅'],
  areamin: [0], areamax: [200000], sortfield: ['priceDate'], indextype: ['unitCost'], ids: ['1,2,3'], description: ['页面数据与实际不符，请核实。'], username: ['demo_vip'], identity: ['demo_vip'], srctype: ['1', 'home'],
};

/** Strings tried, in order, for a string schema with a pattern or format. */
const STRING_CANDIDATES = [
  '1', '10', 'a', 'abc', '2024-06', '2024-06-15', '2024-06-15T08:00:00Z', '13800000001', '123456', '330000',
  'demo_vip', 'a@b.cn', 'https://example.com/', 'index.svg', 'logo.svg', 'a1b2c3', '00000000-0000-4000-8000-000000000000',
  '0123456789abcdef0123456789abcdef', 'auth', 'RECRUIT',
];

function variants(schema: Schema): Schema[] {
  return (schema.anyOf ?? schema.oneOf ?? []) as Schema[];
}

/** Clamps a number into the schema's bounds. */
function inBounds(schema: Schema, n: number): number {
  let v = n;
  if (typeof schema.minimum === 'number') v = Math.max(v, schema.minimum);
  if (typeof schema.exclusiveMinimum === 'number') v = Math.max(v, schema.exclusiveMinimum + 1);
  if (typeof schema.maximum === 'number') v = Math.min(v, schema.maximum);
  if (typeof schema.exclusiveMaximum === 'number') v = Math.min(v, schema.exclusiveMaximum - 1);
  return v;
}

/**
 * A plausible valid value for a schema: its default or constant, a value the site answered
 * under the same field name, or one built from the keywords (type, bounds, lengths, pattern).
 * Checked against the schema where TypeBox can check it; the result is "valid-ish" otherwise.
 */
export function validValue(schema: Schema | undefined, rng: Random, dict: Dictionary, name?: string, depth = 0): unknown {
  if (!schema || depth > 6) return 'x';
  if ('default' in schema) return schema.default;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return rng.pick(schema.enum);
  const options = variants(schema);
  if (options.length > 0) {
    const usable = options.filter((o) => o.type !== 'null');
    return validValue(rng.pick(usable.length > 0 ? usable : options), rng, dict, name, depth + 1);
  }
  const hint = (NAME_HINTS[name?.toLowerCase() ?? ''] ?? []).find((v) => satisfies(schema, v));
  if (hint !== undefined) return hint;
  const known = dict.candidates(name).filter((v) => satisfies(schema, v) || satisfies(schema, coerce(schema, v)));
  if (known.length > 0 && schema.type !== 'object' && schema.type !== 'array') return coerce(schema, rng.pick(known));
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
        out[key] = validValue(sub, rng, dict, key, depth + 1);
      }
      return out;
    }
    case 'array': {
      // Two items unless the bounds say otherwise (comparisons want at least two), distinct when possible.
      const count = Math.min(Math.max(schema.minItems ?? 2, 1), schema.maxItems ?? 3, 3);
      const items: unknown[] = [];
      for (let i = 0; i < count * 4 && items.length < count; i++) {
        const item = validValue(schema.items as Schema, rng, dict, name, depth + 1);
        if (!items.includes(item) || i >= count * 3) items.push(item);
      }
      return items;
    }
    case 'integer':
      return inBounds(schema, rng.int(1, 20));
    case 'number':
      return inBounds(schema, rng.int(1, 200));
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
    default: {
      if (schema.pattern || schema.format) {
        const found = STRING_CANDIDATES.find((s) => satisfies(schema, s) && (!schema.pattern || new RegExp(schema.pattern, 'u').test(s)));
        if (found !== undefined) return found;
      }
      const min = schema.minLength ?? 1;
      const max = schema.maxLength ?? 12;
      return 'a'.repeat(Math.max(1, Math.min(min, max, 12)));
    }
  }
}

/** A dictionary value in the schema's type (`"12"` for an integer field → 12). */
function coerce(schema: Schema, value: unknown): unknown {
  if ((schema.type === 'integer' || schema.type === 'number') && typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : value;
  }
  if (schema.type === 'string' && typeof value === 'number') return String(value);
  return value;
}

/** Top-level property names of an object schema, with their schemas. */
export function propertiesOf(schema: Schema | undefined): Array<[string, Schema]> {
  if (!schema) return [];
  const props = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
  for (const variant of variants(schema)) props.push(...propertiesOf(variant));
  return props;
}

// ---------------------------------------------------------------------------------------------
// Hostile values

/** Text values for query strings, form and multipart fields, headers' payloads and path params. */
export const HOSTILE_TEXT: readonly string[] = [
  'Infinity', '-Infinity', '1e309', '-1e309', 'NaN', '', '-1', '0', '-0', '1.5', '1e-400',
  '9007199254740993', '99999999999999999999999', '0x1F', ' 1', '1 ', 'true', 'null', 'undefined',
  '[]', '{}', '[1,2]', '{"a":1}', "%_'\";--", "' OR '1'='1' --", '%', '_', '\\', '\u0000', 'a\u0000b',
  '😀', '𠮷野家', '\u202e\u0644', '中文测试', '../../etc/passwd', '..%2f..%2f', '<script>alert(1)</script>',
  '${7*7}', '__proto__', 'constructor', 'toString', '2024-13-45', '0000-00', '9999-12', '1,2,3',
  ' ', '\t\n', 'a'.repeat(70), 'x'.repeat(5000), '9'.repeat(400), '-2147483649', '4294967296',
  '1e21', '0.1e1', '+1', '1_000', 'Ⅻ', '１２３',
];

/** Values for JSON bodies: every JSON type, numbers JSON cannot carry as numbers, big shapes. */
export function hostileJson(rng: Random): unknown[] {
  let deep: unknown = 1;
  for (let i = 0; i < 200; i++) deep = [deep];
  let deepObject: unknown = { a: 1 };
  for (let i = 0; i < 200; i++) deepObject = { a: deepObject };
  return [
    null, true, false, 0, -1, 1.5, '', [], {}, [1, 2], [null], { a: 1 }, [[1]], ['1'], [{}],
    new RawJson('1e309'), new RawJson('-1e309'), new RawJson('1e-400'), new RawJson('9007199254740993'),
    new RawJson('123456789012345678901234567890'), new RawJson('-0'), new RawJson('1.7976931348623157e308'),
    Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2147483648, 1e21,
    deep, deepObject, Array.from({ length: 5000 }, (_, i) => i), Array.from({ length: 300 }, () => 'x'.repeat(100)),
    rng.pick(HOSTILE_TEXT), rng.pick(HOSTILE_TEXT), rng.pick(HOSTILE_TEXT), rng.pick(HOSTILE_TEXT),
    'Infinity', 'NaN', '1e309', "%_'\";--", '\u0000', '😀', 'x'.repeat(100_000),
    { __proto__: null, constructor: { prototype: { polluted: 1 } } },
  ];
}
