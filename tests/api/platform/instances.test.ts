import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIVERGENCES_ROUTINE } from '@server/plugins/app/divergences-scheduler';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgConnect, pgRows } from '../../kit/pg-admin';
import { type SpawnedServer, spawnServer } from '../../kit/server-process';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/scratch-database';

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
    let sql: pg.Client;
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
          // Fewer connections than the tablets saving at once, as in the field: requests share connections.
          DATABASE_POOL_MAX: '4',
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
      sql = await pgConnect(scratch.url);
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
      await sql?.end();
      await scratch?.drop();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    });

    it('both start together on the empty database; the migrations and the demo data run once', async () => {
      for (const s of [a, b]) expect((await fetch(`${s.baseUrl}/api/health`)).status).toBe(200);
      const [{ n }] = await pgRows<{ n: number }>(sql, 'select count(*)::int as n from empresas');
      expect(n).toBe(2);
      const [{ m }] = await pgRows<{ m: number }>(
        sql,
        'select count(*)::int as m from drizzle.__drizzle_migrations',
      );
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
      const [{ n }] = await pgRows<{ n: number }>(
        sql,
        "select count(*)::int as n from app_settings where chave = 'jwt_secret'",
      );
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
      const runs = await pgRows(
        sql,
        `select dia::text, dta_fim is not null as done, ind_falhou as failed
      from app_routine_runs where rotina = $1`,
        [DIVERGENCES_ROUTINE],
      );
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ done: true, failed: false });
    });

    it('20 tablets saving at once over both instances: every batch answered 200, each weighing stored once', async () => {
      const post = (s: SpawnedServer, path: string, body: unknown, token?: string) =>
        fetch(`${s.baseUrl}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
          // A hang (a pool of dead connections behind a pooler) fails here, not at the suite's timeout.
          signal: AbortSignal.timeout(30_000),
        });
      const login = await post(a, '/api/authenticate/login', { username: 'admin', password: 'demo' });
      const first = ((await login.json()) as { id_token: string }).id_token;
      const chosen = await post(a, '/api/authenticate/empresa/selecionar', { idEmpresa: 1 }, first);
      const token = ((await chosen.json()) as { id_token: string }).id_token;
      const [{ r }] = await pgRows<{ r: number[] }>(
        sql,
        `select array_agg(id_restaurante order by id_restaurante) as r from (
           select id_restaurante from re_tb_restaurantes where id_empresa = 1 limit 3) x`,
      );
      const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
      const sent: string[] = [];
      const statuses: number[] = [];
      await Promise.all(
        Array.from({ length: 20 }, async (_, tablet) => {
          for (let batch = 0; batch < 5; batch++) {
            const body = Array.from({ length: 12 }, (_, i) => ({
              uuidApontamento: randomUUID(),
              idRestaurante: r[(tablet + i) % r.length],
              tipDesperdicio: 1,
              dtaApontamento: today,
              qtdDesperdicio: 1 + ((tablet * 12 + i) % 7) / 4,
            }));
            const res = await post(tablet % 2 ? a : b, '/api/v1/reTbDesperdiciosDet/saveAll', body, token);
            await res.arrayBuffer();
            statuses.push(res.status);
            if (res.status === 200) sent.push(...body.map((x) => x.uuidApontamento));
          }
        }),
      );
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      const [{ n }] = await pgRows<{ n: number }>(
        sql,
        'select count(*)::int as n from re_tb_desperdicios_det where id_local = any($1::uuid[])',
        [sent],
      );
      expect(n).toBe(20 * 5 * 12);
      for (const s of [a, b]) expect((await fetch(`${s.baseUrl}/api/health`)).status).toBe(200);
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
