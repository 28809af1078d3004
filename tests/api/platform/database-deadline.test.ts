import { MSG } from '@domain/messages';
import { serializerCompiler } from '@server/core/serializer';
import { validatorCompiler } from '@server/core/validator';
import { type Database, openDatabase, rowsOf } from '@server/db/client';
import { DatabaseUnavailableError } from '@server/db/pg-pool';
import { loadEnv } from '@server/env';
import health, { READINESS_WAIT_MS } from '@server/modules/health/routes';
import errorHandler from '@server/plugins/app/error-handler';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakePostgres, SLOW_MS, startFakePostgres } from '../../kit/fake-postgres';

/**
 * A database that accepts connections and then never answers (lost behind a pooler, a firewall, a frozen
 * host): every call ends at the client-side deadline with a 503, the dead connections are destroyed, readiness
 * answers within a second, and once the database answers again the pool serves from new connections.
 */

const DEADLINE = 400;
let fake: FakePostgres;
let database: Database;
let app: FastifyInstance;

/** The health routes and a route reading the database, with the app's error handler, on `database`. */
async function appOn(database: Database): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('appVersion', { branch: 'teste', lastCommit: 'teste', date: 'teste' });
  await app.register(errorHandler);
  await app.register(health);
  app.get('/dados', async () => rowsOf(app.db, sql`select 1`));
  await app.ready();
  return app;
}

beforeAll(async () => {
  fake = await startFakePostgres();
  database = await openDatabase({ databaseUrl: fake.url, pgliteDir: '', poolMax: 3, deadlineMs: DEADLINE });
  app = await appOn(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await fake?.close();
});
/**
 * The main pool's connections that are not idle: checked out by a caller, or still connecting. Between tests no
 * caller holds one, so what is left are connection attempts.
 */
const inFlight = () => {
  const [main] = database.pools();
  return main.total - main.idle;
};

/**
 * Each test starts with the fake answering and no connection attempt of the test before still in flight: an
 * attempt made during an outage for a caller that has since given up keeps its pool slot until its own deadline
 * (pg-pool does not abandon it), and three of them would make the next test's first call wait for a slot.
 */
beforeEach(async () => {
  fake.setSilent(false);
  await expect.poll(inFlight, { timeout: 3 * DEADLINE }).toBe(0);
});

/** The DatabaseUnavailableError under drizzle's wrapper (DrizzleQueryError's cause), if any. */
function unavailable(err: unknown): DatabaseUnavailableError | undefined {
  let e = err as { cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++, e = e.cause as typeof e)
    if (e instanceof DatabaseUnavailableError) return e;
  return undefined;
}

const select1 = () => rowsOf<Record<string, number>>(database.db, sql`select 1`);
const timed = async <T>(work: Promise<T>) => {
  const t0 = performance.now();
  const outcome = await work.then(
    (value) => ({ value, error: undefined }),
    (error: unknown) => ({ value: undefined, error }),
  );
  return { ...outcome, ms: performance.now() - t0 };
};

describe('a database that stops answering', () => {
  it('answers while it answers', async () => {
    expect(await select1()).toEqual([{ '?column?': 1 }]);
  });

  it('a call with no answer ends at the deadline, and its connection is destroyed', async () => {
    await select1();
    const openBefore = fake.open();
    fake.setSilent(true);
    const { error, ms } = await timed(select1());
    expect(unavailable(error)?.code).toBe('08006');
    expect(ms).toBeGreaterThanOrEqual(DEADLINE - 20);
    expect(ms).toBeLessThan(DEADLINE + 1500);
    // The dead connection was closed on our side (the fake sees its socket go).
    await expect.poll(() => fake.open(), { timeout: 2000 }).toBeLessThan(openBefore);
  });

  it('many calls at once, more than the pool holds, all end by the deadline (none waits for good)', async () => {
    fake.setSilent(true);
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => timed(select1())));
    for (const o of outcomes) {
      expect(unavailable(o.error)).toBeDefined();
      // Waiting for a connection counts against the deadline too: at most two deadlines in all.
      expect(o.ms).toBeLessThan(2 * DEADLINE + 1500);
    }
  });

  it('the request gets a 503 with a pt-BR message, and readiness says unhealthy within a second', async () => {
    fake.setSilent(true);
    const data = await timed(app.inject({ method: 'GET', url: '/dados' }));
    expect(data.value?.statusCode).toBe(503);
    expect(data.value?.headers['retry-after']).toBe('5');
    expect(data.value?.json().message).toBe(MSG.serverBusy);

    // Readiness while every connection is dead or waiting: an answer, not silence.
    const busy = Array.from({ length: 6 }, () => select1().catch(() => {}));
    const ready = await timed(app.inject({ method: 'GET', url: '/api/health' }));
    expect(ready.ms).toBeLessThan(1000);
    expect(READINESS_WAIT_MS).toBeLessThan(1000);
    expect(ready.value?.statusCode).toBe(503);
    expect(ready.value?.json()).toMatchObject({ status: 'indisponivel', database: 'postgres' });
    await Promise.all(busy);
  });

  it('once the database answers again, the pool serves from new connections, never more than its size', async () => {
    fake.setSilent(true);
    await Promise.all(Array.from({ length: 5 }, () => select1().catch(() => {})));
    const acceptedBefore = fake.accepted();
    fake.setSilent(false);
    expect(await select1()).toEqual([{ '?column?': 1 }]);
    expect(fake.accepted()).toBeGreaterThan(acceptedBefore);
    const many = await Promise.all(Array.from({ length: 8 }, () => select1()));
    expect(many).toHaveLength(8);
    // Every dead connection was dropped: what stays open is the pool's live connections (3 at most, here).
    await expect.poll(() => fake.open(), { timeout: 2000 }).toBeLessThanOrEqual(3);
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'postgres' });
  });

  it('an attempt to connect for a caller that gave up keeps its slot no longer than a deadline', async () => {
    fake.setSilent(true);
    const t0 = performance.now();
    // More callers than slots, several times over: attempts begun for callers already gone are left in flight.
    await Promise.all(Array.from({ length: 12 }, () => select1().catch(() => {})));
    await expect.poll(inFlight, { timeout: 3 * DEADLINE, interval: 20 }).toBe(0);
    expect(performance.now() - t0).toBeLessThan(5 * DEADLINE + 1500);
  });

  it('a transaction cut by the deadline gives its connection back destroyed, not to be reused', async () => {
    await select1();
    const work = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      fake.setSilent(true);
      await tx.execute(sql`select 1`);
    });
    const { error, ms } = await timed(work);
    expect(unavailable(error)).toBeDefined();
    // The statement's deadline, then the rollback's on a connection already destroyed (no second wait).
    expect(ms).toBeLessThan(DEADLINE + 1500);
    fake.setSilent(false);
    const again = await Promise.all(Array.from({ length: 6 }, () => select1()));
    expect(again).toHaveLength(6);
  });

  it('readiness stays ready while every connection of the pool is busy with slow statements that do answer', async () => {
    // A deadline past the slow statements: they are busy, not lost.
    const roomy = await openDatabase({
      databaseUrl: fake.url,
      pgliteDir: '',
      poolMax: 3,
      deadlineMs: 3 * SLOW_MS,
    });
    const roomyApp = await appOn(roomy);
    try {
      const slow = Array.from({ length: 3 }, () => rowsOf(roomy.db, sql`select pg_sleep(1)`));
      await new Promise((r) => setTimeout(r, 50));
      expect(roomy.pools()[0]).toMatchObject({ total: 3, idle: 0 });
      const ready = await timed(roomyApp.inject({ method: 'GET', url: '/api/health' }));
      expect(ready.value?.statusCode).toBe(200);
      expect(ready.ms).toBeLessThan(1000);
      expect(await Promise.all(slow)).toHaveLength(3);
    } finally {
      await roomyApp.close();
      await roomy.close();
    }
  });

  it('DATABASE_DEADLINE is a setting, 10 s by default', () => {
    expect(loadEnv({}).DATABASE_DEADLINE).toBe(10_000);
    expect(loadEnv({ DATABASE_DEADLINE: '2500' }).DATABASE_DEADLINE).toBe(2500);
  });
});
