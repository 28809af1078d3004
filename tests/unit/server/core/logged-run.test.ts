import { loggedRun } from '@server/core/daily-timer';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';

function fakeApp() {
  const log = { info: vi.fn(), error: vi.fn() };
  return { app: { log } as unknown as FastifyInstance, log };
}

const messages = { done: 'rotina executada', failed: 'rotina falhou' };

describe('loggedRun: a daily run that logs its outcome', () => {
  it('runs the work for the day and logs what it answered under the result key', async () => {
    const { app, log } = fakeApp();
    const work = vi.fn(async (_day: string) => 3);
    const run = loggedRun(app, work, 'criadas', messages);
    expect(await run('catch-up', '2025-03-10')).toBe(true);
    expect(work).toHaveBeenCalledWith('2025-03-10');
    expect(log.info).toHaveBeenCalledWith(
      { day: '2025-03-10', criadas: 3, why: 'catch-up' },
      'rotina executada',
    );
    expect(Object.keys(log.info.mock.calls[0][0])).toEqual(['day', 'criadas', 'why']);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs a failure with its error and answers false', async () => {
    const { app, log } = fakeApp();
    const err = new Error('boom');
    const run = loggedRun(app, async () => Promise.reject(err), 'apagadas', messages);
    expect(await run('daily', '2025-03-11')).toBe(false);
    expect(log.error).toHaveBeenCalledWith({ err, day: '2025-03-11', why: 'daily' }, 'rotina falhou');
    expect(log.info).not.toHaveBeenCalled();
  });
});
