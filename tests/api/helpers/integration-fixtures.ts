import { randomUUID } from 'node:crypto';
import { PARAM_CONFIG, PARAM_REFEICOES } from '@domain/constants';
import { addDays } from '@domain/rules/appointments';
import type { Integracao, IntegracaoFiltro, IntegracaoPesagem } from '@domain/schemas/panels';
import type { Db } from '@server/db/client';
import { reTbParametros } from '@server/db/schema/admin';
import {
  reTbAprovadores,
  reTbDesperdiciosDet,
  reTbIntegracaoDesperdicio,
} from '@server/db/schema/appointments';
import { acessos, empresas, usuarios } from '@server/db/schema/core';
import { reTbRecipientes, reTbRecipientesPesos } from '@server/db/schema/registers';
import { reTbRestaurantes, reTbUnidadesSatelite } from '@server/db/schema/restaurants';
import { reTbBalancasUnidades, reTbCadBalancas } from '@server/db/schema/scales';
import { and, eq, sql } from 'drizzle-orm';
import { bearer, createTestApp, demoCompanies, loginWithCompany, type TestApp } from './test-app';

/**
 * The integration tests run in a company of their own (created here, with its own users), so the
 * reprocess-all and delete-all calls never touch the seed's records nor those of other test files sharing
 * the database (PostgreSQL in CI).
 */

export const INTEG = '/api/v1/reTbIntegracaoDesperdicio';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** Today in São Paulo, 'YYYY-MM-DD'. */
export const spToday = () => dayFormat.format(new Date());

type Flags = Partial<Record<'indRetAdm' | 'indApontamentos' | 'indApp' | 'indRelatorios', boolean>>;

export interface IntegrationFixture {
  t: TestApp;
  db: Db;
  /** The company of these tests. */
  idEmpresa: number;
  /** The first demo company (for isolation). */
  companyA: number;
  /** indRetAdm + indApontamentos in the test company. */
  admin: string;
  adminId: number;
  /** The scale app's user: indApp only. */
  appUser: string;
  appUserId: number;
  /** indApontamentos only in the test company: no panel nor intake. */
  cozinha: string;
  /** Demo admin of company A (another company). */
  adminA: string;
  /** Demo gestor of company A (indRelatorios only). */
  gestor: string;
  close(): Promise<void>;
}

export async function setupIntegration(): Promise<IntegrationFixture> {
  const t = await createTestApp();
  const db = t.database.db;
  const [companyA] = await demoCompanies(t.app);
  const tag = randomUUID().slice(0, 8);
  const [company] = await db
    .insert(empresas)
    .values({ desEmpresa: `Integração de teste ${tag}` })
    .returning();
  const idEmpresa = company.idEmpresa;

  const user = async (name: string, flags: Flags) => {
    const [u] = await db
      .insert(usuarios)
      .values({
        desUsuario: `integ-${name}-${tag}`,
        desPessoa: `Integração ${name} ${tag}`,
        desEmail: `integ-${name}-${tag}@teste.com.br`,
        desSenha: 'não usada: o token é assinado pelo teste',
      })
      .returning();
    await db.insert(acessos).values({ idUsuario: u.idUsuario, idEmpresa, ...flags });
    const token = t.app.signToken({ sub: String(u.idUsuario), email: u.desEmail, idEmpresa });
    return { id: u.idUsuario, token };
  };
  const admin = await user('admin', { indRetAdm: true, indApontamentos: true });
  const app = await user('app', { indApp: true });
  const cozinha = await user('cozinha', { indApontamentos: true });

  return {
    t,
    db,
    idEmpresa,
    companyA,
    admin: admin.token,
    adminId: admin.id,
    appUser: app.token,
    appUserId: app.id,
    cozinha: cozinha.token,
    adminA: await loginWithCompany(t.app, 'admin@demo.com.br', companyA),
    gestor: await loginWithCompany(t.app, 'gestor@demo.com.br', companyA),
    close: () => t.close(),
  };
}

export function integrationHelpers(f: () => IntegrationFixture) {
  let count = 0;
  const db = () => f().db;

  /** A restaurant of the test company with its entry parameters (entry mode 1: automated unit). */
  async function restaurant(o: { mode?: number; seq16?: number } = {}): Promise<number> {
    const { idEmpresa } = f();
    const [r] = await db()
      .insert(reTbRestaurantes)
      .values({ idEmpresa, desRestaurante: `Unidade automatizada ${++count}` })
      .returning();
    const id = r.idRestaurante;
    const p = (
      desParametro: string,
      seqParametro: number,
      v: Partial<typeof reTbParametros.$inferInsert>,
    ) => ({
      idEmpresa,
      idRestaurante: id,
      desParametro,
      seqParametro,
      ...v,
    });
    await db()
      .insert(reTbParametros)
      .values([
        p(PARAM_CONFIG, 7, { vlrParametroInt: o.mode ?? 1 }),
        p(PARAM_CONFIG, 10, { vlrParametroInt: 0 }),
        p(PARAM_CONFIG, 12, { vlrParametroDta: addDays(spToday(), 365) }),
        p(PARAM_CONFIG, 13, { vlrParametroDec: 20 }),
        p(PARAM_CONFIG, 14, { vlrParametroDec: 30 }),
        p(PARAM_CONFIG, 15, { vlrParametroInt: 0 }),
        p(PARAM_CONFIG, 16, { vlrParametroInt: o.seq16 ?? 1 }),
        p(PARAM_REFEICOES, 7, { vlrParametroInt: 1 }),
        p(PARAM_REFEICOES, 14, { vlrParametroInt: 0 }),
      ]);
    return id;
  }

  /** A scale of the test company with a unique serial, linked to a restaurant (active or not). */
  async function scale(idRestaurante: number | null, active = true) {
    const { idEmpresa } = f();
    const idSerial = `INT-${randomUUID().slice(0, 12)}`;
    const [b] = await db()
      .insert(reTbCadBalancas)
      .values({ idEmpresa, idSerial, desBalanca: `Balança ${idSerial}` })
      .returning();
    let idBalUnidade: number | null = null;
    if (idRestaurante) {
      const [l] = await db()
        .insert(reTbBalancasUnidades)
        .values({ idEmpresa, idRestaurante, idBal: b.idBal, indInativo: active ? 0 : 1 })
        .returning();
      idBalUnidade = l.idBalUnidade;
    }
    return { idBal: b.idBal, idSerial, idBalUnidade };
  }

  async function activate(idBalUnidade: number) {
    await db()
      .update(reTbBalancasUnidades)
      .set({ indInativo: 0 })
      .where(eq(reTbBalancasUnidades.idBalUnidade, idBalUnidade));
  }

  /** A container with its tare at a restaurant. */
  async function container(idRestaurante: number, tare: number): Promise<number> {
    const { idEmpresa } = f();
    const [r] = await db()
      .insert(reTbRecipientes)
      .values({ idEmpresa, desRecipiente: `Cuba ${++count}` })
      .returning();
    await db()
      .insert(reTbRecipientesPesos)
      .values({ idEmpresa, idRestaurante, idRecipiente: r.idRecipiente, qtdPeso: tare });
    return r.idRecipiente;
  }

  async function satellite(idRestaurante: number): Promise<number> {
    const { idEmpresa } = f();
    const [s] = await db()
      .insert(reTbUnidadesSatelite)
      .values({ idEmpresa, idRestaurante, codSatelite: `IS${++count}`, desSatelite: `Satélite ${count}` })
      .returning();
    return s.idSatelite;
  }

  async function approver(idRestaurante: number, idUsuario: number) {
    await db().insert(reTbAprovadores).values({ idEmpresa: f().idEmpresa, idUsuario, idRestaurante });
  }

  /** Previous tray weighings of a restaurant (the reference of the tolerance). */
  async function history(idRestaurante: number, qtds: number[]) {
    await db()
      .insert(reTbDesperdiciosDet)
      .values(
        qtds.map((q, i) => ({
          idEmpresa: f().idEmpresa,
          idRestaurante,
          tipDesperdicio: 1,
          dtaApontamento: addDays(spToday(), -(i + 2)),
          qtdDesperdicio: q,
        })),
      );
  }

  /** A weighing as the app posts it: yesterday 23:30 in São Paulo (already today in UTC). */
  const weighing = (idSerial: string, over: Partial<IntegracaoPesagem> = {}): IntegracaoPesagem => ({
    idLocal: randomUUID(),
    idSerial,
    tipDesperdicio: 1,
    qtdPeso: 3.25,
    dthPesagem: `${addDays(spToday(), -1)}T23:30:00-03:00`,
    ...over,
  });

  const inject = (method: 'POST' | 'DELETE', url: string, token: string, payload?: unknown) =>
    f().t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const api = {
    intake: (payload: unknown, token = f().admin) => inject('POST', INTEG, token, payload),
    list: (filtro: IntegracaoFiltro = {}, page = 0, size = 10, token = f().admin) =>
      inject('POST', `${INTEG}/findAllByFilter?page=${page}&size=${size}`, token, filtro),
    reprocess: (numSeq: number | number[], token = f().admin) =>
      inject('POST', `${INTEG}/reprocessaIntegraDesperdicio`, token, { numSeq }),
    reprocessAll: (token = f().admin) => inject('POST', `${INTEG}/reprocessaIntegraDesperdicio/all`, token),
    remove: (numSeq: number | number[], token = f().admin) => inject('DELETE', INTEG, token, { numSeq }),
    removeAll: (token = f().admin) => inject('DELETE', `${INTEG}/all`, token),
  };

  /** Intake of one weighing that must answer 200: the record as stored. */
  async function intakeOne(payload: IntegracaoPesagem, token = f().admin): Promise<Integracao> {
    const res = await api.intake(payload, token);
    if (res.statusCode !== 200) throw new Error(`intake: ${res.statusCode} ${res.body}`);
    const [rec] = res.json() as Integracao[];
    return rec;
  }

  /** The appointments stored with a uuid (counted in SQL). */
  async function appointmentsOf(uuid: string) {
    return db()
      .select()
      .from(reTbDesperdiciosDet)
      .where(and(eq(reTbDesperdiciosDet.idEmpresa, f().idEmpresa), eq(reTbDesperdiciosDet.idLocal, uuid)));
  }

  async function record(numSeq: number) {
    const [r] = await db()
      .select()
      .from(reTbIntegracaoDesperdicio)
      .where(eq(reTbIntegracaoDesperdicio.numSeq, numSeq));
    return r;
  }

  async function countRecords(idEmpresa: number): Promise<number> {
    const [r] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(reTbIntegracaoDesperdicio)
      .where(eq(reTbIntegracaoDesperdicio.idEmpresa, idEmpresa));
    return Number(r.n);
  }

  return {
    restaurant,
    scale,
    activate,
    container,
    satellite,
    approver,
    history,
    weighing,
    api,
    intakeOne,
    appointmentsOf,
    record,
    countRecords,
  };
}
