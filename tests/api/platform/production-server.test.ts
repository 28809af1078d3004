import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SpawnedServer, spawnServer } from '../../kit/server-process';
import { SEED_DUMP } from '../helpers/paths';

/**
 * The production server as operators run it: the build's JavaScript (dist-server/server.js, no tsx) through
 * `npm run serve`, stopped by a signal to npm. On the test database: the PostgreSQL of DATABASE_URL, or an
 * embedded database in a temporary folder started from the seeded dump (no demo data to load).
 */

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const dataDir = mkdtempSync(join(tmpdir(), 'cd-serve-'));
let server: SpawnedServer | undefined;

beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'ignore' });
  if (!process.env.DATABASE_URL) {
    const pg = await PGlite.create(join(dataDir, 'pglite'), {
      loadDataDir: new Blob([readFileSync(SEED_DUMP)]),
    });
    await pg.close();
  }
});
afterEach(() => {
  if (server?.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  server = undefined;
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function serve(env: Record<string, string> = {}) {
  return spawnServer({
    command: [npm, 'run', '--silent', 'serve'],
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      DIVERGENCES_SCHEDULE: 'off',
      LOG_LEVEL: 'info',
      ...env,
    },
    capture: true,
    healthTimeoutMs: 60_000,
  });
}

async function portClosed(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

const messages = (s: SpawnedServer) =>
  s.lines.flatMap((line) => {
    try {
      return [JSON.parse(line) as { msg: string; level: number }];
    } catch {
      return [];
    }
  });

describe('npm run serve', () => {
  it('runs the built JavaScript, and SIGTERM to npm reaches the server: it closes and the port is free', async () => {
    server = await serve();
    const { child, port } = server;
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);

    child.kill('SIGTERM'); // the npm process, as a service manager or `docker stop` would
    expect(await server.exited(5_000)).toBe(0);
    expect(await portClosed(port)).toBe(true);
    const msgs = messages(server).map((m) => m.msg);
    expect(msgs).toContain('encerrando');
    expect(msgs).toContain('encerrado');
  });

  it('gives up a shutdown that lasts longer than SHUTDOWN_TIMEOUT: logs it and exits with 1', async () => {
    server = await serve({ SHUTDOWN_TIMEOUT: '700' });
    const { child, port } = server;
    // A request under way that never ends (its body never arrives) holds the close.
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /api/authenticate/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    const t0 = Date.now();
    child.kill('SIGTERM');
    expect(await server.exited(5_000)).toBe(1);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(600);
    socket.destroy();
    expect(await portClosed(port)).toBe(true);
    const gaveUp = messages(server).find((m) => m.msg.startsWith('encerramento excedeu SHUTDOWN_TIMEOUT'));
    expect(gaveUp?.level).toBe(50);
  });
});
