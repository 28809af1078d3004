import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, isoToBr } from '@domain/dates';
import type { Notificacao } from '@domain/schemas/notifications';
import { buildApp } from '@server/app';
import { businessToday, businessYesterday } from '@server/core/business-time';
import { createMailer } from '@server/core/mailer';
import { type Database, openDatabase } from '@server/db/client';
import { reTbAlertas, reTbNotificacoes } from '@server/db/schema/admin';
import { reTbAprovadores, reTbDesperdiciosDet } from '@server/db/schema/appointments';
import { usuarios } from '@server/db/schema/core';
import { reTbDespMetas } from '@server/db/schema/registers';
import { reTbGruposRestaurantes, reTbRestaurantes } from '@server/db/schema/restaurants';
import { reTbCadBalancas, reTbRestBalancasUsuarios } from '@server/db/schema/scales';
import { loadEnv } from '@server/env';
import { runNotificationRoutine } from '@server/modules/re-tb-notificacoes/routine';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, demoCompanies, signIn } from '../../kit/sign-in';
import { SEED_DUMP } from '../helpers/paths';

/**
 * The notification routine (GET /api/v1/reTbNotificacoes/check): on a group, restaurants, goals,
 * appointments and alerts made here at run time (company B, so the approval-notification tests of company A
 * are not disturbed), it creates exactly the notifications an independent SQL computation expects, once a
 * day, saves nothing on a dry run and logs the e-mails it would send when no SMTP is configured.
 */

const CHECK = '/api/v1/reTbNotificacoes/check';
const run = `${Date.now()}`;
const logs: { msg?: string; to?: string; subject?: string }[] = [];
let app: FastifyInstance;
let database: Database;
const db = () => database.db;
let companyA: number;
let companyB: number;
const token: Record<string, string> = {};
const uid: Record<string, number> = {};
const R: Record<string, number> = {};
const A: Record<string, number> = {};
let grupo: number;
let alertaA: number;
let today: string;
let yesterday: string;

async function insertRestaurant(
  desRestaurante: string,
  idGrupo: number | null,
  indInativo = 0,
  idEmpresa = 0,
) {
  const [r] = await db()
    .insert(reTbRestaurantes)
    .values({ idEmpresa: idEmpresa || companyB, desRestaurante, idGrupo, indInativo })
    .returning();
  return r.idRestaurante;
}

async function insertAlert(over: Partial<typeof reTbAlertas.$inferInsert>) {
  const [a] = await db()
    .insert(reTbAlertas)
    .values({ idEmpresa: companyB, desAlerta: `Alerta ${run}`, tipAlerta: 0, idGrupo: grupo, ...over })
    .returning();
  return a.idAlerta;
}

const appointment = (idRestaurante: number, over: Partial<typeof reTbDesperdiciosDet.$inferInsert>) => ({
  idEmpresa: companyB,
  idRestaurante,
  tipDesperdicio: 1,
  dtaApontamento: yesterday,
  qtdDesperdicio: 5,
  ...over,
});

beforeAll(async () => {
  // The real app on a copy of the seeded database (or the shared PostgreSQL), with its log captured.
  const dataDir = mkdtempSync(join(tmpdir(), 'cd-api-'));
  const env = loadEnv({
    DATA_DIR: dataDir,
    STATIC_DIR: join(dataDir, 'no-dist'),
    LOG_LEVEL: 'info',
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    DIVERGENCES_SCHEDULE: 'off',
    NOTIFICATIONS_SCHEDULE: 'off',
    SMTP_URL: '',
  });
  database = await openDatabase(
    env.DATABASE_URL
      ? { databaseUrl: env.DATABASE_URL, pgliteDir: '' }
      : { pgliteDir: 'memory://', loadDataDir: new Blob([readFileSync(SEED_DUMP)]) },
  );
  const logger = pino({ level: 'info' }, {
    write: (line: string) => void logs.push(JSON.parse(line)),
  } as pino.DestinationStream);
  app = await buildApp({ env, database, logger });
  await app.ready();

  today = businessToday();
  yesterday = businessYesterday();
  [companyA, companyB] = await demoCompanies(app);
  token.adminB = await signIn(app, 'admin@demo.com.br', { idEmpresa: companyB });
  token.adminA = await signIn(app, 'admin@demo.com.br', { idEmpresa: companyA });
  token.fernanda = await signIn(app, 'fernanda.alves@demo.com.br', { idEmpresa: companyB });
  token.gestor = await signIn(app, 'gestor@demo.com.br', { idEmpresa: companyA });
  for (const u of ['admin', 'fernanda.alves', 'carlos.rocha']) {
    const [row] = await db()
      .select({ id: usuarios.idUsuario })
      .from(usuarios)
      .where(eq(usuarios.desEmail, `${u}@demo.com.br`));
    uid[u] = row.id;
  }

  [{ idGrupo: grupo }] = await db()
    .insert(reTbGruposRestaurantes)
    .values({ idEmpresa: companyB, desGrupo: `Grupo da rotina ${run}` })
    .returning();
  R.semApont = await insertRestaurant(`Unidade <Sul> & "Leste" ${run}`, grupo);
  R.acima = await insertRestaurant(`Unidade acima da meta ${run}`, grupo);
  R.pendente = await insertRestaurant(`Unidade com pendência ${run}`, grupo);
  R.semMeta = await insertRestaurant(`Unidade sem meta ${run}`, grupo);
  R.inativa = await insertRestaurant(`Unidade inativa ${run}`, grupo, 1);
  R.foraDoGrupo = await insertRestaurant(`Unidade fora do grupo ${run}`, null);

  const now = Date.now();
  await db()
    .insert(reTbDesperdiciosDet)
    .values([
      appointment(R.acima, { qtdDesperdicio: 18 }),
      appointment(R.acima, { qtdDesperdicio: 12.5 }),
      appointment(R.acima, { tipDesperdicio: 2, qtdDesperdicio: 50 }),
      appointment(R.pendente, { qtdDesperdicio: 5 }),
      appointment(R.semMeta, { qtdDesperdicio: 10 }),
      // Pending for more than a day (counted) and for two hours only (not counted).
      appointment(R.pendente, {
        dtaApontamento: addDays(yesterday, -1),
        qtdDesperdicio: 30,
        precisaAprovacao: true,
        indStatusAprov: 0,
        dtaRegistro: new Date(now - 30 * 3600_000),
      }),
      appointment(R.pendente, {
        dtaApontamento: today,
        qtdDesperdicio: 31,
        precisaAprovacao: true,
        indStatusAprov: 0,
        dtaRegistro: new Date(now - 2 * 3600_000),
      }),
      // Old but already analysed: not pending.
      appointment(R.semMeta, {
        dtaApontamento: addDays(yesterday, -3),
        precisaAprovacao: true,
        indStatusAprov: 1,
        dtaRegistro: new Date(now - 80 * 3600_000),
      }),
    ]);
  await db()
    .insert(reTbDespMetas)
    .values([
      {
        idEmpresa: companyB,
        idRestaurante: R.acima,
        tipDesperdicio: 1,
        dtaInicial: addDays(yesterday, -10),
        vlrMeta: 20,
      },
      {
        idEmpresa: companyB,
        idRestaurante: R.pendente,
        tipDesperdicio: 1,
        dtaInicial: yesterday,
        dtaFinal: yesterday,
        vlrMeta: 20,
      },
      // A goal that ended before yesterday does not count.
      {
        idEmpresa: companyB,
        idRestaurante: R.semMeta,
        tipDesperdicio: 1,
        dtaInicial: addDays(yesterday, -10),
        dtaFinal: addDays(yesterday, -1),
        vlrMeta: 1,
      },
    ]);
  // Who works in the group: fernanda approves in it, carlos weighs on one of its scales.
  await db()
    .insert(reTbAprovadores)
    .values({ idEmpresa: companyB, idUsuario: uid['fernanda.alves'], idRestaurante: R.acima });
  const [bal] = await db()
    .insert(reTbCadBalancas)
    .values({ idEmpresa: companyB, idSerial: `ROT-${run}`, desBalanca: `Balança da rotina ${run}` })
    .returning();
  await db().insert(reTbRestBalancasUsuarios).values({
    idEmpresa: companyB,
    idRestaurante: R.pendente,
    idBal: bal.idBal,
    idUsuario: uid['carlos.rocha'],
  });

  A.semApont = await insertAlert({
    desAlerta: `Sem apontamento <${run}>`,
    tipRegra: 0,
    tipAlerta: 2,
    indEmail: 1,
  });
  A.meta = await insertAlert({
    desAlerta: `Acima da meta ${run}`,
    tipRegra: 1,
    tipAlerta: 1,
    tipDesperdicio: 1,
    idUsuario: uid.admin,
  });
  A.limite = await insertAlert({
    desAlerta: `Acima do limite ${run}`,
    tipRegra: 1,
    tipDesperdicio: 1,
    vlrLimite: 8,
  });
  A.pendentes = await insertAlert({ desAlerta: `Pendentes ${run}`, tipRegra: 2, indEmail: 1 });
  A.inativo = await insertAlert({ desAlerta: `Inativo ${run}`, tipRegra: 0, indStatus: 0, indEmail: 1 });
  A.semNotificar = await insertAlert({ desAlerta: `Sem notificar ${run}`, tipRegra: 0, indNotificar: 0 });

  // Company A: an alert with findings of its own, never evaluated for company B.
  const [ga] = await db()
    .insert(reTbGruposRestaurantes)
    .values({ idEmpresa: companyA, desGrupo: `Grupo A da rotina ${run}` })
    .returning();
  await insertRestaurant(`Unidade A ${run}`, ga.idGrupo, 0, companyA);
  [{ idAlerta: alertaA }] = await db()
    .insert(reTbAlertas)
    .values({ idEmpresa: companyA, desAlerta: `Alerta A ${run}`, idGrupo: ga.idGrupo, idUsuario: uid.admin })
    .returning();
});

afterAll(async () => {
  const mine = [...Object.values(A), alertaA];
  if (database) {
    await db().delete(reTbNotificacoes).where(inArray(reTbNotificacoes.idAlerta, mine));
    await db().delete(reTbAlertas).where(inArray(reTbAlertas.idAlerta, mine));
    await db()
      .update(reTbRestaurantes)
      .set({ indInativo: 1 })
      .where(inArray(reTbRestaurantes.idRestaurante, Object.values(R)));
  }
  await app?.close();
  await database?.close();
});

const check = (query: string, t = token.adminB) =>
  app.inject({ method: 'GET', url: `${CHECK}?${query}`, headers: bearer(t) });

async function routine(query: string): Promise<Notificacao[]> {
  const res = await check(query);
  expect(res.statusCode, res.body).toBe(200);
  const mine = new Set(Object.values(A));
  return (res.json() as Notificacao[]).filter((n) => n.idAlerta !== null && mine.has(n.idAlerta));
}

const rowsOf = async <T>(q: ReturnType<typeof sql>) => {
  const r = await db().execute(q);
  return (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as T[];
};

/** The independent computation: each alert's restaurants and recipients, straight from the raw tables. */
async function expected() {
  const noAppointment = await rowsOf<{ id: number }>(sql`
    select r.id_restaurante as id from re_tb_restaurantes r
    where r.id_empresa = ${companyB} and r.id_grupo = ${grupo} and r.ind_inativo = 0
      and r.id_restaurante not in (
        select d.id_restaurante from re_tb_desperdicios_det d
        where d.id_empresa = ${companyB} and d.dta_apontamento = ${yesterday}::date)
    order by 1`);
  const above = (limit: number | null) =>
    rowsOf<{ id: number; kg: number }>(sql`
      select d.id_restaurante as id, sum(d.qtd_liquido)::float8 as kg
      from re_tb_desperdicios_det d
      join re_tb_restaurantes r on r.id_restaurante = d.id_restaurante and r.id_grupo = ${grupo} and r.ind_inativo = 0
      where d.id_empresa = ${companyB} and d.dta_apontamento = ${yesterday}::date and d.tip_desperdicio = 1
      group by d.id_restaurante
      having sum(d.qtd_liquido) > coalesce(
        (select sum(m.vlr_meta) from re_tb_desp_metas m
          where m.id_empresa = ${companyB} and m.id_restaurante = d.id_restaurante and m.tip_desperdicio = 1
            and m.id_satelite is null and m.dta_inicial <= ${yesterday}::date
            and coalesce(m.dta_final, ${yesterday}::date) >= ${yesterday}::date),
        ${limit}::numeric)
      order by 1`);
  const pending = await rowsOf<{ id: number; n: number }>(sql`
    select d.id_restaurante as id, count(*)::int as n from re_tb_desperdicios_det d
    join re_tb_restaurantes r on r.id_restaurante = d.id_restaurante and r.id_grupo = ${grupo} and r.ind_inativo = 0
    where d.id_empresa = ${companyB} and d.ind_status_aprov = 0 and d.dta_registro < now() - interval '1 day'
    group by 1 order by 1`);
  const group = await rowsOf<{ id: number }>(sql`
    select id from (
      select ap.id_usuario as id from re_tb_aprovadores ap
      join re_tb_restaurantes r on r.id_restaurante = ap.id_restaurante and r.id_grupo = ${grupo}
      union
      select bu.id_usuario from re_tb_rest_balancas_usuarios bu
      join re_tb_restaurantes r on r.id_restaurante = bu.id_restaurante and r.id_grupo = ${grupo}
      where bu.ind_inativo = 0
    ) u where exists (select 1 from re_tb_acesso_desperdicio ac where ac.id_usuario = u.id and ac.id_empresa = ${companyB})
    order by 1`);
  return {
    noAppointment: noAppointment.map((r) => r.id),
    meta: await above(null),
    limite: await above(8),
    pending,
    group: group.map((r) => r.id),
  };
}

const pairs = (list: Notificacao[]) => list.map((n) => `${n.idAlerta}:${n.idUsuario}`).sort();

describe('the notification routine', () => {
  let exp: Awaited<ReturnType<typeof expected>>;
  let expectedPairs: string[];

  it('the independent computation sees the situation the test made', async () => {
    exp = await expected();
    expect(exp.noAppointment).toEqual([R.semApont]);
    expect(exp.meta.map((r) => r.id)).toEqual([R.acima]);
    expect(exp.meta[0].kg).toBeCloseTo(30.5, 3);
    expect(exp.limite.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      [R.acima, R.semMeta].sort((a, b) => a - b),
    );
    expect(exp.pending).toEqual([{ id: R.pendente, n: 1 }]);
    expect(exp.group).toEqual([uid['fernanda.alves'], uid['carlos.rocha']].sort((a, b) => a - b));
    const users = (alert: number, extra: number[] = []) =>
      [...new Set([...exp.group, ...extra])].map((u) => `${alert}:${u}`);
    expectedPairs = [
      ...users(A.semApont),
      ...users(A.meta, [uid.admin]),
      ...users(A.limite),
      ...users(A.pendentes),
    ].sort();
  });

  it('a dry run (shouldSave=0) answers what it would create and saves nothing', async () => {
    const dry = await routine('shouldSave=0&shouldSendEmail=0');
    expect(pairs(dry)).toEqual(expectedPairs);
    expect(dry.every((n) => n.idNotificacao === 0 && n.indLido === 0)).toBe(true);
    const stored = await db()
      .select()
      .from(reTbNotificacoes)
      .where(inArray(reTbNotificacoes.idAlerta, Object.values(A)));
    expect(stored).toEqual([]);
    expect(logs.some((l) => l.subject?.includes(run))).toBe(false);
  });

  it('creates exactly the expected notifications, with the restaurants, dates and numbers, and logs the e-mails', async () => {
    const created = await routine('shouldSave=1&shouldSendEmail=1');
    expect(pairs(created)).toEqual(expectedPairs);

    const stored = await db()
      .select()
      .from(reTbNotificacoes)
      .where(inArray(reTbNotificacoes.idAlerta, Object.values(A)));
    expect(stored.map((n) => `${n.idAlerta}:${n.idUsuario}`).sort()).toEqual(expectedPairs);
    expect(stored.every((n) => n.chave === `alerta:${n.idAlerta}:${today}` && n.idEmpresa === companyB)).toBe(
      true,
    );
    expect(created.map((n) => n.idNotificacao).sort()).toEqual(stored.map((n) => n.idNotificacao).sort());

    const msg = (alert: number) => created.find((n) => n.idAlerta === alert)?.txtMensagem ?? '';
    const dia = isoToBr(yesterday);
    expect(msg(A.semApont)).toBe(
      `<p><b>Sem apontamento &lt;${run}&gt;</b></p><p>1 unidade ficou sem apontamento em ${dia}:</p>` +
        `<ul><li><b>${R.semApont} - Unidade &lt;Sul&gt; &amp; &quot;Leste&quot; ${run}</b></li></ul>`,
    );
    expect(msg(A.meta)).toBe(
      `<p><b>Acima da meta ${run}</b></p><p>Desperdício acima da meta em ${dia}:</p>` +
        `<ul><li><b>${R.acima} - Unidade acima da meta ${run}</b>: <b>30,500 kg</b> de Bandeja, meta de 20,000 kg</li></ul>`,
    );
    expect(msg(A.limite)).toContain(
      `<b>${R.semMeta} - Unidade sem meta ${run}</b>: <b>10,000 kg</b> de Bandeja, meta de 8,000 kg`,
    );
    expect(msg(A.limite)).toContain(`<b>${R.acima} - Unidade acima da meta ${run}</b>: <b>30,500 kg</b>`);
    expect(msg(A.pendentes)).toContain('Há 1 apontamento pendente de aprovação há mais de um dia');
    expect(msg(A.pendentes)).toContain(
      `<b>${R.pendente} - Unidade com pendência ${run}</b>: 1 apontamento, o mais antigo de ${isoToBr(addDays(yesterday, -1))}`,
    );
    for (const n of created) {
      expect(n.idAlertaFk).toMatchObject({ idAlerta: n.idAlerta, indStatus: 1, indNotificar: 1 });
    }
    expect(created.find((n) => n.idAlerta === A.semApont)?.idAlertaFk?.tipAlerta).toBe(2);

    // E-mails (no SMTP configured): logged for the alerts with indEmail = 1 only, one per recipient.
    const mails = logs.filter((l) => l.msg?.includes('e-mail não enviado') && l.subject?.includes(run));
    const emails = await db()
      .select({ id: usuarios.idUsuario, email: usuarios.desEmail })
      .from(usuarios)
      .where(inArray(usuarios.idUsuario, exp.group));
    expect(mails.map((m) => `${m.to}|${m.subject}`).sort()).toEqual(
      emails
        .flatMap((u) => [
          `${u.email}|Controle de Desperdícios — Sem apontamento <${run}>`,
          `${u.email}|Controle de Desperdícios — Pendentes ${run}`,
        ])
        .sort(),
    );

    // The bell shows them.
    const bell = await app.inject({
      method: 'GET',
      url: '/api/v1/reTbNotificacoes/user',
      headers: bearer(token.fernanda),
    });
    expect((bell.json() as Notificacao[]).filter((n) => n.idAlerta === A.pendentes)).toHaveLength(1);
  });

  it('a second run the same day creates none, saved or not, and sends no e-mail again', async () => {
    const before = logs.length;
    expect(await routine('shouldSave=1&shouldSendEmail=1')).toEqual([]);
    expect(await routine('shouldSave=0&shouldSendEmail=1')).toEqual([]);
    const stored = await db()
      .select()
      .from(reTbNotificacoes)
      .where(inArray(reTbNotificacoes.idAlerta, Object.values(A)));
    expect(stored).toHaveLength(expectedPairs.length);
    expect(logs.slice(before).some((l) => l.subject?.includes(run))).toBe(false);
  });

  it('an SMTP failure is logged and keeps the notifications (SMTP configured, server down)', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000);
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'teste@localhost' }, app.log);
    expect(mailer.configured).toBe(true);
    const before = logs.length;
    const created = await runNotificationRoutine(
      db(),
      companyB,
      { shouldSave: true, shouldSendEmail: true, now: tomorrow },
      mailer,
      app.log,
    );
    const mine = created.filter((n) => n.idAlerta === A.semApont);
    expect(mine.map((n) => n.idUsuario).sort((a, b) => a - b)).toEqual(exp.group);
    const stored = await db()
      .select()
      .from(reTbNotificacoes)
      .where(eq(reTbNotificacoes.chave, `alerta:${A.semApont}:${businessToday(tomorrow)}`));
    expect(stored).toHaveLength(exp.group.length);
    const failures = logs
      .slice(before)
      .filter((l) => l.msg === 'falha ao enviar e-mail' && l.subject?.includes(`Sem apontamento <${run}>`));
    expect(failures).toHaveLength(exp.group.length);
  });

  it("never evaluates another company's alerts", async () => {
    const res = await check('shouldSave=0&shouldSendEmail=0');
    expect((res.json() as Notificacao[]).some((n) => n.idAlerta === alertaA)).toBe(false);
    const resA = await check('shouldSave=0&shouldSendEmail=0', token.adminA);
    expect(resA.statusCode).toBe(200);
    const mineA = (resA.json() as Notificacao[]).filter((n) => n.idAlerta === alertaA);
    expect(mineA.map((n) => n.idUsuario)).toEqual([uid.admin]);
    expect((resA.json() as Notificacao[]).some((n) => Object.values(A).includes(n.idAlerta ?? 0))).toBe(
      false,
    );
    const storedA = await db()
      .select()
      .from(reTbNotificacoes)
      .where(and(eq(reTbNotificacoes.idAlerta, alertaA), like(reTbNotificacoes.chave, 'alerta:%')));
    expect(storedA).toEqual([]);
  });

  it('answers 403 without indAlertas or indRetAdm and 400 on a bad query', async () => {
    expect((await check('shouldSave=0&shouldSendEmail=0', token.fernanda)).statusCode).toBe(403);
    expect((await check('shouldSave=1&shouldSendEmail=1', token.gestor)).statusCode).toBe(403);
    expect((await check('shouldSave=2')).statusCode).toBe(400);
    expect((await check('shouldSendEmail=x')).statusCode).toBe(400);
  });
});
