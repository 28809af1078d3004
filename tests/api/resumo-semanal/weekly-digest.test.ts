import { addDays } from '@domain/dates';
import type { ResumoSemanal } from '@domain/schemas/resumo-semanal';
import { createMailer } from '@server/core/mailer';
import { rowsOf } from '@server/db/client';
import { reTbNotificacoes } from '@server/db/schema/admin';
import { reTbAprovadores, reTbDespCustos, reTbDesperdiciosDet } from '@server/db/schema/appointments';
import { usuarios } from '@server/db/schema/core';
import { reMvItensVenda } from '@server/db/schema/menu';
import { reTbDespMetas, reTbDestResiduos, reTbInsumos } from '@server/db/schema/registers';
import { reTbRefeicoes, reTbRestaurantes } from '@server/db/schema/restaurants';
import { sendWeeklyDigests } from '@server/modules/resumo-semanal/service';
import { eq, like, type SQL, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, demoCompanies, signIn } from '../../kit/sign-in';
import { createTestApp, type TestApp } from '../../kit/test-app';

/**
 * The weekly digest (GET /api/v1/resumoSemanal and the Monday routine): on restaurants, items, goals, meals,
 * costs and weighings made here (company B), its figures equal an independent SQL computation over the
 * weighings themselves (not the rollups the service reads); a unit with nothing gets zeros; the routine sends
 * each unit's week once, from Monday 07:00 in the unit's time zone, to its approvers who did not switch it
 * off, with an HTML and a plain-text part whose links are absolute.
 */

const URL_ = '/api/v1/resumoSemanal';
const run = `${Date.now()}`;
/** A Monday in the past: the week under test, and the one before it. */
const W = '2026-10-05';
const PREV = addDays(W, -7);
let t: TestApp;
const db = () => t.database.db;
let companyB: number;
const token: Record<string, string> = {};
const uid: Record<string, number> = {};
const R: Record<string, number> = {};
const sent: { to: string; subject: string; html: string; text: string }[] = [];

async function restaurant(desRestaurante: string, desFusoHorario = 'America/Sao_Paulo') {
  const [r] = await db()
    .insert(reTbRestaurantes)
    .values({ idEmpresa: companyB, desRestaurante, desFusoHorario })
    .returning();
  return r.idRestaurante;
}

beforeAll(async () => {
  t = await createTestApp();
  [, companyB] = await demoCompanies(t.app);
  token.admin = await signIn(t.app, 'admin@demo.com.br', { idEmpresa: companyB });
  token.carlos = await signIn(t.app, 'carlos.rocha@demo.com.br', { idEmpresa: companyB });
  for (const u of ['fernanda.alves', 'carlos.rocha']) {
    const [row] = await db()
      .select({ id: usuarios.idUsuario })
      .from(usuarios)
      .where(eq(usuarios.desEmail, `${u}@demo.com.br`));
    uid[u] = row.id;
  }
  R.u = await restaurant(`Unidade <Centro> & "Sul" ${run}`);
  R.manaus = await restaurant(`Unidade Manaus ${run}`, 'America/Manaus');
  R.vazia = await restaurant(`Unidade vazia ${run}`);

  const items = await db()
    .insert(reMvItensVenda)
    .values(
      ['Arroz', 'Feijão', 'Frango', 'Salada', 'Purê', 'Pudim'].map((n) => ({
        idEmpresa: companyB,
        desItemVenda: `${n} ${run}`,
      })),
    )
    .returning();
  const [insumo] = await db()
    .insert(reTbInsumos)
    .values({ idEmpresa: companyB, desInsumo: `Cenoura ${run}` })
    .returning();
  // Two destinations with their CO2e factors: the digest's CO2e is net kg × the destination's factor.
  const [aterro, composto] = await db()
    .insert(reTbDestResiduos)
    .values([
      { idEmpresa: companyB, desDestino: `Aterro ${run}`, tipDestino: 'ATERRO', fatorCo2e: 0.7 },
      { idEmpresa: companyB, desDestino: `Composto ${run}`, tipDestino: 'COMPOSTAGEM', fatorCo2e: 0.01 },
    ])
    .returning();
  const w = (n: number) => addDays(W, n);
  const rows: Omit<typeof reTbDesperdiciosDet.$inferInsert, 'idEmpresa' | 'idRestaurante'>[] = [
    // The week: trays (no item), surplus of sale items, pre-preparation of an input, one with a tare.
    { tipDesperdicio: 1, dtaApontamento: w(0), qtdDesperdicio: 12.5, idDestino: aterro.idDestino },
    {
      tipDesperdicio: 1,
      dtaApontamento: w(6),
      qtdDesperdicio: 3.25,
      qtdTara: 0.25,
      idDestino: composto.idDestino,
    },
    ...items.map((it, i) => ({
      tipDesperdicio: 2,
      dtaApontamento: w(i % 7),
      qtdDesperdicio: 2 + i * 1.5,
      idItemVenda: it.idItemVenda,
    })),
    { tipDesperdicio: 2, dtaApontamento: w(2), qtdDesperdicio: 4, idItemVenda: items[0].idItemVenda },
    { tipDesperdicio: 4, dtaApontamento: w(3), qtdDesperdicio: 7.5, idInsumo: insumo.idInsumo },
    // Waiting for approval (counted whatever the day).
    {
      tipDesperdicio: 1,
      dtaApontamento: w(1),
      qtdDesperdicio: 30,
      precisaAprovacao: true,
      indStatusAprov: 0,
    },
    {
      tipDesperdicio: 1,
      dtaApontamento: w(-20),
      qtdDesperdicio: 1,
      precisaAprovacao: true,
      indStatusAprov: 0,
    },
    // The week before, and the days around the week (not counted in it).
    { tipDesperdicio: 1, dtaApontamento: addDays(PREV, 2), qtdDesperdicio: 20, idDestino: aterro.idDestino },
    {
      tipDesperdicio: 2,
      dtaApontamento: addDays(PREV, 6),
      qtdDesperdicio: 5,
      idItemVenda: items[5].idItemVenda,
    },
    { tipDesperdicio: 1, dtaApontamento: w(7), qtdDesperdicio: 99 },
  ];
  const saved = await db()
    .insert(reTbDesperdiciosDet)
    .values(rows.map((r) => ({ idEmpresa: companyB, idRestaurante: R.u, ...r })))
    .returning();
  await db()
    .insert(reTbDespCustos)
    .values(
      saved
        .filter((_, i) => i % 2 === 0)
        .map((a) => ({
          idEmpresa: companyB,
          idApontamento: a.idApontamento,
          idRestaurante: R.u,
          dtaApontamento: a.dtaApontamento,
          vlrCustoKg: 4.5,
          vlrCusto: Math.round(Number(a.qtdDesperdicio) * 450) / 100,
        })),
    );
  await db()
    .insert(reTbRefeicoes)
    .values([
      { idEmpresa: companyB, idRestaurante: R.u, dtaRefeicao: w(0), qtdRefeicoes: 300 },
      { idEmpresa: companyB, idRestaurante: R.u, dtaRefeicao: w(4), qtdRefeicoes: 250 },
      { idEmpresa: companyB, idRestaurante: R.u, dtaRefeicao: addDays(PREV, 1), qtdRefeicoes: 400 },
    ]);
  await db()
    .insert(reTbDespMetas)
    .values([
      // From Wednesday on, 10 kg a day of trays; the whole week, 5 kg a day of surplus.
      { idEmpresa: companyB, idRestaurante: R.u, tipDesperdicio: 1, dtaInicial: w(2), vlrMeta: 10 },
      {
        idEmpresa: companyB,
        idRestaurante: R.u,
        tipDesperdicio: 2,
        dtaInicial: w(-30),
        dtaFinal: w(10),
        vlrMeta: 5,
      },
      // Ended before the week: not counted.
      {
        idEmpresa: companyB,
        idRestaurante: R.u,
        tipDesperdicio: 3,
        dtaInicial: w(-30),
        dtaFinal: w(-1),
        vlrMeta: 100,
      },
    ]);
  // fernanda approves in both units; carlos approves in the first, then switches the digest off.
  await db()
    .insert(reTbAprovadores)
    .values([
      { idEmpresa: companyB, idUsuario: uid['fernanda.alves'], idRestaurante: R.u },
      { idEmpresa: companyB, idUsuario: uid['fernanda.alves'], idRestaurante: R.manaus },
      { idEmpresa: companyB, idUsuario: uid['carlos.rocha'], idRestaurante: R.u },
    ]);
});

afterAll(async () => {
  await db().update(usuarios).set({ indResumoSemanal: 1 }).where(eq(usuarios.idUsuario, uid['carlos.rocha']));
  await t?.close();
});

const get = (query: string, who = 'admin') =>
  t.app.inject({ method: 'GET', url: `${URL_}?${query}`, headers: bearer(token[who]) });

/** The expected figures, computed over the weighings, costs, meals and goals themselves. */
async function expected(idRestaurante: number, monday: string) {
  const sunday = addDays(monday, 6);
  const prev = addDays(monday, -7);
  const one = async <T>(q: SQL) => (await rowsOf<T>(db(), q))[0];
  const week = (ini: string, fim: string) =>
    one<{ kg: number; custo: number; n: number; refeicoes: number; co2e: number }>(sql`
      select
        (select coalesce(sum(d.qtd_liquido * coalesce(f.fator_co2e, 0)), 0)::float8 from re_tb_desperdicios_det d
          left join re_tb_dest_residuos f on f.id_empresa = d.id_empresa and f.id_destino = d.id_destino
          where d.id_empresa = ${companyB} and d.id_restaurante = ${idRestaurante}
            and d.dta_apontamento between ${ini}::date and ${fim}::date) as co2e,
        (select coalesce(sum(d.qtd_liquido), 0)::float8 from re_tb_desperdicios_det d
          where d.id_empresa = ${companyB} and d.id_restaurante = ${idRestaurante}
            and d.dta_apontamento between ${ini}::date and ${fim}::date) as kg,
        (select coalesce(sum(c.vlr_custo), 0)::float8 from re_tb_desperdicios_det d
          join re_tb_desp_custos c on c.id_apontamento = d.id_apontamento
          where d.id_empresa = ${companyB} and d.id_restaurante = ${idRestaurante}
            and d.dta_apontamento between ${ini}::date and ${fim}::date) as custo,
        (select count(*)::int from re_tb_desperdicios_det d
          where d.id_empresa = ${companyB} and d.id_restaurante = ${idRestaurante}
            and d.dta_apontamento between ${ini}::date and ${fim}::date) as n,
        (select coalesce(sum(qtd_refeicoes), 0)::int from re_tb_refeicoes
          where id_empresa = ${companyB} and id_restaurante = ${idRestaurante}
            and dta_refeicao between ${ini}::date and ${fim}::date) as refeicoes`);
  const items = await rowsOf<{ des: string; kg: number; custo: number }>(
    db(),
    sql`
      select coalesce(i.des_item_venda, ins.des_insumo) as des, sum(d.qtd_liquido)::float8 as kg,
        coalesce(sum(c.vlr_custo), 0)::float8 as custo
      from re_tb_desperdicios_det d
      left join re_tb_desp_custos c on c.id_apontamento = d.id_apontamento
      left join re_mv_itens_venda i on i.id_item_venda = d.id_item_venda
      left join re_tb_insumos ins on ins.id_insumo = d.id_insumo
      where d.id_empresa = ${companyB} and d.id_restaurante = ${idRestaurante}
        and d.dta_apontamento between ${monday}::date and ${sunday}::date
        and (d.id_item_venda is not null or d.id_insumo is not null)
      group by 1 order by 2 desc, 1 limit 5`,
  );
  const goal = await one<{ meta: number | null }>(sql`
    select sum(m.vlr_meta)::float8 as meta from re_tb_desp_metas m, generate_series(${monday}::date, ${sunday}::date, '1 day') g(d)
    where m.id_empresa = ${companyB} and m.id_restaurante = ${idRestaurante} and m.id_satelite is null
      and g.d::date between m.dta_inicial and coalesce(m.dta_final, g.d::date)`);
  // The kg of each weighing whose type has a goal covering its day.
  const withGoal = await one<{ kg: number }>(sql`
    select coalesce(sum(d.qtd_liquido), 0)::float8 as kg from re_tb_desperdicios_det d
    where d.id_empresa = ${companyB} and d.id_restaurante = ${idRestaurante}
      and d.dta_apontamento between ${monday}::date and ${sunday}::date
      and exists (
        select 1 from re_tb_desp_metas m
        where m.id_empresa = ${companyB} and m.id_restaurante = ${idRestaurante} and m.id_satelite is null
          and m.tip_desperdicio = d.tip_desperdicio and m.vlr_meta is not null
          and d.dta_apontamento between m.dta_inicial and coalesce(m.dta_final, d.dta_apontamento))`);
  const pending = await one<{ n: number }>(sql`
    select count(*)::int as n from re_tb_desperdicios_det
    where id_empresa = ${companyB} and id_restaurante = ${idRestaurante} and ind_status_aprov = 0`);
  const days = await rowsOf<{ dta: string; kg: number }>(
    db(),
    sql`
      select to_char(g.d, 'YYYY-MM-DD') as dta, coalesce(sum(d.qtd_liquido), 0)::float8 as kg
      from generate_series(${monday}::date, ${sunday}::date, '1 day') g(d)
      left join re_tb_desperdicios_det d on d.id_empresa = ${companyB} and d.id_restaurante = ${idRestaurante}
        and d.dta_apontamento = g.d::date
      group by g.d order by g.d`,
  );
  return {
    atual: await week(monday, sunday),
    anterior: await week(prev, addDays(prev, 6)),
    items,
    goal,
    withGoal,
    pending,
    days,
  };
}

function close(a: number | null, b: number | null, digits = 2): void {
  if (a === null || b === null) expect(a).toBe(b);
  else expect(a).toBeCloseTo(b, digits);
}

describe('GET /api/v1/resumoSemanal', () => {
  it("a unit's week equals the independent computation over its weighings", async () => {
    const res = await get(`idRestaurante=${R.u}&semana=${W}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json() as ResumoSemanal;
    const e = await expected(R.u, W);
    expect(d.desRestaurante).toBe(`Unidade <Centro> & "Sul" ${run}`);
    expect([d.semana, d.semanaFim]).toEqual([W, addDays(W, 6)]);
    for (const [got, want] of [
      [d.atual, e.atual],
      [d.anterior, e.anterior],
    ] as const) {
      close(got.qtdKg, want.kg, 3);
      close(got.vlrCusto, want.custo, 2);
      expect(got.qtdApontamentos).toBe(want.n);
      expect(got.refeicoes).toBe(want.refeicoes);
      close(got.gPorRefeicao, want.refeicoes ? (want.kg * 1000) / want.refeicoes : null, 1);
      close(got.co2eKg, want.co2e, 3);
    }
    // 12,5 kg to landfill (0,7) and 3 kg net to compost (0,01) this week; 20 kg to landfill the week before.
    close(e.atual.co2e, 12.5 * 0.7 + 3 * 0.01, 6);
    close(e.anterior.co2e, 20 * 0.7, 6);
    expect(e.atual.kg).toBeGreaterThan(0);
    expect(e.anterior.kg).toBeGreaterThan(0);
    close(d.metaKg, e.goal.meta, 3);
    expect(e.goal.meta).toBe(5 * 10 + 7 * 5);
    // The goal is compared with what it covers: trays from Wednesday on and the week's surplus (not Monday's
    // and Tuesday's trays, nor the inputs).
    close(d.qtdKgComMeta, e.withGoal.kg, 3);
    const [surplus] = await rowsOf<{ kg: number }>(
      db(),
      sql`
      select coalesce(sum(qtd_liquido), 0)::float8 as kg from re_tb_desperdicios_det
      where id_empresa = ${companyB} and id_restaurante = ${R.u} and tip_desperdicio = 2
        and dta_apontamento between ${W}::date and ${addDays(W, 6)}::date`,
    );
    close(d.qtdKgComMeta, surplus.kg + 3, 3);
    expect(d.itens).toHaveLength(5);
    expect(d.itens.map((i) => i.desItem)).toEqual(e.items.map((i) => i.des));
    d.itens.forEach((it, i) => {
      close(it.qtdKg, e.items[i].kg, 3);
      close(it.vlrCusto, e.items[i].custo, 2);
    });
    expect(d.pendentesAprovacao).toBe(e.pending.n);
    expect(d.pendentesAprovacao).toBe(2);
    expect(d.porDia.map((p) => p.dta)).toEqual(e.days.map((p) => p.dta));
    for (const [i, p] of d.porDia.entries()) close(p.qtdKg, e.days[i].kg, 3);
  });

  it('a unit with nothing recorded gets a digest of zeros, without goal, items or g per meal', async () => {
    const res = await get(`idRestaurante=${R.vazia}&semana=${W}`);
    expect(res.statusCode).toBe(200);
    const d = res.json() as ResumoSemanal;
    const zero = { qtdKg: 0, vlrCusto: 0, refeicoes: 0, gPorRefeicao: null, qtdApontamentos: 0, co2eKg: 0 };
    expect(d.atual).toEqual(zero);
    expect(d.anterior).toEqual(zero);
    expect(d.metaKg).toBeNull();
    expect(d.qtdKgComMeta).toBe(0);
    expect(d.itens).toEqual([]);
    expect(d.pendentesAprovacao).toBe(0);
    expect(d.porDia).toHaveLength(7);
    expect(d.porDia.every((p) => p.qtdKg === 0)).toBe(true);
  });

  it('refuses a day that is not a Monday, a bad restaurant, and another company’s unit', async () => {
    const tuesday = await get(`idRestaurante=${R.u}&semana=${addDays(W, 1)}`);
    expect(tuesday.statusCode).toBe(400);
    expect(tuesday.json().message).toContain('segunda-feira');
    for (const q of [
      `idRestaurante=x&semana=${W}`,
      `idRestaurante=${R.u}&semana=2026-02-30`,
      `semana=${W}`,
    ]) {
      const res = await get(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).not.toMatch(/querystring|\bpath\b/);
    }
    const tokenA = await signIn(t.app, 'admin@demo.com.br', { idEmpresa: (await demoCompanies(t.app))[0] });
    const other = await t.app.inject({
      method: 'GET',
      url: `${URL_}?idRestaurante=${R.u}&semana=${W}`,
      headers: bearer(tokenA),
    });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Centro');
    expect(
      (await t.app.inject({ method: 'GET', url: `${URL_}?idRestaurante=${R.u}&semana=${W}` })).statusCode,
    ).toBe(401);
  });
});

describe('the Monday routine', () => {
  const mailer = () =>
    createMailer(
      {
        from: 'Controle <nao-responda@example.com>',
        appUrl: 'https://desperdicio.example.com',
        transport: {
          sendMail: async (m: { to: string; subject: string; html: string; text: string }) => {
            sent.push(m);
            return {};
          },
        } as unknown as Transporter,
      },
      pino({ level: 'silent' }),
    );
  const ours = async () =>
    (
      await db()
        .select({
          idUsuario: reTbNotificacoes.idUsuario,
          chave: reTbNotificacoes.chave,
          txt: reTbNotificacoes.txtMensagem,
        })
        .from(reTbNotificacoes)
        .where(like(reTbNotificacoes.chave, 'resumo-semanal:%'))
    ).filter((n) => [R.u, R.manaus, R.vazia].some((r) => n.chave?.startsWith(`resumo-semanal:${r}:`)));

  it('a user can switch the digest off and on, for themselves only', async () => {
    const off = await t.app.inject({
      method: 'PUT',
      url: `${URL_}/inscricao`,
      headers: bearer(token.carlos),
      payload: { indResumoSemanal: 0 },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe('Você não receberá mais o resumo semanal.');
    const mine = await t.app.inject({
      method: 'GET',
      url: `${URL_}/inscricao`,
      headers: bearer(token.carlos),
    });
    expect(mine.json()).toEqual({ indResumoSemanal: 0 });
    const admin = await t.app.inject({
      method: 'GET',
      url: `${URL_}/inscricao`,
      headers: bearer(token.admin),
    });
    expect(admin.json()).toEqual({ indResumoSemanal: 1 });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `${URL_}/inscricao`,
      headers: bearer(token.carlos),
      payload: { indResumoSemanal: 2 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('sends each unit its week once, from Monday 07:00 in its own time zone, to who did not switch it off', async () => {
    const next = addDays(W, 7);
    // 07:30 in São Paulo, 06:30 in Manaus.
    const first = new Date(`${next}T10:30:00Z`);
    await sendWeeklyDigests(db(), mailer(), { now: first, idEmpresa: companyB });
    let notes = await ours();
    const keys = (idUsuario: number) =>
      notes
        .filter((n) => n.idUsuario === idUsuario)
        .map((n) => n.chave)
        .sort();
    expect(keys(uid['fernanda.alves'])).toEqual(
      [`resumo-semanal:${R.manaus}:${addDays(W, -7)}`, `resumo-semanal:${R.u}:${W}`].sort(),
    );
    // carlos switched it off; the empty unit has no approver: nobody gets it.
    expect(keys(uid['carlos.rocha'])).toEqual([]);

    // An hour later Manaus is at 07:30: its week goes; São Paulo's is not sent again.
    const later = new Date(`${next}T11:30:00Z`);
    await sendWeeklyDigests(db(), mailer(), { now: later, idEmpresa: companyB });
    await sendWeeklyDigests(db(), mailer(), { now: later, idEmpresa: companyB });
    notes = await ours();
    expect(keys(uid['fernanda.alves'])).toEqual(
      [
        `resumo-semanal:${R.manaus}:${addDays(W, -7)}`,
        `resumo-semanal:${R.manaus}:${W}`,
        `resumo-semanal:${R.u}:${W}`,
      ].sort(),
    );
    const toFernanda = sent.filter((m) => m.to === 'fernanda.alves@demo.com.br' && m.subject.includes(run));
    expect(toFernanda).toHaveLength(3);
    expect(sent.some((m) => m.to === 'carlos.rocha@demo.com.br')).toBe(false);

    // The e-mail: HTML (names escaped) and plain text, both with the absolute link to the digest.
    const mail = toFernanda.find((m) => m.subject.includes('Centro'));
    expect(mail?.subject).toBe(`Resumo semanal de Unidade <Centro> & "Sul" ${run}: 05/10/2026 a 11/10/2026`);
    const link = `https://desperdicio.example.com/resumoSemanal?idRestaurante=${R.u}&semana=${W}`;
    expect(mail?.html).toContain('&lt;Centro&gt; &amp; &quot;Sul&quot;');
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain('Aguardando aprovação: 2 apontamentos');
    // CO2e this week against the week before (8,78 against 14,0 kg CO2e: −37,3%).
    expect(mail?.html).toContain(
      'Emissões: <b>8,8 kg CO2e</b> (semana anterior: 14,0 kg CO2e; -37,3% em relação à semana anterior)',
    );
    expect(mail?.text).toContain(
      'Emissões: 8,8 kg CO2e (semana anterior: 14,0 kg CO2e; -37,3% em relação à semana anterior)',
    );
    expect(mail?.text).toMatch(/Feijão|Pudim|Purê|Frango|Salada|Arroz/);
    // The in-app notification holds the same digest.
    expect(notes.find((n) => n.chave === `resumo-semanal:${R.u}:${W}`)?.txt).toContain('Resumo semanal');
  });
});
