import { randomUUID } from 'node:crypto';
import { PARAM_CONFIG, PARAM_REFEICOES } from '@domain/constants';
import { toIsoLocal } from '@domain/dates';
import { addDays } from '@domain/rules/appointments';
import type { Apontamento } from '@domain/schemas/appointments';
import { reTbParametros } from '@server/db/schema/admin';
import { reTbAprovadores, reTbDesperdiciosDet } from '@server/db/schema/appointments';
import { usuarios } from '@server/db/schema/core';
import { reTbRecipientes, reTbRecipientesPesos } from '@server/db/schema/registers';
import { reTbRestaurantes } from '@server/db/schema/restaurants';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { bearer, createTestApp, demoCompanies, loginWithCompany, type TestApp } from './test-app';

/**
 * Approval, maintenance and notification tests work on restaurants they create ("fresh units"), with the
 * approvers they choose, so nothing depends on the seed's history or on other test files sharing the
 * database (PostgreSQL in CI).
 */

export const today = toIsoLocal(new Date());
export const DET = '/api/v1/reTbDesperdiciosDet';
export const APONT = '/api/v1/reTbDespApont';
/** The tare of the container every fresh unit has (kg). */
export const TARE = 1.15;

export type UserName = 'admin' | 'aprovador' | 'cozinha' | 'gestor';
const USERS: UserName[] = ['admin', 'aprovador', 'cozinha', 'gestor'];

export interface Fixture {
  t: TestApp;
  companyA: number;
  companyB: number;
  /** Tokens of company A, by user. */
  token: Record<UserName, string>;
  /** The admin in company B. */
  tokenB: string;
  id: Record<UserName, number>;
  /** The first container of company A (every fresh unit has its tare). */
  idRecipiente: number;
  /** RE-Custos seq 1 of company A (tray cost per kg). */
  custoBandeja: number;
}

/** `env`: settings of the app besides the tests' defaults. */
export async function setupFixture(env: Record<string, string> = {}): Promise<Fixture> {
  const t = await createTestApp(env);
  const db = t.database.db;
  const [companyA, companyB] = await demoCompanies(t.app);
  const token = {} as Record<UserName, string>;
  const id = {} as Record<UserName, number>;
  for (const u of USERS) {
    const email = `${u}@demo.com.br`;
    token[u] = await loginWithCompany(t.app, email, companyA);
    [{ id: id[u] }] = await db
      .select({ id: usuarios.idUsuario })
      .from(usuarios)
      .where(eq(usuarios.desEmail, email));
  }
  const tokenB = await loginWithCompany(t.app, 'admin@demo.com.br', companyB);
  const [rec] = await db
    .select({ id: reTbRecipientes.idRecipiente })
    .from(reTbRecipientes)
    .where(eq(reTbRecipientes.idEmpresa, companyA))
    .orderBy(asc(reTbRecipientes.idRecipiente))
    .limit(1);
  const [custo] = await db
    .select({ v: reTbParametros.vlrParametroDec })
    .from(reTbParametros)
    .where(
      and(
        eq(reTbParametros.idEmpresa, companyA),
        isNull(reTbParametros.idRestaurante),
        eq(reTbParametros.desParametro, 'RE-Custos'),
        eq(reTbParametros.seqParametro, 1),
      ),
    );
  return {
    t,
    companyA,
    companyB,
    token,
    tokenB,
    id,
    idRecipiente: rec.id,
    custoBandeja: Number(custo.v),
  };
}

let units = 0;
/**
 * A new restaurant of company A: entry allowed on the web, tolerance −20 %/+30 %, approval above the
 * maximum (seq 16 = 1) but not below it, the tare of the container, and the given approvers.
 */
export async function freshUnit(f: Fixture, approvers: UserName[], name?: string): Promise<number> {
  const db = f.t.database.db;
  const [r] = await db
    .insert(reTbRestaurantes)
    .values({ idEmpresa: f.companyA, desRestaurante: name ?? `Unidade de aprovação ${++units}` })
    .returning();
  const idRestaurante = r.idRestaurante;
  const p = (desParametro: string, seqParametro: number, v: Partial<typeof reTbParametros.$inferInsert>) => ({
    idEmpresa: f.companyA,
    idRestaurante,
    desParametro,
    seqParametro,
    ...v,
  });
  await db
    .insert(reTbParametros)
    .values([
      p(PARAM_CONFIG, 7, { vlrParametroInt: 2 }),
      p(PARAM_CONFIG, 10, { vlrParametroInt: 1 }),
      p(PARAM_CONFIG, 12, { vlrParametroDta: addDays(today, 365) }),
      p(PARAM_CONFIG, 13, { vlrParametroDec: 20 }),
      p(PARAM_CONFIG, 14, { vlrParametroDec: 30 }),
      p(PARAM_CONFIG, 15, { vlrParametroInt: 0 }),
      p(PARAM_CONFIG, 16, { vlrParametroInt: 1 }),
      p(PARAM_REFEICOES, 7, { vlrParametroInt: 1 }),
      p(PARAM_REFEICOES, 14, { vlrParametroInt: 2 }),
    ]);
  await db
    .insert(reTbRecipientesPesos)
    .values({ idEmpresa: f.companyA, idRestaurante, idRecipiente: f.idRecipiente, qtdPeso: TARE });
  if (approvers.length)
    await db
      .insert(reTbAprovadores)
      .values(approvers.map((u) => ({ idEmpresa: f.companyA, idUsuario: f.id[u], idRestaurante })));
  return idRestaurante;
}

/**
 * Previous tray weighings of a unit, so the reference of the days after is 15 kg: min 12, max 19.5.
 * A tray of more than 19.5 kg then waits for approval.
 */
export async function reference(f: Fixture, idRestaurante: number, tipDesperdicio = 1, daysAgo = 5) {
  await f.t.database.db.insert(reTbDesperdiciosDet).values(
    [10, 20].map((qtd, i) => ({
      idEmpresa: f.companyA,
      idRestaurante,
      tipDesperdicio,
      dtaApontamento: addDays(today, -(daysAgo + i)),
      qtdDesperdicio: qtd,
    })),
  );
}

export const tray = (idRestaurante: number, over: Record<string, unknown> = {}) => ({
  uuidApontamento: randomUUID(),
  idRestaurante,
  tipDesperdicio: 1,
  dtaApontamento: today,
  qtdDesperdicio: 25,
  ...over,
});

/** The item the maintenance screen sends for an edit: the stored appointment with some fields changed. */
export const edit = (a: Apontamento, over: Record<string, unknown>) => ({
  idApontamento: a.idApontamento,
  uuidApontamento: a.uuidApontamento,
  idRestaurante: a.idRestaurante,
  tipDesperdicio: a.tipDesperdicio,
  dtaApontamento: a.dtaApontamento,
  qtdDesperdicio: a.qtdDesperdicio,
  idDestino: a.idDestino,
  idRecipiente: a.idRecipiente,
  ...over,
});

export function saveAll(f: Fixture, payload: unknown, token = f.token.admin) {
  return f.t.app.inject({
    method: 'POST',
    url: `${DET}/saveAll`,
    headers: bearer(token),
    payload: payload as object,
  });
}

/** Saves trays (as admin) and answers the stored appointments. */
export async function save(f: Fixture, items: Record<string, unknown>[]): Promise<Apontamento[]> {
  const res = await saveAll(f, items);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A tray of 25 kg in a unit with a reference: pending approval. */
export async function pending(f: Fixture, idRestaurante: number, over: Record<string, unknown> = {}) {
  const [a] = await save(f, [tray(idRestaurante, over)]);
  expect(a.precisaAprovacao).toBe(true);
  return a;
}

export function call(
  f: Fixture,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: unknown,
) {
  return f.t.app.inject({ method, url, headers: bearer(token), payload: payload as object | undefined });
}
