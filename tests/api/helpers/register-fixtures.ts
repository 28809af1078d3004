import { randomUUID } from 'node:crypto';
import type { Db } from '@server/db/client';
import { usuarios } from '@server/db/schema/core';
import { reTbRecipientes } from '@server/db/schema/registers';
import { reTbRestaurantes, reTbUnidadesSatelite } from '@server/db/schema/restaurants';
import { reTbBalancasUnidades, reTbCadBalancas } from '@server/db/schema/scales';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { bearer, createTestApp, demoCompanies, loginWithCompany, type TestApp } from './test-app';

/**
 * Register tests create their own restaurants, scales, containers and satellites (unique names), so nothing
 * depends on the seed's rows or on other test files sharing the database (PostgreSQL in CI).
 */

/** The register resources (spec §7). */
export const CAD = '/api/v1/reTbCadBalancas';
export const BU = '/api/v1/reTbBalancasUnidades';
export const RBU = '/api/v1/reTbRestBalancasUsuarios';
export const SAT = '/api/v1/reTbSatBalancas';
export const REC = '/api/v1/reTbRecipientes';
export const PESOS = '/api/v1/reTbRecipientesPesos';

export interface RegisterFixture {
  t: TestApp;
  db: Db;
  companyA: number;
  companyB: number;
  /** Admin (indRetAdm) of company A. */
  admin: string;
  /** Admin of company B. */
  adminB: string;
  /** indApontamentos only (company A). */
  cozinha: string;
  /** indRelatorios only (company A): no register access. */
  gestor: string;
  /** User ids by login name. */
  user: Record<'admin' | 'cozinha' | 'gestor', number>;
}

export async function setupRegisters(): Promise<RegisterFixture> {
  const t = await createTestApp();
  const [companyA, companyB] = await demoCompanies(t.app);
  const token = (name: string, company = companyA) => loginWithCompany(t.app, `${name}@demo.com.br`, company);
  const user = {} as RegisterFixture['user'];
  for (const name of ['admin', 'cozinha', 'gestor'] as const) {
    const [u] = await t.database.db
      .select({ id: usuarios.idUsuario })
      .from(usuarios)
      .where(eq(usuarios.desEmail, `${name}@demo.com.br`));
    user[name] = u.id;
  }
  return {
    t,
    db: t.database.db,
    companyA,
    companyB,
    admin: await token('admin'),
    adminB: await token('admin', companyB),
    cozinha: await token('cozinha'),
    gestor: await token('gestor'),
    user,
  };
}

/** The fixture of a test file: filled before its tests run, closed after them. */
export function registerSuite(): RegisterFixture {
  const f = {} as RegisterFixture;
  beforeAll(async () => {
    Object.assign(f, await setupRegisters());
  });
  afterAll(async () => f.t?.close());
  return f;
}

/** A name no other run or test file uses. */
export const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

export function call(
  f: RegisterFixture,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: unknown,
) {
  return f.t.app.inject({ method, url, headers: bearer(token), payload: payload as object | undefined });
}

/** A call expected to answer `status`; returns its JSON. */
export async function expectStatus<T = unknown>(
  res: Awaited<ReturnType<typeof call>>,
  status: number,
): Promise<T> {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

/**
 * A new restaurant, inactive: the registers do not care, and on a PostgreSQL shared by every test file the
 * active-restaurant lookups of other tests (capped lists) must not grow with each run.
 */
export async function freshRestaurant(f: RegisterFixture, company = f.companyA): Promise<number> {
  const [r] = await f.db
    .insert(reTbRestaurantes)
    .values({ idEmpresa: company, desRestaurante: unique('Restaurante de cadastro'), indInativo: 1 })
    .returning({ id: reTbRestaurantes.idRestaurante });
  return r.id;
}

export async function freshScale(
  f: RegisterFixture,
  company = f.companyA,
): Promise<{ idBal: number; idSerial: string }> {
  const idSerial = unique('SN').replace(' ', '-');
  const [b] = await f.db
    .insert(reTbCadBalancas)
    .values({ idEmpresa: company, idSerial, desBalanca: unique('Balança') })
    .returning({ idBal: reTbCadBalancas.idBal });
  return { idBal: b.idBal, idSerial };
}

/** A stored scale-unit link (active unless said otherwise). */
export async function linkScale(
  f: RegisterFixture,
  idBal: number,
  idRestaurante: number,
  indInativo = 0,
  company = f.companyA,
): Promise<number> {
  const [l] = await f.db
    .insert(reTbBalancasUnidades)
    .values({ idEmpresa: company, idBal, idRestaurante, indInativo })
    .returning({ id: reTbBalancasUnidades.idBalUnidade });
  return l.id;
}

export async function freshContainer(f: RegisterFixture, company = f.companyA): Promise<number> {
  const [c] = await f.db
    .insert(reTbRecipientes)
    .values({ idEmpresa: company, desRecipiente: unique('Recipiente') })
    .returning({ id: reTbRecipientes.idRecipiente });
  return c.id;
}

export async function freshSatellite(
  f: RegisterFixture,
  idRestaurante: number,
  company = f.companyA,
): Promise<{ idSatelite: number; codSatelite: string }> {
  const codSatelite = randomUUID().slice(0, 12);
  const [s] = await f.db
    .insert(reTbUnidadesSatelite)
    .values({ idEmpresa: company, idRestaurante, codSatelite, desSatelite: unique('Satélite') })
    .returning({ id: reTbUnidadesSatelite.idSatelite });
  return { idSatelite: s.id, codSatelite };
}
