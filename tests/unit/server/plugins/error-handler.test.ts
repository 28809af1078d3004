import { MSG } from '@domain/messages';
import errorHandler from '@server/plugins/app/error-handler';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

/** A database error as Drizzle throws it: the driver's error (with its SQLSTATE) as the cause. */
const dbError = (code: string) => Object.assign(new Error('Failed query: select 1'), { cause: { code } });

async function answerTo(thrown: Error) {
  const app = Fastify({ logger: false });
  await app.register(errorHandler);
  app.get('/x', async () => {
    throw thrown;
  });
  const res = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  return res;
}

describe('error handler: a busy database', () => {
  it.each([
    '57014',
    '40P01',
    '40001',
    '53300',
    '57P01',
    '08006',
  ])('SQLSTATE %s answers 503 with Retry-After and a message in pt-BR', async (code) => {
    const res = await answerTo(dbError(code));
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ statusCode: 503, message: MSG.serverBusy });
  });

  it('a real fault stays a 500 with the generic message', async () => {
    const res = await answerTo(dbError('42P01'));
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ message: MSG.genericError });
  });
});
