/**
 * Hostile requests for every operation of an OpenAPI 3.0 document (as @fastify/swagger writes it from the
 * zod route schemas): each operation gets a plausible valid request built from its schemas, then variants
 * with one part replaced by a hostile value (wrong types, integer bounds, NUL, lone surrogates, impossible
 * dates, huge strings, deep nesting, arrays for objects…).
 *
 * Each variant says whether the server must refuse it (`refused`): a value its schema excludes (type, bound,
 * length, enum, format, a required field left out) or a string with NUL or a lone surrogate (refused in every
 * string). Only those are safe to send to a shared database: a refused request changes nothing.
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path ('/api/v1/x/{id}'). */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  body?: JsonSchema;
}

export interface FuzzRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  /** A JSON value, sent as application/json. */
  body?: unknown;
  /** Sent as is (invalid JSON, another media type). */
  rawBody?: string;
  contentType?: string;
}

export interface Mutant {
  /** What was changed, for the failure report. */
  label: string;
  request: FuzzRequest;
  /** The server must refuse it (4xx): a value its schema excludes, or NUL / a lone surrogate in a string. */
  refused: boolean;
}

type OpenApi = { paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>> };

/** Every operation of the document. */
export function operationsOf(doc: OpenApi): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const body = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)
        ?.content?.['application/json']?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        query: params.filter((p) => p.in === 'query'),
        body,
      });
    }
  }
  return ops;
}

// ---------------------------------------------------------------------------------------------------------
// Schemas

type JsonType = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object';

function typeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (typeof value === 'string') {
    const deep = DEEP.exec(value);
    if (deep) return deep[1] as JsonType;
  }
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

const branches = (s: JsonSchema): JsonSchema[] | null => s.anyOf ?? s.oneOf ?? null;

/** The branch a sample is built from: the first that is not only null. */
function mainBranch(s: JsonSchema): JsonSchema {
  const list = branches(s);
  if (!list) return s;
  return mainBranch(list.find((b) => b.type !== 'null') ?? list[0]);
}

const types = (s: JsonSchema): string[] => (s.type === undefined ? [] : [s.type].flat());

const lowerBound = (s: JsonSchema): number | undefined =>
  typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : s.minimum;
const lowerExclusive = (s: JsonSchema) =>
  typeof s.exclusiveMinimum === 'number' || s.exclusiveMinimum === true;
const upperBound = (s: JsonSchema): number | undefined =>
  typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : s.maximum;
const upperExclusive = (s: JsonSchema) =>
  typeof s.exclusiveMaximum === 'number' || s.exclusiveMaximum === true;

const UUID = '3f2b6c1e-8a4d-4c7b-9e21-5d6f7a8b9c0d';

/** A plausible valid value of a schema. */
export function sample(s: JsonSchema, depth = 0): unknown {
  if (s.default !== undefined && depth > 0) return s.default;
  const b = mainBranch(s);
  if (b.enum?.length) return b.enum[0];
  const type = types(b).find((t) => t !== 'null') ?? (b.properties ? 'object' : undefined);
  switch (type) {
    case 'integer':
    case 'number': {
      let n = 1;
      const lo = lowerBound(b);
      const hi = upperBound(b);
      if (lo !== undefined && (n < lo || (n === lo && lowerExclusive(b))))
        n = lowerExclusive(b) ? lo + 1 : lo;
      if (hi !== undefined && (n > hi || (n === hi && upperExclusive(b))))
        n = upperExclusive(b) ? hi - 1 : hi;
      return n;
    }
    case 'string':
      if (b.format === 'date' || b.pattern === '^\\d{4}-\\d{2}-\\d{2}$') return '2024-03-15';
      if (b.format === 'date-time') return '2024-03-15T12:00:00.000Z';
      if (b.format === 'uuid') return UUID;
      if (b.format === 'email') return 'fuzz@example.com';
      return 'fuzz'.padEnd(b.minLength ?? 0, 'z').slice(0, b.maxLength ?? 100);
    case 'boolean':
      return false;
    case 'array': {
      const item = b.items ? sample(b.items, depth + 1) : 'fuzz';
      return Array.from({ length: Math.max(1, b.minItems ?? 1) }, () => structuredClone(item));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, p] of Object.entries(b.properties ?? {})) out[k] = sample(p, depth + 1);
      return out;
    }
    default:
      return 'fuzz';
  }
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const forbidden = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** A string anywhere in the value (keys included) holds NUL or a lone surrogate: refused everywhere. */
export function hasForbiddenText(value: unknown, depth = 0): boolean {
  if (depth > 200) return false;
  if (typeof value === 'string') return !DEEP.test(value) && forbidden(value);
  if (Array.isArray(value)) return value.some((v) => hasForbiddenText(v, depth + 1));
  if (value && typeof value === 'object')
    return Object.entries(value).some(([k, v]) => forbidden(k) || hasForbiddenText(v, depth + 1));
  return false;
}

function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * The value is certainly excluded by the schema (a JSON body value; `coerce` for query and path strings, which
 * the route schemas read with z.coerce). Conservative: false when unsure (a null body may stand for none).
 */
export function violates(value: unknown, s: JsonSchema, coerce = false, root = true): boolean {
  if (hasForbiddenText(value)) return true;
  if (value === undefined) return false;
  if (value === null && (s.nullable || s.default !== undefined || root)) return false;
  const list = branches(s);
  if (list) return list.every((b) => violates(value, b, coerce, root));
  if (s.allOf) return s.allOf.some((b) => violates(value, b, coerce, root));
  const allowed = types(s);
  if (value === null) return !(allowed.includes('null') || allowed.length === 0);
  if (s.enum?.length && !coerce) return !s.enum.some((e) => e === value);
  if (!allowed.length) return false;
  const t = typeOf(value);
  if (coerce && typeof value === 'string') {
    if (allowed.includes('string')) return violatesString(value, s);
    if ((allowed.includes('integer') || allowed.includes('number')) && value.trim() !== '') {
      const n = Number(value);
      return violatesNumber(n, s, allowed.includes('integer') && !allowed.includes('number'));
    }
    return false;
  }
  if (allowed.includes('array') && t !== 'array') {
    // A list of ids also takes one id (z.preprocess wraps it): refused only if the item is.
    return !s.items || violates(value, s.items, false, false);
  }
  // A few bodies coerce their id (z.coerce: true → 1); the document does not say which.
  if (t === 'boolean' && (allowed.includes('integer') || allowed.includes('number'))) return false;
  const accepts = allowed.includes(t) || (t === 'integer' && allowed.includes('number'));
  if (!accepts) return true;
  if (typeof value === 'string' && DEEP.test(value)) {
    // [[…1…]] is a list whose item is a list; {a: {a: …}} an object with only the key 'a'.
    if (t === 'array') return !!s.items && !types(s.items).includes('array') && !branches(s.items);
    return (s.required ?? []).some((k) => k !== 'a');
  }
  switch (t) {
    case 'integer':
    case 'number':
      return violatesNumber(value as number, s, allowed.includes('integer') && !allowed.includes('number'));
    case 'string':
      return violatesString(value as string, s);
    case 'array': {
      const arr = value as unknown[];
      if (s.minItems !== undefined && arr.length < s.minItems) return true;
      if (s.maxItems !== undefined && arr.length > s.maxItems) return true;
      return !!s.items && arr.some((v) => violates(v, s.items as JsonSchema, false, false));
    }
    case 'object': {
      const obj = value as Record<string, unknown>;
      for (const k of s.required ?? [])
        if (obj[k] === undefined && s.properties?.[k]?.default === undefined) return true;
      return Object.entries(s.properties ?? {}).some(([k, p]) => violates(obj[k], p, false, false));
    }
    default:
      return false;
  }
}

function violatesNumber(n: number, s: JsonSchema, integer: boolean): boolean {
  if (!Number.isFinite(n)) return true;
  if (integer && !Number.isInteger(n)) return true;
  const lo = lowerBound(s);
  const hi = upperBound(s);
  if (lo !== undefined && (n < lo || (n === lo && lowerExclusive(s)))) return true;
  if (hi !== undefined && (n > hi || (n === hi && upperExclusive(s)))) return true;
  return false;
}

function violatesString(text: string, s: JsonSchema): boolean {
  // zod's min/max count UTF-16 code units, as String.length does.
  if (s.maxLength !== undefined && text.length > s.maxLength) return true;
  if (s.minLength !== undefined && text.length < s.minLength && text.trim() === text) return true;
  if (s.format === 'date' && (!/^\d{4}-\d{2}-\d{2}$/.test(text) || !isCalendarDate(text))) return true;
  if (s.format === 'date-time' && !isCalendarDate(text)) return true;
  if (s.format === 'uuid' && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text))
    return true;
  return false;
}

// ---------------------------------------------------------------------------------------------------------
// Hostile values

/**
 * Nesting deeper than JSON.stringify's stack: a marker in the value, written out by `jsonOf` as n nested
 * arrays or objects around 1.
 */
const DEEP = /^\uE000deep:(array|object):(\d+)$/;
const deepArray = (n: number) => `\uE000deep:array:${n}`;
const deepObject = (n: number) => `\uE000deep:object:${n}`;

/** The JSON text of a value, deep markers written out. */
export function jsonOf(value: unknown): string {
  return JSON.stringify(value).replace(/"\uE000deep:(array|object):(\d+)"/g, (_, kind: string, n: string) =>
    kind === 'array'
      ? `${'['.repeat(Number(n))}1${']'.repeat(Number(n))}`
      : `${'{"a":'.repeat(Number(n))}1${'}'.repeat(Number(n))}`,
  );
}

type Kind = 'any' | 'number' | 'string' | 'array' | 'object';

/**
 * Values of every JSON type, and the shapes that break naive code; each goes to the positions whose schema
 * takes its kind ('any': every position, so every position also gets a wrong type).
 */
const HOSTILE_VALUES: readonly [string, unknown, Kind][] = [
  ['null', null, 'any'],
  ['true', true, 'any'],
  ['NUL', 'a\u0000b', 'any'],
  ['lone high surrogate', 'a\uD800b', 'any'],
  ['deep array', deepArray(5_000), 'any'],
  ['text', 'fuzz', 'any'],
  ['2^31', 2 ** 31, 'any'],
  ['2^31-1', 2 ** 31 - 1, 'number'],
  ['-2^31-1', -(2 ** 31) - 1, 'number'],
  ['2^53', 2 ** 53, 'number'],
  ['-1', -1, 'number'],
  ['0', 0, 'number'],
  ['1.5', 1.5, 'number'],
  ['1e308', 1e308, 'number'],
  ['1e-320', 1e-320, 'number'],
  ['32768', 32768, 'number'],
  ['1e12', 1e12, 'number'],
  ['empty string', '', 'string'],
  ['lone low surrogate', '\uDC00', 'string'],
  ['reversed pair', '\uDC00\uD800', 'string'],
  ['emoji', '🍲 comida', 'string'],
  ['impossible date', '2024-02-30', 'string'],
  ['year 0', '0000-01-01', 'string'],
  ['year 275760', '+275760-09-13', 'string'],
  ['impossible instant', '2024-02-30T10:00:00Z', 'string'],
  ['far instant', '9999-12-31T23:59:59.999Z', 'string'],
  ['numeric text', '1e400', 'string'],
  ['SQL text', "' OR 1=1; --", 'string'],
  ['LIKE wildcards', '%_\\', 'string'],
  ['huge string', 'x'.repeat(300_000), 'string'],
  ['huge multibyte string', 'ç'.repeat(70_000), 'string'],
  ['empty array', [], 'array'],
  ['array of nulls', [null, null], 'array'],
  ['object in array', [{ a: 1 }], 'array'],
  ['empty object', {}, 'object'],
  ['array for object', [{}], 'object'],
  ['deep object', deepObject(2_000), 'object'],
  ['proto key', JSON.parse('{"__proto__": {"x": 1}}'), 'object'],
];

/** The kinds of value a position's schema takes (every kind when it does not say). */
function kindsOf(s: JsonSchema): Set<Kind> {
  const list = branches(s);
  const all = list ? list.flatMap(types) : types(s);
  if (!all.length && !s.properties && !s.items)
    return new Set(['any', 'number', 'string', 'array', 'object']);
  const kinds = new Set<Kind>(['any']);
  for (const t of all) {
    if (t === 'integer' || t === 'number') kinds.add('number');
    if (t === 'string' || t === 'array' || t === 'object') kinds.add(t);
  }
  if (s.properties) kinds.add('object');
  return kinds;
}

/** Query and path text: what a URL can carry. */
const HOSTILE_TEXT: readonly [string, string][] = [
  ['abc', 'abc'],
  ['2^31', String(2 ** 31)],
  ['2^53+1', '9007199254740993'],
  ['-2^31-1', String(-(2 ** 31) - 1)],
  ['-1', '-1'],
  ['0', '0'],
  ['1.5', '1.5'],
  ['1e400', '1e400'],
  ['hex', '0x10'],
  ['empty', ''],
  ['NUL', 'a\u0000b'],
  ['lone surrogate', '\uD800'],
  ['impossible date', '2024-02-30'],
  ['year 0', '0000-01-01'],
  ['huge', '9'.repeat(20_000)],
  ['SQL', "1' OR '1'='1"],
  ['dots', '../..'],
  ['bracket', '[]'],
];

// ---------------------------------------------------------------------------------------------------------
// Variants

type Path = readonly (string | number)[];

/** Every value position of a sample with its schema (the sample's own fields, the first item of a list). */
function leaves(value: unknown, s: JsonSchema, path: Path = [], out: [Path, JsonSchema][] = []) {
  out.push([path, s]);
  const b = mainBranch(s);
  if (Array.isArray(value) && b.items && value.length) leaves(value[0], b.items, [...path, 0], out);
  else if (value && typeof value === 'object' && b.properties)
    for (const [k, p] of Object.entries(b.properties))
      leaves((value as Record<string, unknown>)[k], p, [...path, k], out);
  return out;
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (!path.length) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

function valueAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const key of path) node = (node as Record<string | number, unknown>)?.[key];
  return node;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

const where = (path: Path) => (path.length ? path.join('.') : '(corpo)');

/**
 * Whether the server must refuse a query or path value. A lone surrogate has no UTF-8 form: the URL carries
 * invalid bytes, which the server may keep as the raw text, so it proves nothing.
 */
function urlTextRefused(text: string, schema: JsonSchema): boolean {
  return !LONE_SURROGATE.test(text) && violates(text, schema, true);
}

/** The valid request of an operation. */
export function baseRequest(op: Operation): FuzzRequest {
  const params: Record<string, string> = {};
  for (const p of op.pathParams) params[p.name] = String(sample(p.schema, 1));
  const query: Record<string, string> = {};
  for (const p of op.query) query[p.name] = String(sample(p.schema, 1));
  return { params, query, body: op.body ? sample(op.body) : undefined };
}

/** The hostile variants of an operation, each with one part changed. */
export function mutantsOf(op: Operation): Mutant[] {
  const base = baseRequest(op);
  const out: Mutant[] = [{ label: 'válida', request: base, refused: false }];

  for (const p of [...op.pathParams, ...op.query]) {
    const part = p.in === 'path' ? 'params' : 'query';
    for (const [label, text] of HOSTILE_TEXT) {
      // A path segment cannot be empty (it is another route).
      if (part === 'params' && text === '') continue;
      const request = { ...base, [part]: { ...base[part], [p.name]: text } };
      out.push({ label: `${part}.${p.name} = ${label}`, request, refused: urlTextRefused(text, p.schema) });
    }
    if (part === 'query' && p.required) {
      const { [p.name]: _, ...rest } = base.query;
      out.push({ label: `query.${p.name} ausente`, request: { ...base, query: rest }, refused: true });
    }
  }
  // Repeated query keys arrive as an array.
  if (op.query.length) {
    const [p] = op.query;
    out.push({
      label: `query.${p.name} repetido`,
      request: {
        ...base,
        query: { ...base.query, [p.name]: [base.query[p.name], 'x'] as unknown as string },
      },
      refused: false,
    });
  }

  if (op.body) {
    const body = base.body;
    for (const [path, s] of leaves(body, op.body)) {
      const kinds = kindsOf(s);
      for (const [label, value, kind] of HOSTILE_VALUES) {
        if (!kinds.has(kind)) continue;
        const mutated = setAt(body, path, value);
        out.push({
          label: `${where(path)} = ${label}`,
          request: { ...base, body: mutated },
          refused: violates(mutated, op.body),
        });
      }
      if (typeof path[path.length - 1] === 'string') {
        const mutated = setAt(body, path, undefined);
        out.push({
          label: `${where(path)} ausente`,
          request: { ...base, body: mutated },
          refused: violates(mutated, op.body),
        });
      }
      if (isPlainObject(valueAt(body, path))) {
        // Keys a person never types: NUL and a lone surrogate in a key.
        for (const [label, key] of [
          ['NUL', 'x\u0000y'],
          ['surrogate', 'x\uDFFFy'],
        ]) {
          const withKey = setAt(body, [...path, key], 1);
          out.push({
            label: `${where(path)}: chave com ${label}`,
            request: { ...base, body: withKey },
            refused: true,
          });
        }
      }
    }
    const b = mainBranch(op.body);
    if (b.maxItems !== undefined && Array.isArray(body)) {
      const many = Array.from({ length: b.maxItems + 1 }, () => body[0]);
      out.push({
        label: `lista com ${b.maxItems + 1} itens`,
        request: { ...base, body: many },
        refused: true,
      });
    }
  }
  // Whole bodies of the wrong shape, also where the operation takes none (its body is ignored).
  const bodyRefused = (v: unknown) => !!op.body && violates(v, op.body);
  for (const [label, value] of [
    ['array', [base.body ?? 1]],
    ['deep array', deepArray(20_000)],
    ['deep object', deepObject(5_000)],
    ['string', 'fuzz'],
    ['number', 2 ** 53],
  ] as const) {
    out.push({ label: `corpo = ${label}`, request: { ...base, body: value }, refused: bodyRefused(value) });
  }
  out.push({
    label: 'corpo JSON inválido',
    request: { ...base, body: undefined, rawBody: '{"a": [1, 2', contentType: 'application/json' },
    refused: !!op.body,
  });
  out.push({
    label: 'corpo text/plain',
    request: { ...base, body: undefined, rawBody: 'a=1', contentType: 'text/plain' },
    refused: !!op.body,
  });
  return out;
}

/**
 * Random variants (fast-check, fixed seed): a random position of the request replaced by a random value, from
 * boundary integers and doubles to any JSON and any UTF-16 text (lone surrogates included).
 */
export function randomMutantsOf(op: Operation, count: number, seed: number): Mutant[] {
  const base = baseRequest(op);
  const positions: { part: 'params' | 'query' | 'body'; path: Path; schema: JsonSchema }[] = [
    ...op.pathParams.map((p) => ({ part: 'params' as const, path: [p.name], schema: p.schema })),
    ...op.query.map((p) => ({ part: 'query' as const, path: [p.name], schema: p.schema })),
    ...(op.body
      ? leaves(base.body, op.body).map(([path, schema]) => ({ part: 'body' as const, path, schema }))
      : []),
  ];
  if (!positions.length) return [];
  const text = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc
      .tuple(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 0, max: 33 }),
      )
      .map(
        ([y, m, d]) =>
          `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
      ),
    fc.integer({ min: -(2 ** 40), max: 2 ** 40 }).map(String),
  );
  const value = fc.oneof(
    fc.integer(),
    fc.maxSafeInteger(),
    fc.constantFrom(2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 15, 2 ** 53, 2 ** 63),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    text,
    fc.jsonValue({ maxDepth: 4 }),
    fc.array(fc.integer(), { maxLength: 5 }),
  );
  const arb = fc.tuple(fc.integer({ min: 0, max: positions.length - 1 }), value, text);
  return fc.sample(arb, { seed, numRuns: count }).map(([i, v, t]) => {
    const { part, path, schema } = positions[i];
    if (part === 'body') {
      const body = setAt(base.body, path, v);
      return {
        label: `aleatória: ${where(path)} = ${preview(v)}`,
        request: { ...base, body },
        refused: violates(body, op.body as JsonSchema),
      };
    }
    const request = { ...base, [part]: { ...base[part], [path[0]]: t } };
    return {
      label: `aleatória: ${part}.${path[0]} = ${preview(t)}`,
      request,
      refused: urlTextRefused(t, schema),
    };
  });
}

/** A short, printable form of a value for a report. */
export function preview(value: unknown, max = 160): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max)}… (${text.length} caracteres)` : text;
}

// ---------------------------------------------------------------------------------------------------------
// URLs

/** Percent-encodes text as WTF-8: a lone surrogate becomes its three bytes (encodeURIComponent throws). */
export function encodeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        out += encodeURIComponent(text.slice(i, i + 2));
        i++;
        continue;
      }
    }
    if (c >= 0xd800 && c <= 0xdfff) {
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(text[i]);
  }
  return out;
}

/** The URL of a request: path parameters filled in, query appended. */
export function urlOf(op: Operation, request: FuzzRequest): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeText(request.params[name] ?? ''));
  const pairs: string[] = [];
  for (const [k, v] of Object.entries(request.query))
    for (const item of [v].flat()) pairs.push(`${encodeText(k)}=${encodeText(String(item))}`);
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}
