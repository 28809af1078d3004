import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { loggerOptions } from '@server/logger';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../kit/sign-in';
import { createTestApp, type TestApp } from '../../kit/test-app';

/**
 * A tablet that drops its connection mid-answer (it left the Wi-Fi, the tab was closed) is no fault of the
 * server: logged at info, never at error (level 50 means a person should look).
 */

const lines: { level: number; msg: string }[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
let port: number;
let token: string;
beforeAll(async () => {
  t = await createTestApp({}, { logger: () => pino(loggerOptions('info'), sink) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  token = await signIn(t.app, 'admin', { idEmpresa: 1 });
});
afterAll(async () => t?.close());

/** A report asked for with compression, the connection dropped `afterMs` after the request was sent. */
function dropAfter(afterMs: number): Promise<void> {
  return new Promise((resolve) => {
    const req = httpRequest({
      method: 'POST',
      host: '127.0.0.1',
      port,
      path: '/api/v1/relatorios/desperdicios',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip', ...bearer(token) },
    });
    req.on('error', () => {});
    req.end(JSON.stringify({ dtaIni: '2026-01-01', dtaFim: '2026-12-01', tipDesperdicio: 1 }));
    setTimeout(() => {
      req.destroy();
      setTimeout(resolve, 100);
    }, afterMs);
  });
}

const aborts = () => lines.filter((l) => l.msg === 'o cliente encerrou a conexão antes da resposta');

describe('a client that drops the connection mid-answer', () => {
  it('is logged at info, and nothing at error', async () => {
    // Drops at several moments, until some land while the answer is being made.
    for (let i = 0; i < 40 && aborts().length < 2; i++) await dropAfter((i % 10) * 3);
    expect(aborts().length).toBeGreaterThan(0);
    expect(aborts().every((l) => l.level === 30)).toBe(true);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });
});
