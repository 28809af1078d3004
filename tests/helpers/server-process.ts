/**
 * The real server (built PWA + API) as `npm start` runs it after the build, on a fresh embedded database in a
 * temporary folder: used by the e2e tests and by `npm run bench`. The first start migrates and seeds.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Chromium flags for this machine: headless, no sandbox, no background traffic. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface ServerProcess {
  baseUrl: string;
  /** Milliseconds from spawn to the first healthy answer (migration + demo data). */
  startedInMs: number;
  stop(): Promise<void>;
}

export async function startServer(extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
  if (!existsSync('dist/index.html'))
    throw new Error('dist/ não existe: rode "npm run build" antes (testes e2e, bench)');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cd-server-'));
  const started = Date.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu com código ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() - started > 170_000) throw new Error('o servidor não subiu em 170 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    startedInMs: Date.now() - started,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
