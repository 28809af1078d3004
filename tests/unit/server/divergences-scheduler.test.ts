import { Writable } from 'node:stream';
import { CATCH_UP_DELAY_MS, msUntilNextRun } from '@server/core/daily-timer';
import { claimRoutineRun, finishRoutineRun } from '@server/core/routine-runs';
import type { Db } from '@server/db/client';
import { generateDivergenciasDesp } from '@server/modules/re-tb-divergencias-desp/service';
import divergencesScheduler, { DAILY_RUN_HOUR } from '@server/plugins/app/divergences-scheduler';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@server/modules/re-tb-divergencias-desp/service', async (original) => ({
  ...(await original<typeof import('@server/modules/re-tb-divergencias-desp/service')>()),
  generateDivergenciasDesp: vi.fn(async () => 3),
}));
const generate = vi.mocked(generateDivergenciasDesp);
// The run record of each day (app_routine_runs): this instance claims every day unless a test says otherwise.
vi.mock('@server/core/routine-runs', () => ({
  claimRoutineRun: vi.fn(async () => true),
  finishRoutineRun: vi.fn(async () => {}),
}));
const claim = vi.mocked(claimRoutineRun);
const finish = vi.mocked(finishRoutineRun);

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);

describe('msUntilNextRun: the delay to the next 02:00 in São Paulo', () => {
  it('counts to 02:00 of the same day before it, and of the next day from it on', () => {
    // São Paulo is UTC-3: 02:00 there is 05:00 UTC.
    expect(msUntilNextRun(at('2025-03-10T04:59:00Z'), DAILY_RUN_HOUR)).toBe(60_000);
    expect(msUntilNextRun(at('2025-03-10T02:30:00Z'), DAILY_RUN_HOUR)).toBe(2.5 * HOUR);
    expect(msUntilNextRun(at('2025-03-10T05:00:00Z'), DAILY_RUN_HOUR)).toBe(24 * HOUR);
    expect(msUntilNextRun(at('2025-03-10T05:00:00.001Z'), DAILY_RUN_HOUR)).toBe(24 * HOUR - 1);
    expect(msUntilNextRun(at('2025-03-10T12:00:00Z'), DAILY_RUN_HOUR)).toBe(17 * HOUR);
    // 23:30 on 31/12 in São Paulo (02:30 UTC on 01/01): 02:00 of 01/01, across the year's end.
    expect(msUntilNextRun(at('2026-01-01T02:30:00Z'), DAILY_RUN_HOUR)).toBe(2.5 * HOUR);
  });

  it('takes the offset of the day of the run (São Paulo had daylight saving time until 2019)', () => {
    // 09:00 on 03/11/2018 at UTC-3; daylight saving started at midnight, so 02:00 on 04/11 was UTC-2.
    expect(msUntilNextRun(at('2018-11-03T12:00:00Z'), DAILY_RUN_HOUR)).toBe(16 * HOUR);
    // 09:00 on 16/02/2019 at UTC-2; it ended that night, so 02:00 on 17/02 was UTC-3.
    expect(msUntilNextRun(at('2019-02-16T11:00:00Z'), DAILY_RUN_HOUR)).toBe(18 * HOUR);
  });

  it('accepts another hour', () => {
    expect(msUntilNextRun(at('2025-03-10T12:00:00Z'), 10)).toBe(1 * HOUR);
  });
});

describe('the scheduler plugin', () => {
  const fakeDb = {} as Db;
  let app: FastifyInstance | undefined;
  const logged: { level: number; msg: string; day?: string }[] = [];

  async function start(enabled: boolean) {
    const stream = new Writable({
      write(chunk, _enc, done) {
        logged.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const instance = Fastify({
      loggerInstance: pino({ level: 'info' }, stream),
    }) as unknown as FastifyInstance;
    app = instance;
    await instance.register(
      fp(
        async (a) => {
          a.decorate('db', fakeDb);
        },
        { name: 'db' },
      ),
    );
    await instance.register(divergencesScheduler, { enabled });
    await instance.ready();
    return instance;
  }

  afterEach(async () => {
    await app?.close();
    app = undefined;
    vi.useRealTimers();
    generate.mockClear();
    claim.mockClear();
    finish.mockClear();
    logged.length = 0;
  });

  it('examines yesterday shortly after start, then every day at 02:00; a failure is logged and the next day still runs', async () => {
    vi.useFakeTimers({ now: at('2025-03-10T12:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await start(true);
    expect(generate).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(CATCH_UP_DELAY_MS);
    expect(generate).toHaveBeenCalledTimes(1);
    expect(generate).toHaveBeenLastCalledWith(fakeDb, { dtaInicial: '2025-03-09', dtaFinal: '2025-03-09' });

    // The next run: 02:00 on 11/03 in São Paulo (05:00 UTC), for 10/03; it fails.
    generate.mockRejectedValueOnce(new Error('banco fora do ar'));
    await vi.advanceTimersByTimeAsync(at('2025-03-11T04:59:00Z').getTime() - Date.now());
    expect(generate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(generate).toHaveBeenCalledTimes(2);
    expect(generate).toHaveBeenLastCalledWith(fakeDb, { dtaInicial: '2025-03-10', dtaFinal: '2025-03-10' });
    expect(logged.some((l) => l.level === 50 && l.msg === 'rotina de divergências falhou')).toBe(true);

    // And the day after, at 02:00 again.
    await vi.advanceTimersByTimeAsync(24 * HOUR);
    expect(generate).toHaveBeenCalledTimes(3);
    expect(generate).toHaveBeenLastCalledWith(fakeDb, { dtaInicial: '2025-03-11', dtaFinal: '2025-03-11' });
    expect(logged.some((l) => l.msg === 'rotina de divergências executada' && l.day === '2025-03-11')).toBe(
      true,
    );

    // Closing the app clears the timer.
    await app?.close();
    app = undefined;
    await vi.advanceTimersByTimeAsync(3 * 24 * HOUR);
    expect(generate).toHaveBeenCalledTimes(3);
  });

  it('claims each day before running it and records the outcome; a day claimed by another instance is skipped', async () => {
    vi.useFakeTimers({ now: at('2025-03-10T12:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    claim.mockResolvedValueOnce(false);
    await start(true);
    await vi.advanceTimersByTimeAsync(CATCH_UP_DELAY_MS);
    expect(claim).toHaveBeenLastCalledWith(fakeDb, 'divergencias', '2025-03-09');
    expect(generate).not.toHaveBeenCalled();
    expect(finish).not.toHaveBeenCalled();

    // 02:00 on 11/03: this instance claims 10/03, runs it and records a success; then a failure.
    await vi.advanceTimersByTimeAsync(at('2025-03-11T05:01:00Z').getTime() - Date.now());
    expect(claim).toHaveBeenLastCalledWith(fakeDb, 'divergencias', '2025-03-10');
    expect(generate).toHaveBeenCalledTimes(1);
    expect(finish).toHaveBeenLastCalledWith(fakeDb, 'divergencias', '2025-03-10', true);
    generate.mockRejectedValueOnce(new Error('banco fora do ar'));
    await vi.advanceTimersByTimeAsync(24 * HOUR);
    expect(finish).toHaveBeenLastCalledWith(fakeDb, 'divergencias', '2025-03-11', false);
  });

  it('runs nothing when disabled', async () => {
    vi.useFakeTimers({ now: at('2025-03-10T12:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await start(false);
    await vi.advanceTimersByTimeAsync(3 * 24 * HOUR);
    expect(generate).not.toHaveBeenCalled();
  });
});
