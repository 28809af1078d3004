import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keptJwtSecret, keptSetting } from '@server/core/app-settings';
import { ABANDONED_AFTER_MINUTES, claimRoutineRun, finishRoutineRun } from '@server/core/routine-runs';
import { type Database, type Db, openDatabase, READ_WORK_MEM, rowsOf } from '@server/db/client';
import { appRoutineRuns, appSettings } from '@server/db/schema/platform';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from './helpers/scratch-database';
import { bearer, createTestApp, loginWithCompany, type TestApp } from './helpers/test-app';

/**
 * What several instances on one database rely on: values kept in the database once, the daily routines'
 * run records, the start's lock; and on PostgreSQL the pool settings given without startup parameters
 * (PgBouncer) and the read database of the dashboards and reports.
 */

const databaseUrl = process.env.DATABASE_URL;
let t: TestApp;
const db = () => t.database.db;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const run = `${process.pid}-${Date.now()}`;

describe('values kept in the database', () => {
  it('instances asking together for a new value all get the one stored first', async () => {
    const key = `teste:${run}`;
    let n = 0;
    const got = await Promise.all(
      Array.from({ length: 8 }, () => keptSetting(db(), key, () => `valor ${++n}`)),
    );
    expect(new Set(got).size).toBe(1);
    expect(await keptSetting(db(), key, () => 'outro')).toBe(got[0]);
  });

  it('the JWT secret of an older version (DATA_DIR/jwt-secret) is taken over, so its tokens stay valid', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cd-secret-'));
    const old = 'segredo-antigo-'.padEnd(48, 'x');
    writeFileSync(join(dir, 'jwt-secret'), `${old}\n`);
    const secret = eq(appSettings.chave, 'jwt_secret');
    const before = await db().select().from(appSettings).where(secret);
    await db().delete(appSettings).where(secret);
    try {
      expect(await keptJwtSecret(db(), dir)).toBe(old);
      // Another instance, without the file, reads the same one.
      expect(await keptJwtSecret(db(), mkdtempSync(join(tmpdir(), 'cd-secret-')))).toBe(old);
    } finally {
      // The apps already started (this file's, other files' on a shared database) sign with the one before.
      await db().delete(appSettings).where(secret);
      if (before.length) await db().insert(appSettings).values(before);
    }
  });
});

describe('daily routine runs', () => {
  const day = '2001-02-03';
  const routine = `teste-${run}`;
  const row = () =>
    db()
      .select()
      .from(appRoutineRuns)
      .where(and(eq(appRoutineRuns.rotina, routine), eq(appRoutineRuns.dia, day)));

  it('of claims made together exactly one wins; a finished run is not taken again', async () => {
    const claims = await Promise.all(Array.from({ length: 6 }, () => claimRoutineRun(db(), routine, day)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    await finishRoutineRun(db(), routine, day, true);
    expect(await claimRoutineRun(db(), routine, day)).toBe(false);
    const [r] = await row();
    expect(r.dtaFim).not.toBeNull();
    expect(r.indFalhou).toBe(false);
  });

  it('a failed run may be claimed again, and so may one left unfinished for too long', async () => {
    const other = '2001-02-04';
    expect(await claimRoutineRun(db(), routine, other)).toBe(true);
    await finishRoutineRun(db(), routine, other, false);
    expect(await claimRoutineRun(db(), routine, other)).toBe(true);
    // Unfinished and recent: another instance is running it.
    expect(await claimRoutineRun(db(), routine, other)).toBe(false);
    await db()
      .update(appRoutineRuns)
      .set({ dtaInicio: sql`now() - make_interval(mins => ${ABANDONED_AFTER_MINUTES + 1})` })
      .where(and(eq(appRoutineRuns.rotina, routine), eq(appRoutineRuns.dia, other)));
    expect(await claimRoutineRun(db(), routine, other)).toBe(true);
  });
});

describe.skipIf(!databaseUrl)(
  'PostgreSQL pools (needs DATABASE_URL: skipped on the embedded database)',
  () => {
    let timed: Database;
    beforeAll(async () => {
      timed = await openDatabase({ databaseUrl, pgliteDir: '', statementTimeoutMs: 300, poolMax: 3 });
    });
    afterAll(async () => timed?.close());

    const setting = async (handle: Db, name: string) => {
      const [r] = await rowsOf<{ v: string; source: string }>(
        handle,
        sql`select current_setting(${name}) as v, (select source from pg_settings where name = ${name}) as source`,
      );
      return r;
    };
    const errorCode = (p: Promise<unknown>) =>
      p.then(
        () => 'ok',
        (e: { code?: string; cause?: { code?: string } }) => e.cause?.code ?? e.code,
      );

    it('sends no startup parameter such as work_mem (PgBouncer refuses them): the app session has the server default', async () => {
      const s = await setting(db(), 'work_mem');
      expect(s.source).not.toBe('client');
      const [app] = await rowsOf<{ name: string }>(
        db(),
        sql`select current_setting('application_name') as name`,
      );
      expect(app.name).toBe('controle-desperdicios');
    });

    it('the dashboards and reports read with work_mem for their aggregates, in read-only transactions', async () => {
      for (const handle of [t.database.readDb, timed.readDb]) {
        expect((await setting(handle, 'work_mem')).v).toBe(READ_WORK_MEM);
        expect((await setting(handle, 'transaction_read_only')).v).toBe('on');
        expect(await errorCode(handle.execute(sql`create temporary table escrita_proibida (x int)`))).toBe(
          '25006',
        );
      }
      // Several statements at once keep running in parallel, each with its settings.
      const many = await Promise.all(Array.from({ length: 5 }, () => setting(timed.readDb, 'work_mem')));
      expect(many.map((m) => m.v)).toEqual(Array(5).fill(READ_WORK_MEM));
    });

    it('DATABASE_STATEMENT_TIMEOUT bounds lone statements, transactions and reads (SET LOCAL), not the start', async () => {
      expect((await setting(timed.db, 'statement_timeout')).v).toBe('300ms');
      expect(await errorCode(timed.db.execute(sql`select pg_sleep(1)`))).toBe('57014');
      expect(await errorCode(timed.db.transaction(async (tx) => tx.execute(sql`select pg_sleep(1)`)))).toBe(
        '57014',
      );
      expect(await errorCode(timed.readDb.execute(sql`select pg_sleep(1)`))).toBe('57014');
      expect(await errorCode(timed.db.execute(sql`select pg_sleep(0.05)`))).toBe('ok');
      // The start's work (migrations, demo data) runs without it.
      expect(await errorCode(timed.exclusively((raw) => raw.execute(sql`select pg_sleep(0.5)`)))).toBe('ok');
      // Without the setting, the server's own (0 here).
      expect((await setting(db(), 'statement_timeout')).v).toBe('0');
    });

    it('DATABASE_POOL_MAX caps the connections of a pool', async () => {
      const pids = await Promise.all(
        Array.from({ length: 8 }, () =>
          rowsOf<{ pid: number }>(timed.db, sql`select pg_backend_pid() as pid, pg_sleep(0.05)`),
        ),
      );
      expect(new Set(pids.map(([r]) => r.pid)).size).toBeLessThanOrEqual(3);
    });

    it('starts take turns: the advisory lock lets one run at a time, across pools', async () => {
      const other = await openDatabase({ databaseUrl, pgliteDir: '', poolMax: 2 });
      try {
        const spans: [number, number][] = [];
        const work = (d: Database) =>
          d.exclusively(async (raw) => {
            const t0 = performance.now();
            await raw.execute(sql`select pg_sleep(0.3)`);
            spans.push([t0, performance.now()]);
          });
        await Promise.all([work(timed), work(other), work(timed)]);
        spans.sort((x, y) => x[0] - y[0]);
        for (let i = 1; i < spans.length; i++)
          expect(spans[i][0]).toBeGreaterThanOrEqual(spans[i - 1][1] - 1);
      } finally {
        await other.close();
      }
    });

    it('DATABASE_READ_URL serves the dashboards and reports from that database', async () => {
      const scratch: ScratchDatabase = await createScratchDatabase(databaseUrl as string, 'read');
      let replica: TestApp | undefined;
      try {
        const empty = await openDatabase({ databaseUrl: scratch.url, pgliteDir: '' });
        await empty.migrate();
        await empty.close();
        replica = await createTestApp({ DATABASE_READ_URL: scratch.url });
        const token = await loginWithCompany(t.app, 'admin@demo.com.br');
        const satellites = (app: TestApp) =>
          app.app.inject({ method: 'GET', url: '/api/v1/dashLookups/satelites', headers: bearer(token) });
        const main = await satellites(t);
        expect(main.statusCode).toBe(200);
        expect(main.json().length).toBeGreaterThan(0);
        // The token and the company check come from the main database, the dashboard's rows from the other.
        const read = await satellites(replica);
        expect(read.statusCode, read.body).toBe(200);
        expect(read.json()).toEqual([]);
      } finally {
        await replica?.close();
        await scratch.drop();
      }
    });
  },
);
