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
  /** The server process's id (the bench reads its memory in /proc). */
  pid: number | undefined;
  /** Milliseconds from spawn to the first healthy answer (migration + demo data). */
  startedInMs: number;
  stop(): Promise<void>;
}

export interface SpawnOptions {
  /** The command and its arguments; by default the server's sources through tsx (`node --import tsx …`). */
  command?: [string, ...string[]];
  env?: Record<string, string>;
  /** Keep the output (stdout and stderr lines) instead of passing it through. */
  capture?: boolean;
  /** Milliseconds to wait for the first healthy answer. */
  healthTimeoutMs?: number;
}

export interface SpawnedServer {
  child: ChildProcess;
  baseUrl: string;
  port: number;
  /** The output lines so far (with `capture`). */
  lines: string[];
  /** Milliseconds from spawn to the first healthy answer. */
  startedInMs: number;
  /** The exit code (or the signal's name), or null if still running after `ms`. */
  exited(ms: number): Promise<number | string | null>;
}

/**
 * Spawns a server process on a free port (HOST 127.0.0.1, DATA_DIR given or a new temporary folder, the
 * embedded database unless env says otherwise) and waits until /api/health answers.
 */
export async function spawnServer(opts: SpawnOptions = {}): Promise<SpawnedServer> {
  const port = await freePort();
  const started = Date.now();
  const [command, ...args] = opts.command ?? [process.execPath, '--import', 'tsx', 'src/server/server.ts'];
  const child: ChildProcess = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...opts.env,
    },
    stdio: ['ignore', opts.capture ? 'pipe' : 'inherit', opts.capture ? 'pipe' : 'inherit'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
    });
  }
  const exit = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const limit = opts.healthTimeoutMs ?? 170_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `o servidor saiu com código ${child.exitCode ?? child.signalCode}:\n${lines.join('\n')}`,
      );
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() - started > limit) {
      child.kill('SIGKILL');
      throw new Error(`o servidor não subiu em ${limit / 1000} s:\n${lines.join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    child,
    baseUrl,
    port,
    lines,
    startedInMs: Date.now() - started,
    exited: (ms) =>
      Promise.race([exit, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms).unref())]),
  };
}

/**
 * The real server on a fresh embedded database (e2e, bench); requires the built PWA. From its sources, or with
 * `built` the JavaScript `npm start` runs (dist-server/server.js: what production measures).
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  { built = false }: { built?: boolean } = {},
): Promise<ServerProcess> {
  if (!existsSync('dist/index.html') || (built && !existsSync('dist-server/server.js')))
    throw new Error('dist/ não existe: rode "npm run build" antes (testes e2e, bench)');
  const dataDir = mkdtempSync(join(tmpdir(), 'cd-server-'));
  const command: [string, ...string[]] | undefined = built
    ? [process.execPath, 'dist-server/server.js']
    : undefined;
  const server = await spawnServer({ command, env: { DATA_DIR: dataDir, ...extraEnv } });
  return {
    baseUrl: server.baseUrl,
    pid: server.child.pid,
    startedInMs: server.startedInMs,
    async stop() {
      server.child.kill('SIGTERM');
      await server.exited(5_000);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
