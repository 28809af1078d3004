import { addDays, toIsoLocal } from '@domain/dates';
import { MSG } from '@domain/messages';
import { cost } from '@domain/rules/appointments';
import type { CustoResumoDia } from '@domain/schemas/costs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoSuite } from '../../kit/fixtures/demo-app';
import { bearer } from '../../kit/sign-in';

/**
 * Costs (spec §7 Costs): PATCH /api/v1/reTbDespCustos/recalculate, DELETE /api/v1/reTbDespCustos,
 * POST /api/v1/reCustosUtilitario/search and /recalculate. Every expectation is computed at run time from
 * the database (which may be a PostgreSQL shared with other test files); what a test changes it restores.
 */

const DESP = '/api/v1/reTbDespCustos';
const UTIL = '/api/v1/reCustosUtilitario';

const s = demoSuite(['admin', 'adminB', 'gestor', 'cozinha']);
const { rows } = s;
let semAcesso: string;
let adminId: number;
/** A past period of company A with appointments (and one of its busiest restaurants in it). */
let ini: string;
let fim: string;
let restA: number;
let restB: number;

/** Company A's R$ of the period in the daily rollup equal to its cost rows; answers the cost rows' total. */
async function expectRollupCostsAsCostRows(): Promise<number> {
  const [r] = await rows<{ rollup: string; custos: string }>(sql`
    select
      (select coalesce(sum(vlr_custo), 0) from re_tb_desp_resumo_dia
        where id_empresa = ${s.companyA} and dta_apontamento between ${ini}::date and ${fim}::date)::text as rollup,
      (select coalesce(sum(vlr_custo), 0) from re_tb_desp_custos
        where id_empresa = ${s.companyA} and dta_apontamento between ${ini}::date and ${fim}::date)::text as custos`);
  expect(Number(r.rollup)).toBeCloseTo(Number(r.custos), 2);
  return Number(r.custos);
}

/** A 400 answer with this message. */
function expectRefused(res: { statusCode: number; json(): { exception?: string } }, exception: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json().exception).toBe(exception);
}

const qs = (q: Record<string, string | number | undefined>) =>
  Object.entries(q)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

function patch(token: string, q: Record<string, string | number | undefined>) {
  return s.t.app.inject({ method: 'PATCH', url: `${DESP}/recalculate?${qs(q)}`, headers: bearer(token) });
}
function del(token: string, q: Record<string, string | number | undefined>) {
  return s.t.app.inject({ method: 'DELETE', url: `${DESP}?${qs(q)}`, headers: bearer(token) });
}
function util(token: string, action: 'search' | 'recalculate', payload: Record<string, unknown>) {
  return s.t.app.inject({ method: 'POST', url: `${UTIL}/${action}`, headers: bearer(token), payload });
}
const period = (idRestaurante?: number) => ({
  dtaApontamentoIni: ini,
  dtaApontamentoFim: fim,
  idRestaurante,
});

interface Expected {
  id: number;
  custoKg: number;
  vlrCusto: number;
}

/**
 * The independent computation: every appointment of the scope with its current unit cost per kg (RE-Custos
 * seq 1 for trays, seq 2 for shift pre-preparation, the product's or input's cost else seq 2), the cost
 * rounded as the save path's cost() does.
 */
async function expected(idEmpresa: number, a: string, b: string, idRestaurante?: number) {
  const list = await rows<{ id: number; qtd: string; custo_kg: string | null }>(sql`
    with params as (
      select max(vlr_parametro_dec) filter (where seq_parametro = 1) as bandeja,
             max(vlr_parametro_dec) filter (where seq_parametro = 2) as preparo
      from re_tb_parametros
      where id_empresa = ${idEmpresa} and id_restaurante is null and des_parametro = 'RE-Custos'
    )
    select ap.id_apontamento as id, ap.qtd_liquido::text as qtd,
      (case
        when ap.tip_desperdicio = 1 then params.bandeja
        when ap.tip_desperdicio = 2 and pr.vlr_custo_kg is not null then pr.vlr_custo_kg
        when ap.tip_desperdicio = 4 and i.vlr_custo_kg is not null then i.vlr_custo_kg
        else params.preparo
      end)::text as custo_kg
    from re_tb_desperdicios_det ap
    cross join params
    left join re_tb_produtos pr on pr.id_produto = ap.id_produto and pr.id_empresa = ap.id_empresa
    left join re_tb_insumos i on i.id_insumo = ap.id_insumo and i.id_empresa = ap.id_empresa
    where ap.id_empresa = ${idEmpresa} and ap.dta_apontamento >= ${a}::date and ap.dta_apontamento <= ${b}::date
      ${idRestaurante ? sql`and ap.id_restaurante = ${idRestaurante}` : sql``}
  `);
  const items: Expected[] = list.map((r) => {
    const custoKg = r.custo_kg === null ? 0 : Number(r.custo_kg);
    return { id: Number(r.id), custoKg, vlrCusto: cost(Number(r.qtd), custoKg) };
  });
  const total = Math.round(items.reduce((s, i) => s + i.vlrCusto * 100, 0)) / 100;
  return { items, count: items.length, total };
}

/** The stored cost rows of the scope: id of the appointment → row. */
async function costRows(idEmpresa: number, a: string, b: string, idRestaurante?: number) {
  const list = await rows<{
    id: number;
    kg: string;
    custo: string;
    num_seq: number | null;
    rest: number;
  }>(sql`
    select id_apontamento as id, vlr_custo_kg::text as kg, vlr_custo::text as custo, num_seq, id_restaurante as rest
    from re_tb_desp_custos
    where id_empresa = ${idEmpresa} and dta_apontamento between ${a}::date and ${b}::date
      ${idRestaurante ? sql`and id_restaurante = ${idRestaurante}` : sql``}
  `);
  return new Map(list.map((r) => [Number(r.id), r]));
}

async function costTotals(idEmpresa: number, a: string, b: string) {
  const [r] = await rows<{ n: number; total: string }>(sql`
    select count(*)::int as n, coalesce(sum(vlr_custo), 0)::text as total
    from re_tb_desp_custos where id_empresa = ${idEmpresa} and dta_apontamento between ${a}::date and ${b}::date`);
  return { n: Number(r.n), total: Number(r.total) };
}

const money = (n: number) => Math.round(n * 100) / 100;

/** Every appointment of the scope has its row, with the current unit cost and the save path's rounding. */
async function expectCostsCurrent(idEmpresa: number, a: string, b: string, idRestaurante?: number) {
  const want = await expected(idEmpresa, a, b, idRestaurante);
  const have = await costRows(idEmpresa, a, b, idRestaurante);
  expect(have.size).toBe(want.count);
  for (const e of want.items) {
    const row = have.get(e.id);
    expect(row, `cost row of appointment ${e.id}`).toBeDefined();
    expect(Number(row!.kg), `vlrCustoKg of ${e.id}`).toBe(money(e.custoKg));
    expect(Number(row!.custo), `vlrCusto of ${e.id}`).toBe(e.vlrCusto);
  }
  return want;
}

beforeAll(async () => {
  // 'semacesso' cannot sign in (no access record): a token with a company is made for it.
  const [u] = await rows<{ id: number }>(
    sql`select id_usuario as id from nl_base_usuarios where des_email = 'semacesso@demo.com.br'`,
  );
  semAcesso = s.t.app.signToken({ sub: String(u.id), email: 'semacesso@demo.com.br', idEmpresa: s.companyA });
  const [admin] = await rows<{ id: number }>(
    sql`select id_usuario as id from nl_base_usuarios where des_email = 'admin@demo.com.br'`,
  );
  adminId = Number(admin.id);

  // Ten days, two months back: the seeded history, away from the days other tests write to.
  const today = toIsoLocal(new Date());
  ini = addDays(today, -70);
  fim = addDays(today, -61);
  const busiest = async (idEmpresa: number) => {
    const [r] = await rows<{ id: number }>(sql`
      select id_restaurante as id from re_tb_desperdicios_det
      where id_empresa = ${idEmpresa} and dta_apontamento between ${ini}::date and ${fim}::date
      group by id_restaurante order by count(*) desc, id_restaurante limit 1`);
    return Number(r.id);
  };
  restA = await busiest(s.companyA);
  restB = await busiest(s.companyB);
});

describe('PATCH /api/v1/reTbDespCustos/recalculate', () => {
  it('recomputes a period from the current unit costs: equal to an independent SQL computation', async () => {
    // A row made wrong and a row missing are put right.
    const before = await costRows(s.companyA, ini, fim);
    const [wrong, missing] = [...before.keys()];
    await s.t.database.db.execute(
      sql`update re_tb_desp_custos set vlr_custo = vlr_custo + 7.77 where id_apontamento = ${wrong}`,
    );
    await s.t.database.db.execute(sql`delete from re_tb_desp_custos where id_apontamento = ${missing}`);

    const res = await patch(s.tokens.admin, period());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const want = await expectCostsCurrent(s.companyA, ini, fim);
    expect(want.count).toBeGreaterThan(0);
    expect(body.qtdRegistros).toBe(want.count);
    expect(body.vlrTotal).toBeCloseTo(want.total, 2);
    expect(body.qtdAlterados).toBeGreaterThanOrEqual(2);
    const after = await costRows(s.companyA, ini, fim);
    expect(after.get(missing)?.num_seq).toBe(body.numSeq);
    expect(after.get(wrong)?.num_seq).toBe(body.numSeq);
  });

  it('recomputes one restaurant only', async () => {
    const others = await costRows(s.companyA, ini, fim);
    const target = [...others.values()].find((r) => Number(r.rest) === restA)!;
    const other = [...others.values()].find((r) => Number(r.rest) !== restA);
    await s.t.database.db.execute(
      sql`update re_tb_desp_custos set vlr_custo = vlr_custo + 1 where id_apontamento in (${target.id}, ${other?.id ?? -1})`,
    );
    try {
      const res = await patch(s.tokens.admin, period(restA));
      expect(res.statusCode, res.body).toBe(200);
      const want = await expectCostsCurrent(s.companyA, ini, fim, restA);
      expect(res.json()).toMatchObject({ qtdRegistros: want.count, qtdAlterados: 1 });
      expect(res.json().vlrTotal).toBeCloseTo(want.total, 2);
      if (other) {
        // The other restaurant's row was left alone.
        const [row] = await rows<{ custo: string }>(
          sql`select vlr_custo::text as custo from re_tb_desp_custos where id_apontamento = ${other.id}`,
        );
        expect(Number(row.custo)).toBeCloseTo(Number(other.custo) + 1, 2);
      }
    } finally {
      await patch(s.tokens.admin, period());
    }
  });

  it('is idempotent: a second run gives the same totals and changes nothing', async () => {
    const first = await patch(s.tokens.admin, period());
    expect(first.statusCode).toBe(200);
    const snapshot = await costRows(s.companyA, ini, fim);
    const second = await patch(s.tokens.admin, period());
    expect(second.statusCode).toBe(200);
    expect(second.json().qtdRegistros).toBe(first.json().qtdRegistros);
    expect(second.json().vlrTotal).toBe(first.json().vlrTotal);
    expect(second.json().qtdAlterados).toBe(0);
    expect(second.json().numSeq).toBeGreaterThan(first.json().numSeq);
    // Not one row was rewritten: every row keeps the run that last wrote it.
    expect(await costRows(s.companyA, ini, fim)).toEqual(snapshot);
  });

  it("keeps the dashboards' daily rollup equal to the cost rows", async () => {
    const res = await patch(s.tokens.admin, period());
    expect(res.statusCode).toBe(200);
    const custos = await expectRollupCostsAsCostRows();
    expect(custos).toBeCloseTo(res.json().vlrTotal, 2);
  });

  it("picks up a product's new cost per kg (restored afterwards)", async () => {
    // A surplus appointment (kind 2) of a product of company A, in the seeded past.
    const [ap] = await rows<{ id: number; dta: string; rest: number; prod: number; kg: string | null }>(sql`
      select d.id_apontamento as id, d.dta_apontamento::text as dta, d.id_restaurante as rest,
        d.id_produto as prod, p.vlr_custo_kg::text as kg
      from re_tb_desperdicios_det d
      join re_tb_produtos p on p.id_empresa = d.id_empresa and p.id_produto = d.id_produto
      where d.id_empresa = ${s.companyA} and d.tip_desperdicio = 2 and d.dta_apontamento <= ${fim}::date
      order by d.dta_apontamento desc, d.id_apontamento limit 1`);
    expect(ap).toBeDefined();
    const scope = { dtaApontamentoIni: ap.dta, dtaApontamentoFim: ap.dta, idRestaurante: Number(ap.rest) };
    const original = ap.kg === null ? null : Number(ap.kg);
    const changed = money((original ?? 0) + 3.21);
    await s.t.database.db.execute(
      sql`update re_tb_produtos set vlr_custo_kg = ${changed} where id_produto = ${ap.prod}`,
    );
    try {
      const res = await patch(s.tokens.admin, scope);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().qtdAlterados).toBeGreaterThanOrEqual(1);
      await expectCostsCurrent(s.companyA, ap.dta, ap.dta, Number(ap.rest));
      const [row] = await rows<{ kg: string; custo: string; qtd: string }>(sql`
        select c.vlr_custo_kg::text as kg, c.vlr_custo::text as custo, d.qtd_liquido::text as qtd
        from re_tb_desp_custos c join re_tb_desperdicios_det d on d.id_apontamento = c.id_apontamento
        where c.id_apontamento = ${ap.id}`);
      expect(Number(row.kg)).toBe(changed);
      expect(Number(row.custo)).toBe(cost(Number(row.qtd), changed));
    } finally {
      await s.t.database.db.execute(
        sql`update re_tb_produtos set vlr_custo_kg = ${original} where id_produto = ${ap.prod}`,
      );
      const back = await patch(s.tokens.admin, scope);
      expect(back.statusCode).toBe(200);
    }
    await expectCostsCurrent(s.companyA, ap.dta, ap.dta, Number(ap.rest));
  });

  it('answers 400 for a missing date, an invalid date or an end before the start', async () => {
    const missing = await patch(s.tokens.admin, { dtaApontamentoIni: ini });
    expectRefused(missing, MSG.fillFields);
    const none = await patch(s.tokens.admin, {});
    expectRefused(none, MSG.fillFields);
    const invalid = await patch(s.tokens.admin, { dtaApontamentoIni: '2025-02-30', dtaApontamentoFim: fim });
    expectRefused(invalid, MSG.invalidDate);
    const reversed = await patch(s.tokens.admin, { dtaApontamentoIni: fim, dtaApontamentoFim: ini });
    expectRefused(reversed, MSG.periodEndBeforeStart);
  });
});

describe('DELETE /api/v1/reTbDespCustos', () => {
  it('clears only the filtered rows (restored afterwards)', async () => {
    await patch(s.tokens.admin, period());
    const all = await costRows(s.companyA, ini, fim);
    const [d] = await rows<{ dta: string }>(sql`
      select dta_apontamento::text as dta from re_tb_desp_custos
      where id_empresa = ${s.companyA} and id_restaurante = ${restA} and dta_apontamento between ${ini}::date and ${fim}::date
      order by dta_apontamento limit 1`);
    const target = d.dta;
    const inFilter = await costRows(s.companyA, target, target, restA);
    expect(inFilter.size).toBeGreaterThan(0);
    const bBefore = await costTotals(s.companyB, ini, fim);
    try {
      const res = await del(s.tokens.admin, {
        dtaApontamentoIni: target,
        dtaApontamentoFim: target,
        idRestaurante: restA,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ deleted: inFilter.size });
      expect((await costRows(s.companyA, target, target, restA)).size).toBe(0);
      // Everything else of the period is still there, and company B untouched.
      const left = await costRows(s.companyA, ini, fim);
      expect(left.size).toBe(all.size - inFilter.size);
      for (const id of all.keys()) if (!inFilter.has(id)) expect(left.get(id)).toEqual(all.get(id));
      expect(await costTotals(s.companyB, ini, fim)).toEqual(bBefore);
      // The rollup follows the deletion.
      await expectRollupCostsAsCostRows();
    } finally {
      const back = await patch(s.tokens.admin, {
        dtaApontamentoIni: target,
        dtaApontamentoFim: target,
        idRestaurante: restA,
      });
      expect(back.statusCode).toBe(200);
    }
    expect((await costRows(s.companyA, target, target, restA)).size).toBe(inFilter.size);
  });

  it('answers 400 without both dates or with the end before the start', async () => {
    const missing = await del(s.tokens.admin, { dtaApontamentoFim: fim, idRestaurante: restA });
    expectRefused(missing, MSG.fillFields);
    const reversed = await del(s.tokens.admin, { dtaApontamentoIni: fim, dtaApontamentoFim: ini });
    expectRefused(reversed, MSG.periodEndBeforeStart);
  });
});

describe('POST /api/v1/reCustosUtilitario', () => {
  it('recalculates the period, logs the run, and searches the cost rows per day and restaurant', async () => {
    const res = await util(s.tokens.admin, 'recalculate', { dtaIni: ini, dtaFim: fim, numSeqNe: null });
    expect(res.statusCode, res.body).toBe(200);
    const run = res.json();
    const want = await expectCostsCurrent(s.companyA, ini, fim);
    expect(run.qtdRegistros).toBe(want.count);
    expect(run.vlrTotal).toBeCloseTo(want.total, 2);
    const [log] = await rows<{
      emp: number;
      ini: string;
      fim: string;
      rest: number | null;
      n: number;
      total: string;
      usuario: number;
    }>(sql`
      select id_empresa as emp, dta_ini::text as ini, dta_fim::text as fim, id_restaurante as rest,
        qtd_registros as n, vlr_total::text as total, id_usuario as usuario
      from re_custos_utilitario where num_seq = ${run.numSeq}`);
    expect({ ...log, emp: Number(log.emp), total: Number(log.total), usuario: Number(log.usuario) }).toEqual({
      emp: s.companyA,
      ini,
      fim,
      rest: null,
      n: want.count,
      total: run.vlrTotal,
      usuario: adminId,
    });

    const search = await util(s.tokens.admin, 'search', { dtaIni: ini, dtaFim: fim });
    expect(search.statusCode, search.body).toBe(200);
    const list = search.json() as CustoResumoDia[];
    const grouped = await rows<{ dta: string; rest: number; n: number; kg: string; custo: string }>(sql`
      select c.dta_apontamento::text as dta, c.id_restaurante as rest, count(*)::int as n,
        sum(d.qtd_liquido)::text as kg, sum(c.vlr_custo)::text as custo
      from re_tb_desp_custos c join re_tb_desperdicios_det d on d.id_apontamento = c.id_apontamento
      where c.id_empresa = ${s.companyA} and c.dta_apontamento between ${ini}::date and ${fim}::date
      group by 1, 2 order by 1, 2`);
    expect(list.map((r) => [r.dtaApontamento, r.idRestaurante, r.qtdRegistros])).toEqual(
      grouped.map((g) => [g.dta, Number(g.rest), Number(g.n)]),
    );
    list.forEach((r, i) => {
      expect(r.qtdKg).toBeCloseTo(Number(grouped[i].kg), 3);
      expect(r.vlrCusto).toBeCloseTo(Number(grouped[i].custo), 2);
      expect(r.desRestaurante).toBeTruthy();
    });
    expect(list.reduce((s, r) => s + r.qtdRegistros, 0)).toBe(want.count);
    expect(money(list.reduce((s, r) => s + r.vlrCusto, 0))).toBeCloseTo(want.total, 2);
  });

  it('numSeqNe leaves out the rows written by that run', async () => {
    const all = await costRows(s.companyA, ini, fim, restA);
    const [one] = [...all.values()];
    await s.t.database.db.execute(
      sql`update re_tb_desp_custos set vlr_custo = vlr_custo + 2 where id_apontamento = ${one.id}`,
    );
    const run = await util(s.tokens.admin, 'recalculate', { dtaIni: ini, dtaFim: fim, numSeqNe: 999_999 });
    expect(run.statusCode).toBe(200);
    const numSeq = run.json().numSeq;
    const [dayOf] = await rows<{ dta: string }>(
      sql`select dta_apontamento::text as dta from re_tb_desp_custos where id_apontamento = ${one.id}`,
    );
    const cell = (list: CustoResumoDia[]) =>
      list.find((r) => r.dtaApontamento === dayOf.dta && r.idRestaurante === restA)?.qtdRegistros ?? 0;
    const full = (await util(s.tokens.admin, 'search', { dtaIni: ini, dtaFim: fim })).json();
    const without = (
      await util(s.tokens.admin, 'search', { dtaIni: ini, dtaFim: fim, numSeqNe: numSeq })
    ).json();
    expect(cell(without)).toBe(cell(full) - 1);
    expect(without.reduce((s: number, r: CustoResumoDia) => s + r.qtdRegistros, 0)).toBe(
      full.reduce((s: number, r: CustoResumoDia) => s + r.qtdRegistros, 0) - 1,
    );
  });

  it("answers 400 'Preencha os campos' without both dates and for an end before the start", async () => {
    for (const action of ['search', 'recalculate'] as const) {
      const missing = await util(s.tokens.admin, action, { dtaIni: ini, dtaFim: null });
      expectRefused(missing, MSG.fillFields);
      const empty = await util(s.tokens.admin, action, {});
      expectRefused(empty, MSG.fillFields);
      const reversed = await util(s.tokens.admin, action, { dtaIni: fim, dtaFim: ini });
      expectRefused(reversed, MSG.periodEndBeforeStart);
    }
  });
});

describe('company isolation', () => {
  it("never reads or writes another company's cost rows", async () => {
    const bBefore = await costRows(s.companyB, ini, fim);
    expect(bBefore.size).toBeGreaterThan(0);
    // Make one of B's rows wrong: A's runs must not correct it (nor touch any other B row).
    const [bRow] = [...bBefore.values()];
    await s.t.database.db.execute(
      sql`update re_tb_desp_custos set vlr_custo = vlr_custo + 5 where id_apontamento = ${bRow.id}`,
    );
    try {
      const dirty = await costRows(s.companyB, ini, fim);
      expect((await patch(s.tokens.admin, period())).statusCode).toBe(200);
      expect((await util(s.tokens.admin, 'recalculate', { dtaIni: ini, dtaFim: fim })).statusCode).toBe(200);
      expect(await costRows(s.companyB, ini, fim)).toEqual(dirty);

      // A restaurant of company B is unknown to company A.
      const foreign = await patch(s.tokens.admin, period(restB));
      expectRefused(foreign, MSG.notFoundRef('Restaurante', restB));
      const foreignDel = await del(s.tokens.admin, period(restB));
      expect(foreignDel.statusCode).toBe(400);
      expect(await costRows(s.companyB, ini, fim)).toEqual(dirty);

      // A's search lists only A's restaurants, B's only B's.
      const restaurantsOf = async (idEmpresa: number) =>
        new Set(
          (
            await rows<{ id: number }>(
              sql`select id_restaurante as id from re_tb_restaurantes where id_empresa = ${idEmpresa}`,
            )
          ).map((r) => Number(r.id)),
        );
      const [ofA, ofB] = [await restaurantsOf(s.companyA), await restaurantsOf(s.companyB)];
      const listA = (
        await util(s.tokens.admin, 'search', { dtaIni: ini, dtaFim: fim })
      ).json() as CustoResumoDia[];
      const listB = (
        await util(s.tokens.adminB, 'search', { dtaIni: ini, dtaFim: fim })
      ).json() as CustoResumoDia[];
      expect(listA.length).toBeGreaterThan(0);
      expect(listB.length).toBeGreaterThan(0);
      expect(listA.every((r) => ofA.has(r.idRestaurante))).toBe(true);
      expect(listB.every((r) => ofB.has(r.idRestaurante))).toBe(true);
    } finally {
      // B's own recalculation puts its row right.
      expect((await patch(s.tokens.adminB, period())).statusCode).toBe(200);
    }
    await expectCostsCurrent(s.companyB, ini, fim);
  });
});

describe('access flags', () => {
  const routes = () =>
    [
      ['PATCH', `${DESP}/recalculate?${qs(period())}`],
      ['DELETE', `${DESP}?${qs(period())}`],
      ['POST', `${UTIL}/search`],
      ['POST', `${UTIL}/recalculate`],
    ] as const;

  it('answers 403 on every route to a user with none of the flags (gestor: indRelatorios; semacesso)', async () => {
    for (const token of [s.tokens.gestor, semAcesso]) {
      for (const [method, url] of routes()) {
        const res = await s.t.app.inject({
          method,
          url,
          headers: bearer(token),
          payload: method === 'POST' ? { dtaIni: ini, dtaFim: fim } : undefined,
        });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().exception).toBeTruthy();
      }
    }
  });

  it('lets indApontamentos recalculate (the admin dialog) but not delete nor use the utility screen', async () => {
    const day = { dtaApontamentoIni: fim, dtaApontamentoFim: fim, idRestaurante: restA };
    const ok = await patch(s.tokens.cozinha, day);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().qtdAlterados).toBe(0);
    for (const [method, url] of routes().slice(1)) {
      const res = await s.t.app.inject({
        method,
        url,
        headers: bearer(s.tokens.cozinha),
        payload: method === 'POST' ? { dtaIni: ini, dtaFim: fim } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
