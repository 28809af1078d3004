import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@server/db/client';
import { empresas } from '@server/db/schema/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SpawnedServer, spawnServer } from '../../kit/server-process';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/scratch-database';

/**
 * Starting from an empty database: DEMO_DATA=0 starts the server with no data (on the embedded database as on
 * PostgreSQL), and `admin:create` (its sources through tsx, as `npm run admin:create` in development) creates
 * the first administrator, once. On the embedded database in a temporary DATA_DIR; with DATABASE_URL, on a new
 * PostgreSQL database of its own.
 */

const databaseUrl = process.env.DATABASE_URL;
const EMAIL = 'primeiro.admin@empresa.com.br';
const PASSWORD = 'Primeira-senha-2026';
const EMPRESA = 'Empresa do Zero';

let dataDir: string;
let scratch: ScratchDatabase | undefined;
let env: Record<string, string>;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function adminCreate(...args: string[]): Promise<Run> {
  return adminCreateWith({}, ...args);
}

/** The command with more environment (ADMIN_PASSWORD). */
function adminCreateWith(extraEnv: Record<string, string>, ...args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/admin-create.ts', ...args], {
      env: { ...process.env, LOG_LEVEL: 'warn', ...env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function withServer<T>(fn: (s: SpawnedServer) => Promise<T>): Promise<T> {
  const server = await spawnServer({
    env: { ...env, DEMO_DATA: '0', DIVERGENCES_SCHEDULE: 'off' },
    capture: true,
    healthTimeoutMs: 90_000,
  });
  try {
    return await fn(server);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited(10_000);
  }
}

async function companyCount(): Promise<number> {
  const database = await openDatabase(
    databaseUrl ? { databaseUrl: scratch?.url, pgliteDir: '' } : { pgliteDir: join(dataDir, 'pglite') },
  );
  try {
    return (await database.db.select({ id: empresas.idEmpresa }).from(empresas)).length;
  } finally {
    await database.close();
  }
}

const post = (base: string, path: string, body: unknown, token?: string) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cd-admin-create-'));
  env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  if (databaseUrl) {
    scratch = await createScratchDatabase(databaseUrl, 'admin_create');
    env.DATABASE_URL = scratch.url;
  }
});

afterAll(async () => {
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`an empty database and the first administrator (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('DEMO_DATA=0: the server starts on an empty database, with no company and no demo users', async () => {
    await withServer(async (s) => {
      const res = await post(s.baseUrl, '/api/authenticate/login', {
        username: 'admin@demo.com.br',
        password: 'demo',
      });
      expect(res.status).toBe(401);
    });
    expect(await companyCount()).toBe(0);
  });

  it('prints the usage in pt-BR when arguments are missing (exit 2)', async () => {
    const run = await adminCreate('--email', EMAIL);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Faltam argumentos: --password (ou ADMIN_PASSWORD), --empresa');
    expect(run.stderr).toContain('Uso: npm run admin:create');
    const unknown = await adminCreate('--email', EMAIL, '--senha', 'x');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Argumentos inválidos: opção desconhecida --senha');
  });

  it('refuses a weak password with a clear message and creates nothing', async () => {
    for (const weak of ['curta1', 'somenteletras', '12345678901', EMAIL]) {
      const run = await adminCreate('--email', EMAIL, '--password', weak, '--empresa', EMPRESA);
      expect(run.code, run.stdout + run.stderr).not.toBe(0);
      expect(run.stderr).toContain('Senha recusada');
    }
    expect(await companyCount()).toBe(0);
  });

  it('creates the company and the administrator; run again, it changes nothing and says so', async () => {
    const first = await adminCreate('--email', EMAIL, '--password', PASSWORD, '--empresa', EMPRESA);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(`Empresa "${EMPRESA}" criada`);
    expect(first.stdout).toContain(`Usuário ${EMAIL} criado`);

    const again = await adminCreate('--email', EMAIL, '--password', PASSWORD, '--empresa', EMPRESA);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('Nada alterado');
    // the password may come from ADMIN_PASSWORD instead (kept out of the shell history and the process list)
    const fromEnv = await adminCreateWith(
      { ADMIN_PASSWORD: PASSWORD },
      '--email',
      EMAIL,
      '--empresa',
      EMPRESA,
    );
    expect(fromEnv.code, fromEnv.stderr).toBe(0);
    expect(fromEnv.stdout).toContain('Nada alterado');
    expect(await companyCount()).toBe(1);
  });

  it('does not change the password of an existing user unless --redefinir-senha', async () => {
    const other = await adminCreate('--email', EMAIL, '--password', 'Outra-senha-2027', '--empresa', EMPRESA);
    expect(other.code).toBe(1);
    expect(other.stderr).toContain('já existe com outra senha');
    expect(other.stderr).toContain('--redefinir-senha');
  });

  it('the administrator logs in, picks the company and has every flag but indApp', async () => {
    await withServer(async (s) => {
      const login = await post(s.baseUrl, '/api/authenticate/login', { username: EMAIL, password: PASSWORD });
      expect(login.status, await login.clone().text()).toBe(200);
      const token = (await login.json()).id_token as string;
      const companies = (await (
        await fetch(`${s.baseUrl}/api/v1/empresas`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { idEmpresa: number; desEmpresa: string }[];
      expect(companies.map((c) => c.desEmpresa)).toEqual([EMPRESA]);
      const chosen = await post(
        s.baseUrl,
        '/api/authenticate/empresa/selecionar',
        { idEmpresa: companies[0].idEmpresa },
        token,
      );
      expect(chosen.status).toBe(200);
      const withCompany = (await chosen.json()).id_token as string;
      const permission = await (
        await fetch(`${s.baseUrl}/api/authenticate/permission`, {
          headers: { authorization: `Bearer ${withCompany}` },
        })
      ).json();
      expect(permission).toEqual({
        indRetAdm: true,
        indApontamentos: true,
        indParametros: true,
        indAlertas: true,
        indRelatorios: true,
        indNrSatelites: true,
        indLblDesafios: true,
        indApp: false,
      });
      // The grant is in the access history, by the command line.
      const users = (await (
        await fetch(`${s.baseUrl}/api/nlBaseUsuarios`, {
          headers: { authorization: `Bearer ${withCompany}` },
        })
      ).json()) as { idUsuario: number; desEmail: string }[];
      const me = users.find((u) => u.desEmail === EMAIL);
      const history = (await (
        await fetch(`${s.baseUrl}/api/nlBaseUsuarios/${me?.idUsuario}/acessos/historico`, {
          headers: { authorization: `Bearer ${withCompany}` },
        })
      ).json()) as { desAutor: string; desAntes: string; desDepois: string }[];
      expect(history).toHaveLength(7);
      expect(history.every((h) => h.desAutor.includes('admin:create') && h.desDepois === 'Sim')).toBe(true);
    });
  });
});
