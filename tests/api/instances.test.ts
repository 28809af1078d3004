import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIVERGENCES_ROUTINE } from '@server/plugins/app/divergences-scheduler';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SpawnedServer, spawnServer } from '../helpers/server-process';
import { createScratchDatabase, type ScratchDatabase } from './helpers/scratch-database';

/**
 * Two server processes on one PostgreSQL, started together on a new, empty database with the demo data and
 * the daily divergence routine on, no JWT_SECRET, each with a DATA_DIR of its own: they take turns to migrate
 * and seed, share the token secret, and run the day's routine once between them.
 */

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)(
  'two instances on one PostgreSQL (needs DATABASE_URL: skipped on the embedded database)',
  () => {
    let scratch: ScratchDatabase;
    let sql: postgres.Sql;
    let a: SpawnedServer;
    let b: SpawnedServer;
    const dirs: string[] = [];

    const start = () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'cd-instance-'));
      dirs.push(dataDir);
      return spawnServer({
        command: [process.execPath, '--enable-source-maps', 'dist-server/server.js'],
        env: {
          DATABASE_URL: scratch.url,
          DATA_DIR: dataDir,
          DEMO_DATA: '1',
          JWT_SECRET: '',
          // One daily routine on, so the logs of a run and of a day already taken are its own.
          DIVERGENCES_SCHEDULE: 'on',
          NOTIFICATIONS_SCHEDULE: 'off',
          PHOTO_RETENTION_SCHEDULE: 'off',
          LOG_LEVEL: 'info',
          LOGIN_RATE_LIMIT: '3',
        },
        capture: true,
        healthTimeoutMs: 90_000,
      });
    };
    const messages = (s: SpawnedServer) =>
      s.lines.flatMap((line) => {
        try {
          return [(JSON.parse(line) as { msg: string }).msg];
        } catch {
          return [];
        }
      });
    const count = (msg: string) => [a, b].map((s) => messages(s).filter((m) => m === msg).length);

    beforeAll(async () => {
      execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'ignore' });
      scratch = await createScratchDatabase(databaseUrl as string, 'instances');
      sql = postgres(scratch.url, { max: 1, onnotice: () => {} });
      // Both at once, on the empty database (one failing to start stops the other).
      const started = await Promise.allSettled([start(), start()]);
      const failed = started.find((s) => s.status === 'rejected');
      if (failed) {
        for (const s of started) if (s.status === 'fulfilled') s.value.child.kill('SIGKILL');
        throw failed.reason;
      }
      [a, b] = started.map((s) => (s as PromiseFulfilledResult<SpawnedServer>).value);
    });

    afterAll(async () => {
      for (const s of [a, b]) s?.child.kill('SIGTERM');
      await Promise.all([a, b].map((s) => s?.exited(10_000)));
      await sql?.end({ timeout: 5 });
      await scratch?.drop();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    });

    it('both start together on the empty database; the migrations and the demo data run once', async () => {
      for (const s of [a, b]) expect((await fetch(`${s.baseUrl}/api/health`)).status).toBe(200);
      const [{ n }] = await sql`select count(*)::int as n from empresas`;
      expect(n).toBe(2);
      const [{ m }] = await sql`select count(*)::int as m from drizzle.__drizzle_migrations`;
      expect(m).toBeGreaterThan(0);
      expect(count('dados de demonstração carregados').sort()).toEqual([0, 1]);
    });

    it('a token signed by one instance is accepted by the other (one secret, kept in the database)', async () => {
      const login = await fetch(`${a.baseUrl}/api/authenticate/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin@demo.com.br', password: 'demo' }),
      });
      expect(login.status).toBe(200);
      const token = ((await login.json()) as { id_token: string }).id_token;
      const onA = await fetch(`${a.baseUrl}/api/v1/empresas`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const onB = await fetch(`${b.baseUrl}/api/v1/empresas`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(onB.status).toBe(200);
      expect(await onB.json()).toEqual(await onA.json());
      const [{ n }] = await sql`select count(*)::int as n from app_settings where chave = 'jwt_secret'`;
      expect(n).toBe(1);
    });

    it('the daily routine runs once: one instance runs the day, the other finds it taken', async () => {
      const ran = 'rotina de divergências executada';
      const skipped = 'rotina diária já executada (ou em execução) para o dia: nada a fazer';
      // The catch-up run comes 5 s after each start.
      await expect
        .poll(
          () =>
            count(ran)
              .concat(count(skipped))
              .reduce((x, y) => x + y),
          { timeout: 30_000, interval: 250 },
        )
        .toBe(2);
      expect(count(ran).sort()).toEqual([0, 1]);
      expect(count(skipped).sort()).toEqual([0, 1]);
      const runs = await sql`select dia::text, dta_fim is not null as done, ind_falhou as failed
      from app_routine_runs where rotina = ${DIVERGENCES_ROUTINE}`;
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ done: true, failed: false });
    });

    it('the login limit is shared: failures on one instance block the account on the other', async () => {
      const attempt = (s: SpawnedServer, password: string) =>
        fetch(`${s.baseUrl}/api/authenticate/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'gestor@demo.com.br', password }),
        });
      for (let i = 0; i < 3; i++) expect((await attempt(a, `errada-${i}`)).status).toBe(401);
      const onB = await attempt(b, 'demo');
      expect(onB.status).toBe(429);
      expect(onB.headers.get('retry-after')).toMatch(/^\d+$/);
    });
  },
);
