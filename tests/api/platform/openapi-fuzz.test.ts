import { INT4_MAX, INT4_MIN } from '@domain/limits';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgConnect } from '../../kit/pg-admin';
import { bearer, signIn } from '../../kit/sign-in';
import { createTestApp, type TestApp } from '../../kit/test-app';
import {
  type FuzzRequest,
  type JsonSchema,
  jsonOf,
  type Mutant,
  mutantsOf,
  type Operation,
  operationsOf,
  preview,
  randomMutantsOf,
  urlOf,
} from '../helpers/openapi-fuzz';

/**
 * Every operation of the OpenAPI document, with hostile input: no answer is a 5xx, and every request its
 * schema excludes (or with NUL / a lone surrogate in a string) is refused. A variant that passes validation
 * reaches the handler and the database, so each is sent; of those the validator refuses (the same mechanism
 * on every route) every REFUSED_STRIDE-th, rotating with the operation, so each kind still meets every route.
 * On PostgreSQL (DATABASE_URL) the run works on a copy of the test database (CREATE DATABASE … TEMPLATE), as
 * the other test files share theirs; where no copy can be made, only refused variants are sent, so the run
 * changes no data other files read.
 */

const SEED = 20_240_230;
const RANDOM_PER_OPERATION = 10;
const REFUSED_STRIDE = 4;
const ANSWER_TIMEOUT_MS = 20_000;
let sharedDatabase = false;

interface Failure {
  operation: string;
  label: string;
  status: number | 'sem resposta';
  input: string;
  answer: string;
}

interface Run {
  requests: number;
  failures: Failure[];
}

let t: TestApp;
let copy: DatabaseCopy | null = null;
let operations: Operation[];
let token: string;
/** Operations that take no token (their variants are sent once, without one). */
const publicOps = new Set<Operation>();

interface DatabaseCopy {
  url: string;
  drop(): Promise<void>;
}

/** A private copy of the PostgreSQL test database, or null when none can be made (rights, open sessions). */
async function copyOf(url: string): Promise<DatabaseCopy | null> {
  const template = decodeURIComponent(new URL(url).pathname.slice(1));
  const name = `${template}_fuzz_${process.pid}`.slice(0, 63);
  const at = (database: string) => Object.assign(new URL(url), { pathname: `/${database}` }).toString();
  const server = await pgConnect(at('postgres'));
  try {
    await server.query(`create database "${name}" template "${template}"`);
  } catch (err) {
    console.log(`[fuzz] sem cópia do banco (${(err as Error).message}): só variantes recusadas`);
    await server.end();
    return null;
  }
  return {
    url: at(name),
    async drop() {
      await server.query(`drop database if exists "${name}" with (force)`);
      await server.end();
    },
  };
}

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (url) {
    copy = await copyOf(url);
    sharedDatabase = !copy;
  }
  t = await createTestApp(copy ? { DATABASE_URL: copy.url } : {});
  token = await signIn(t.app, 'admin@demo.com.br');
  operations = operationsOf(t.app.swagger() as Parameters<typeof operationsOf>[0]);
  // Public: a request its schema refuses answers 400 without a token, where the others answer 401 first.
  for (const op of operations) {
    const mutants = mutantsOf(op);
    const probe = mutants.find((m) => m.refused) ?? mutants[0];
    const res = await send(t.app, op, probe.request, {});
    if (res && res.status !== 401) publicOps.add(op);
  }
});

afterAll(async () => {
  await t?.close();
  await copy?.drop();
});

async function send(
  app: FastifyInstance,
  op: Operation,
  request: FuzzRequest,
  headers: Record<string, string>,
): Promise<{ status: number; body: string } | null> {
  const payload = request.rawBody ?? (request.body === undefined ? undefined : jsonOf(request.body));
  const contentType = request.rawBody !== undefined ? request.contentType : 'application/json';
  const answer = app.inject({
    method: op.method as 'GET',
    url: urlOf(op, request),
    headers:
      payload === undefined ? headers : { ...headers, 'content-type': contentType ?? 'application/json' },
    payload,
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ANSWER_TIMEOUT_MS);
  });
  try {
    const res = await Promise.race([answer, timeout]);
    return res && { status: res.statusCode, body: res.body };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A 4xx answers the API's error shape, with the message a person reads (not a framework's English), or the
 * list of weighings with their own messages (the weighing saves, spec §7).
 */
function ourError(res: { status: number; body: string }): boolean {
  if (res.status < 400) return true;
  try {
    const body = JSON.parse(res.body) as { statusCode?: unknown; message?: unknown; exception?: unknown };
    if (Array.isArray(body)) return res.status === 400;
    return (
      body.statusCode === res.status && typeof body.message === 'string' && body.exception === body.message
    );
  } catch {
    return false;
  }
}

/** The variants sent to an operation (see the file's comment). */
function variantsOf(op: Operation, index: number): Mutant[] {
  const all = [...mutantsOf(op), ...randomMutantsOf(op, RANDOM_PER_OPERATION, SEED + index)];
  let refused = index;
  return all.filter((m) => {
    if (!m.refused) return !sharedDatabase;
    return refused++ % REFUSED_STRIDE === 0;
  });
}

async function fuzz(ops: Operation[], headers: Record<string, string>): Promise<Run> {
  const run: Run = { requests: 0, failures: [] };
  for (const op of ops) {
    for (const m of variantsOf(op, operations.indexOf(op))) {
      run.requests++;
      const res = await send(t.app, op, m.request, headers);
      if (res === null || res.status >= 500 || (m.refused && res.status < 400) || !ourError(res)) {
        run.failures.push({
          operation: `${op.method} ${op.path}`,
          label: m.label,
          status: res?.status ?? 'sem resposta',
          input: preview({ url: urlOf(op, m.request), body: m.request.body ?? m.request.rawBody }, 400),
          answer: (res?.body ?? '').slice(0, 300),
        });
      }
    }
  }
  return run;
}

function report(title: string, ops: Operation[], run: Run) {
  const failing = new Set(run.failures.map((f) => f.operation));
  const lines = run.failures.map(
    (f) => `  ${f.operation} — ${f.label} → ${f.status}\n    entrada: ${f.input}\n    resposta: ${f.answer}`,
  );
  console.log(
    `[fuzz] ${title}: ${ops.length} operações, ${run.requests} requisições, ` +
      `${run.failures.length} falhas em ${failing.size} operações` +
      (lines.length ? `\n${lines.join('\n')}` : ''),
  );
}

/** Every integer schema of a request schema, with where it is. */
function integersOf(s: JsonSchema | undefined, where: string, out: [string, JsonSchema][] = []) {
  if (!s) return out;
  if ([s.type].flat().includes('integer')) out.push([where, s]);
  for (const b of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) integersOf(b, where, out);
  if (s.items) integersOf(s.items, `${where}[]`, out);
  for (const [k, p] of Object.entries(s.properties ?? {})) integersOf(p, `${where}.${k}`, out);
  return out;
}

describe('fuzz over every operation of the OpenAPI document', () => {
  it('covers every operation the app registers, the logins among the public ones', () => {
    expect(operations.length).toBeGreaterThan(150);
    const open = [...publicOps].map((op) => op.path);
    expect(open).toEqual(
      expect.arrayContaining(['/api/authenticate/login', '/api/authenticate/loginByNumSeq']),
    );
    expect(open.length).toBeLessThan(10);
  });

  it('bounds every integer of every request to a PostgreSQL integer column', () => {
    const unbounded: string[] = [];
    for (const op of operations) {
      const parts: [string, JsonSchema | undefined][] = [
        ...op.pathParams.map((p): [string, JsonSchema] => [`params.${p.name}`, p.schema]),
        ...op.query.map((p): [string, JsonSchema] => [`query.${p.name}`, p.schema]),
        ['body', op.body],
      ];
      for (const [part, schema] of parts) {
        for (const [where, s] of integersOf(schema, part)) {
          const min = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : s.minimum;
          const max = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : s.maximum;
          if (min === undefined || max === undefined || min < INT4_MIN || max > INT4_MAX)
            unbounded.push(`${op.method} ${op.path} ${where}: ${min} … ${max}`);
        }
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('never answers 5xx, and refuses every excluded input, signed in as the demo admin', async () => {
    const ops = operations.filter((op) => !publicOps.has(op));
    const run = await fuzz(ops, bearer(token));
    report('admin', ops, run);
    expect(run.failures).toEqual([]);
  }, 600_000);

  it('never answers 5xx without a token', async () => {
    // The public operations get every variant; the others a few (each is refused before its handler).
    const run = await fuzz([...publicOps], {});
    const closed = operations.filter((op) => !publicOps.has(op));
    for (const op of closed) {
      const [valid, ...rest] = mutantsOf(op);
      for (const m of [valid, ...rest.filter((x) => x.refused).slice(0, 2)]) {
        run.requests++;
        const res = await send(t.app, op, m.request, {});
        if (!res || res.status >= 500 || res.status < 400 || !ourError(res))
          run.failures.push({
            operation: `${op.method} ${op.path}`,
            label: m.label,
            status: res?.status ?? 'sem resposta',
            input: preview({ url: urlOf(op, m.request), body: m.request.body }, 400),
            answer: (res?.body ?? '').slice(0, 300),
          });
      }
    }
    report('sem token', operations, run);
    expect(run.failures).toEqual([]);
  }, 600_000);
});
