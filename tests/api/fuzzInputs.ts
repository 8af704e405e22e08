/**
 * Inputs for the route fuzz test (fuzz.test.ts): a seeded random source, plausible values made from a route's JSON
 * schema (so a request gets past validation and the hostile part reaches the handler and the database), and pools of
 * hostile values. Everything random comes from one seed, so a failing run can be replayed exactly.
 */

/** A small, fast, seedable PRNG (mulberry32): the same seed gives the same run. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let x = this.state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(items: readonly T[]): T {
    if (!items.length) throw new Error('pick from nothing');
    return items[this.int(items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** The part of JSON Schema (as zod's toJSONSchema writes it) the generator reads. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
};

/** A value written into JSON text as it is (numbers JSON.stringify cannot write: 1e999, 2^63 exactly, -0). */
export type Raw = { raw: string };
export const raw = (text: string): Raw => ({ raw: text });
const isRaw = (v: unknown): v is Raw => typeof v === 'object' && v !== null && 'raw' in v && Object.keys(v).length === 1;

/** JSON text of a value that may hold Raw parts. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (isRaw(v)) {
      raws.push(v.raw);
      return `\u0001RAW${raws.length - 1}\u0001`;
    }
    return v;
  });
  return (text ?? '').replace(/"\\u0001RAW(\d+)\\u0001"/g, (_, i: string) => raws[Number(i)]!);
}

/** A date `offset` days from today (UTC), YYYY-MM-DD. */
export const dayFromNow = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** What plausible values may refer to: the fixture records of the run. */
export type FuzzWorld = {
  ids: number[];
  slugs: string[];
  tokens: string[];
  emails: string[];
};

const typesOf = (s: JsonSchema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** A value the schema accepts, shaped by the field's name where the schema says too little (dates, emails, ids). */
export function plausible(schema: JsonSchema | undefined, name: string, rng: Rng, world: FuzzWorld, depth = 0): unknown {
  if (!schema || depth > 8) return 'fuzz';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return rng.pick(schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    const notNull = alternatives.filter((a) => !typesOf(a).includes('null'));
    return plausible(rng.chance(0.85) && notNull.length ? rng.pick(notNull) : rng.pick(alternatives), name, rng, world, depth + 1);
  }
  if (schema.allOf?.length) return plausible(schema.allOf[0], name, rng, world, depth + 1);
  const types = typesOf(schema);
  const type = types.find((t) => t !== 'null') ?? (schema.properties ? 'object' : undefined);
  const lower = name.toLowerCase();
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, sub] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || rng.chance(0.7)) out[key] = plausible(sub, key, rng, world, depth + 1);
      }
      return out;
    }
    case 'array': {
      const min = schema.minItems ?? 0;
      const n = Math.min(schema.maxItems ?? 3, min + rng.int(3));
      return Array.from({ length: n }, () => plausible(schema.items, name, rng, world, depth + 1));
    }
    case 'integer':
    case 'number': {
      if (/(^|_)ids?$|(hotel|room|user|brand|role|country|state|city)id$|^brands$|^amenities$/.test(lower)) return rng.pick(world.ids);
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
      const max = Math.min(schema.maximum ?? min + 100, min + 100);
      const n = min + rng.int(Math.max(1, max - min + 1));
      return type === 'integer' ? Math.floor(n) : n;
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'string':
      return plausibleString(schema, lower, rng, world);
    default:
      return rng.pick(['fuzz', 1, true, null]);
  }
}

function plausibleString(schema: JsonSchema, name: string, rng: Rng, world: FuzzWorld): string {
  const fit = (s: string) => {
    let v = s;
    while (schema.minLength && v.length < schema.minLength) v += 'x';
    return schema.maxLength ? v.slice(0, schema.maxLength) : v;
  };
  if (schema.format === 'email' || name.includes('email')) return rng.chance(0.5) ? rng.pick(world.emails) : `fuzz${rng.int(1e6)}@example.com`;
  // A stay: check-in six days out (where the fixtures have rooms), check-out one to three nights later.
  if (/check_?in|^from$/.test(name)) return dayFromNow(6);
  if (/check_?out|^to$/.test(name)) return dayFromNow(7 + rng.int(3));
  if (name.includes('date')) return dayFromNow(3 + rng.int(10));
  if (name.includes('password')) return 'Correct-Horse-9';
  if (name === 'token') return rng.pick(world.tokens);
  if (name === 'currency') return rng.pick(['USD', 'EUR', 'JPY', 'CAD']);
  if (name.includes('slug')) return rng.pick(world.slugs);
  if (name === 'code' || name === 'pin') return String(100000 + rng.int(900000));
  if (name.includes('phone')) return '+1 417 555 0100';
  if (/website|url|logo|link/.test(name)) return 'https://example.com/fuzz';
  if (name === 'ordering') return rng.pick(['name', '-created_at', 'id', '-id']);
  if (/^-?\d/.test(schema.pattern ?? '')) return fit('1');
  if (schema.pattern?.includes('a-z0-9]+(?:-')) return fit(`fuzz-${rng.int(1e6)}`);
  if (schema.pattern?.includes('[0-9 +().-]')) return fit('555 0100');
  if (schema.pattern?.startsWith('^[A-Z')) return fit('US');
  return fit(rng.pick(['Joplin', 'Springfield', 'fuzz', 'Dana', 'I-44', 'Tulsa, OK', 'Mühle', '東京']));
}

/**
 * A field a schema describes: its path, whether it holds text, and whether that text is free (no enum, pattern or
 * format), so any string the schema's length allows gets through to the handler and the database.
 */
export type FieldPath = { path: (string | number)[]; text: boolean; free: boolean };

/** Every path to a value the schema describes (objects' properties, first array items), for replacing one field. */
export function fieldPaths(schema: JsonSchema | undefined, prefix: (string | number)[] = [], out: FieldPath[] = [], depth = 0): FieldPath[] {
  if (!schema || depth > 8) return out;
  for (const alt of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) fieldPaths(alt, prefix, out, depth + 1);
  for (const [key, sub] of Object.entries(schema.properties ?? {})) {
    const path = [...prefix, key];
    const strings = [sub, ...(sub.anyOf ?? []), ...(sub.oneOf ?? [])].filter((s) => typesOf(s).includes('string'));
    const free = strings.some((s) => !s.enum && !s.pattern && !s.format) && !/email|date|^from$|^to$|token|slug|currency|password|code|pin|url|website|logo/.test(key.toLowerCase());
    if (!out.some((f) => f.path.join('.') === path.join('.'))) out.push({ path, text: strings.length > 0, free });
    fieldPaths(sub, path, out, depth + 1);
  }
  if (schema.items) fieldPaths(schema.items, [...prefix, 0], out, depth + 1);
  return out;
}

/** Sets a value at a path, making the objects and arrays on the way. */
export function setPath(target: Record<string, unknown>, path: (string | number)[], value: unknown): void {
  let node: Record<string | number, unknown> = target;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i]!;
    const next = node[key];
    if (next === null || typeof next !== 'object') node[key] = typeof path[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[path[path.length - 1]!] = value;
}

const long = (n: number, unit = 'a') => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);

/** Text that is not plain ASCII: lone surrogates (both halves), NUL, direction overrides, combining marks, emoji. */
export const unicodeEdges = [
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  'Dana\ud83d',
  '\ude00Dana',
  'a\u0000b',
  '\u0000',
  '\u202eRTL override\u202c',
  '\u2066isolate\u2069',
  'e\u0301\u0301\u0301\u0301\u0301',
  'Z\u0351\u0364\u0336\u0300',
  '🚚',
  '👩🏽‍🔧',
  '🏳️‍🌈',
  '\ufeffBOM',
  'zero\u200bwidth',
  'İstanbul',
  'ﬀ ß ẞ',
  '𝕏',
  'ا لعربية',
  '\u0085\u2028\u2029',
  '\uffff\ufffe',
];

/** Strings that break parsers, numbers and SQL when trusted. */
export const hostileStrings = [
  '',
  ' ',
  '   \t\n ',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  '1.5',
  '1e308',
  '1e999',
  '-1e999',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x1F',
  '0b11',
  '1_000',
  ' 42 ',
  '4.2e1',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '9223372036854775808',
  '99999999999999999999999999999',
  '2026-02-31',
  '2026-02-30',
  '0000-00-00',
  '0001-01-01',
  '9999-12-31',
  '275760-09-14',
  '+275760-09-13',
  '2026-13-01',
  '2026-1-1',
  '2026-01-01T25:61:00Z',
  "' or 1=1 --",
  "'; drop table users; --",
  '%',
  '_',
  '\\',
  '%_\\%',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'a,b,,c',
  '-',
  '--name',
  'name desc',
  'name;select 1',
  ...unicodeEdges,
];

/** Values of every JSON type that a field of another type should refuse, and numbers at the edges of every column type. */
export const hostileJson: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  -0.5,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  raw('9007199254740993'),
  raw('9223372036854775808'),
  raw('-9223372036854775809'),
  raw('1e308'),
  raw('1e999'),
  raw('-1e999'),
  raw('-0'),
  raw('1.0000000000000002'),
  raw('123456789012345678901234567890'),
  [],
  [1, 2, 3],
  [null],
  [[[]]],
  {},
  { a: 1 },
  { id: 1 },
  { $gt: '' },
  long(100 * 1024),
  long(5000, 'ü'),
  long(3000, '🚚'),
  ...hostileStrings,
];

/** Bodies whose whole shape is wrong. */
export const hostileBodies: (() => string)[] = [
  () => 'null',
  () => 'true',
  () => '0',
  () => '"text"',
  () => '[]',
  () => '[{}]',
  () => '{}',
  () => '1e999',
  () => `[${Array.from({ length: 100_000 }, () => '0').join(',')}]`,
  () => `{"a":[${Array.from({ length: 50_000 }, () => '{}').join(',')}]}`,
  () => '['.repeat(65) + ']'.repeat(65),
  () => '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
  () => '['.repeat(100_000) + ']'.repeat(100_000),
  () => `{"${long(10_000, 'k')}": 1}`,
  () => `{${Array.from({ length: 10_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
];

/** Text that is not JSON at all. */
export const malformedJson = [
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  '[1,]',
  "{'a':1}",
  '{"a":undefined}',
  '{"a":NaN}',
  '{a:1}',
  'nul',
  '\u0000',
  '\ufeff{}',
  '{"a":"\\ud800"',
  '{"a":"\\x41"}',
  '{"a":01}',
  '{"a":1}{"b":2}',
  '{"a":"unterminated}',
  '\u00ff\u00fe{',
  '{"a":1} trailing',
];

/** Keys that poison a prototype when a body is merged into an object carelessly. */
export const prototypeKeyBodies = (base: string) => {
  const inner = base.startsWith('{') && base.length > 2 ? base.slice(1, -1) + ',' : '';
  return [
    `{${inner}"__proto__":{"is_superuser":true,"admin":true}}`,
    `{${inner}"constructor":{"prototype":{"is_superuser":true}}}`,
    `{${inner}"prototype":{"polluted":1}}`,
    `{${inner}"guest":{"__proto__":{"x":1}},"filter":{"constructor":{"prototype":{"x":1}}}}`,
    `{${inner}"toString":1,"valueOf":"x","hasOwnProperty":null}`,
  ];
};

/** A query value as a URL carries it: percent-encoded UTF-8, a lone surrogate as the bytes of its code unit. */
export function encodeQueryValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => {
        try {
          return encodeURIComponent(ch);
        } catch {
          const c = ch.charCodeAt(0);
          return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
        }
      })
      .join('');
  }
}

/** Raw query-string shapes: repeated keys, array and object syntax, odd separators, prototype keys, huge. */
export const oddQueries = (field: string) => [
  `${field}=1&${field}=2`,
  `${field}[]=1&${field}[]=2`,
  `${field}[a]=1`,
  `${field}[__proto__]=1`,
  `${field}`,
  `${field}=`,
  `=${field}`,
  '&&&',
  '%',
  '%%',
  `${field}=%`,
  `${field}=%E0%A4%A`,
  `${field}=%ED%A0%80`,
  `${field}=%FF%FE`,
  `${field}=%00`,
  `${field}=a%00b`,
  `${field}=${'x'.repeat(50_000)}`,
  Array.from({ length: 2000 }, (_, i) => `k${i}=${i}`).join('&'),
  Array.from({ length: 500 }, () => `${field}=1`).join('&'),
  `__proto__=1&constructor=2&prototype=3&${field}=1`,
  `__proto__[is_superuser]=true`,
  `${field}=1;${field}=2`,
];

/** Path parameter values that are no id or slug of anything. */
export const implausibleParams = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '00001',
  '+1',
  ' 1',
  '%201',
  'abc',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740991',
  '9007199254740993',
  '9223372036854775807',
  '9223372036854775808',
  '99999999999999999999999999999999',
  '１２',
  '%00',
  '%ED%A0%80',
  '%FF',
  '%E2%80%AE1',
  '..',
  '%2e%2e',
  '%2F',
  '__proto__',
  'constructor',
  "1'--",
  '1;select',
  '9'.repeat(99),
  'a'.repeat(101),
  'a'.repeat(5000),
];
