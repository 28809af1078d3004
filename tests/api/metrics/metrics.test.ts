import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../kit/sign-in';
import { createTestApp, type TestApp } from '../../kit/test-app';

/**
 * GET /metrics in Prometheus' text format, behind METRICS_TOKEN; liveness and readiness apart.
 */

const TOKEN = 'token-de-metricas-para-teste';
let t: TestApp;
let off: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
  off = await createTestApp();
  token = await signIn(t.app, 'admin', { idEmpresa: 1 });
});
afterAll(async () => {
  await t?.close();
  await off?.close();
});

const scrape = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  return res.body;
};

/** The value of one sample line (name and labels exactly as written), or 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const tray = (idRestaurante: number, qtd: number, uuid = randomUUID()) => ({
  uuidApontamento: uuid,
  idRestaurante,
  tipDesperdicio: 1,
  dtaApontamento: new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' }),
  qtdDesperdicio: qtd,
});

describe('GET /metrics', () => {
  it('is off without METRICS_TOKEN, and refuses a missing or wrong token', async () => {
    expect((await off.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer x' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Token de métricas ausente ou inválido');
  });

  it('counts weighings saved, replays and refusals, and requests by route and status class', async () => {
    const before = await scrape();
    const [idRestaurante] = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/reTbRestaurantes/lov/search?qtd=1',
        headers: bearer(token),
      })
    )
      .json()
      .map((r: { idRestaurante: number }) => r.idRestaurante);
    const batch = [tray(idRestaurante, 1.5), tray(idRestaurante, 2)];
    const save = (body: object[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/reTbDesperdiciosDet/saveAll',
        headers: bearer(token),
        payload: body,
      });
    expect((await save(batch)).statusCode).toBe(200);
    expect((await save(batch)).statusCode).toBe(200); // the replay of a lost answer
    expect((await save([tray(idRestaurante, 99_999)])).statusCode).toBe(400);
    const after = await scrape();
    const delta = (series: string) => sample(after, series) - sample(before, series);
    expect(delta('cd_weighings_saved_total')).toBe(2);
    expect(delta('cd_weighing_replays_total')).toBe(2);
    expect(delta('cd_weighing_refusals_total')).toBe(1);
    const route = 'method="POST",route="/api/v1/reTbDesperdiciosDet/saveAll"';
    expect(delta(`cd_http_requests_total{${route},status="2xx"}`)).toBe(2);
    expect(delta(`cd_http_requests_total{${route},status="4xx"}`)).toBe(1);
    expect(sample(after, `cd_http_request_duration_seconds_count{${route}}`)).toBeGreaterThanOrEqual(3);
  });

  it('reports the rollup deltas waiting for the merge and the merge lag, the routines and the process', async () => {
    const text = await scrape();
    expect(text).toMatch(/^cd_rollup_pending_deltas \d+$/m);
    expect(text).toMatch(/^cd_rollup_merge_lag_seconds [\d.]+$/m);
    expect(text).toMatch(/^cd_rollup_merge_duration_seconds_count \d+$/m);
    expect(text).toContain('# TYPE cd_routine_last_run_timestamp_seconds gauge');
    expect(text).toContain('# TYPE cd_db_pool_connections gauge');
    expect(text).toMatch(/^cd_process_resident_memory_bytes \d+$/m);
  });
});

describe('liveness and readiness', () => {
  it('answer apart: live without the database, ready with it', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok' });
  });
});
