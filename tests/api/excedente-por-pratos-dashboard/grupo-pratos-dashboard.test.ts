import { DASH_MAX_DAYS } from '@domain/constants';
import { addDays, toIsoLocal } from '@domain/dates';
import { MSG } from '@domain/messages';
import type { GrupoPratosResponse } from '@domain/schemas/dash-grupo-pratos';
import { reTbDesperdiciosDet } from '@server/db/schema/appointments';
import { reMvItensVenda } from '@server/db/schema/menu';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoSuite } from '../../kit/fixtures/demo-app';
import { STRADDLING } from '../../kit/fixtures/rollups';

/**
 * The Grupo de pratos dashboard (id 6; spec §7 POST /api/v1/ExcedentePorPratosDashboard): the
 * production surplus (type 2) per dish group, per item × product, per restaurant or satellite, checked
 * against an independent SQL computation straight over the appointments, their costs, the sale items and the
 * plate weights (never the rollup the server reads).
 */

const URL = '/api/v1/ExcedentePorPratosDashboard';
const s = demoSuite(['gestor', 'adminB']);
const { db, rows } = s;
let idGrupo: number;

const post = (token: string, payload: unknown) => s.post(URL, token, payload);

async function dash(token: string, payload: Record<string, unknown>): Promise<GrupoPratosResponse> {
  const res = await post(token, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

// The 30 days up to yesterday (the demo data covers about a year back).
const fim = addDays(toIsoLocal(new Date()), -1);
const ini = addDays(fim, -29);
const body = (over: Record<string, unknown> = {}) => ({
  idGrupo,
  dtaPeriodoIni: ini,
  dtaPeriodoFim: fim,
  ...over,
});

beforeAll(async () => {
  // The company-A group with the most production surplus in the period (and satellites).
  const [g] = await rows<{ id_grupo: number }>(sql`
    select r.id_grupo from re_tb_desperdicios_det d
    join re_tb_restaurantes r on r.id_restaurante = d.id_restaurante
    where d.id_empresa = ${s.companyA} and d.tip_desperdicio = 2 and r.id_grupo is not null
      and d.dta_apontamento between ${ini}::date and ${fim}::date
    group by r.id_grupo order by count(*) filter (where d.id_satelite is not null) desc, count(*) desc limit 1`);
  idGrupo = Number(g.id_grupo);
});

interface ExpectedRow {
  key: number | null;
  label: string | null;
  qtd_prato: number | null;
  kg: number;
  custo: number;
  n: number;
}

/**
 * Independent: the type-2 appointments of the group's restaurants in [a, b] with their cost rows, grouped by
 * `key` (an SQL expression over d = appointment, i = sale item, g = dish group, gp = plate weight).
 */
function expected(key: SQL, label: SQL, extra: SQL = sql``, a = ini, b = fim): Promise<ExpectedRow[]> {
  return rows<ExpectedRow>(sql`
    select ${key} as key, ${label} as label, max(gp.qtd_prato)::float8 as qtd_prato,
      sum(d.qtd_liquido)::float8 as kg, coalesce(sum(c.vlr_custo), 0)::float8 as custo, count(*)::int as n
    from re_tb_desperdicios_det d
    join re_tb_restaurantes r on r.id_restaurante = d.id_restaurante and r.id_grupo = ${idGrupo}
    left join re_tb_desp_custos c on c.id_apontamento = d.id_apontamento
    left join re_mv_itens_venda i on i.id_item_venda = d.id_item_venda
    left join re_tb_grupo_prato g on g.id_grupo_prato = i.id_grupo_prato
    left join re_gramatura_pratos gp on gp.id_grupo = g.id_grupo_prato
    where d.id_empresa = ${s.companyA} and d.tip_desperdicio = 2
      and d.dta_apontamento between ${a}::date and ${b}::date ${extra}
    group by 1, 2`);
}

async function mealsOfGroup(): Promise<number> {
  const [m] = await rows<{ n: number }>(sql`
    select coalesce(sum(f.qtd_refeicoes), 0)::float8 as n from re_tb_refeicoes f
    join re_tb_restaurantes r on r.id_restaurante = f.id_restaurante and r.id_grupo = ${idGrupo}
    where f.id_empresa = ${s.companyA} and f.dta_refeicao between ${ini}::date and ${fim}::date`);
  return Number(m.n);
}

const byKey = <T extends { key: number | null }>(list: T[]) => new Map(list.map((r) => [r.key, r]));

describe('POST /api/v1/ExcedentePorPratosDashboard', () => {
  it('answers the surplus per dish group, with plate weights and portions, equal to the appointments', async () => {
    const res = await dash(s.tokens.gestor, body());
    const exp = await expected(sql`g.id_grupo_prato`, sql`g.des_grupo_prato`);
    expect(exp.length).toBeGreaterThan(0);
    expect(res.porSatelite).toBe(false);
    expect(res.grupos).toHaveLength(exp.length);
    const totalKg = exp.reduce((a, r) => a + r.kg, 0);
    const map = byKey(exp);
    for (const g of res.grupos) {
      const e = map.get(g.idGrupoPrato);
      expect(e, `group ${g.idGrupoPrato}`).toBeDefined();
      if (!e) continue;
      expect(g.label).toBe(e.label ?? MSG.dashSemGrupoPrato);
      expect(g.qtdKg).toBeCloseTo(e.kg, 3);
      expect(g.vlrCusto).toBeCloseTo(e.custo, 2);
      expect(g.qtdApontamentos).toBe(e.n);
      expect(g.pctKg).toBeCloseTo((e.kg / totalKg) * 100, 1);
      expect(g.qtdPratoKg).toBe(e.qtd_prato == null ? null : Number(e.qtd_prato));
      if (e.qtd_prato) expect(g.porcoes).toBeCloseTo(e.kg / e.qtd_prato, 0);
      else expect(g.porcoes).toBeNull();
    }
    // The demo's dish groups have plate weights: portions are shown.
    expect(res.grupos.some((g) => g.porcoes != null && g.porcoes > 0)).toBe(true);
    // Largest first.
    const kgs = res.grupos.map((g) => g.qtdKg);
    expect(kgs).toEqual([...kgs].sort((a, b) => b - a));

    // Totals, and the clean surplus per person over the group's meals.
    const meals = await mealsOfGroup();
    expect(res.totais.qtdKg).toBeCloseTo(totalKg, 3);
    expect(res.totais.vlrCusto).toBeCloseTo(
      exp.reduce((a, r) => a + r.custo, 0),
      2,
    );
    expect(res.totais.qtdApontamentos).toBe(exp.reduce((a, r) => a + r.n, 0));
    expect(res.totais.refeicoes).toBe(meals);
    expect(res.totais.sobraLimpaPorPessoaG).toBeCloseTo((totalKg * 1000) / meals, 1);
    const portions = exp.reduce((a, r) => a + (r.qtd_prato ? r.kg / r.qtd_prato : 0), 0);
    expect(res.totais.porcoes).toBeCloseTo(portions, 0);

    // The shared indicators block over the group's restaurants (all types).
    const [all] = await rows<{ kg: number }>(sql`
      select coalesce(sum(d.qtd_liquido), 0)::float8 as kg from re_tb_desperdicios_det d
      join re_tb_restaurantes r on r.id_restaurante = d.id_restaurante and r.id_grupo = ${idGrupo}
      where d.id_empresa = ${s.companyA} and d.dta_apontamento between ${ini}::date and ${fim}::date`);
    expect(res.indicadores.qtdKg).toBeCloseTo(Number(all.kg), 3);
    expect(res.indicadores.refeicoes).toBe(meals);
  });

  it('breaks the groups down per sale item × product, and per restaurant with its meals', async () => {
    const res = await dash(s.tokens.gestor, body());
    const exp = await rows<ExpectedRow & { id_produto: number | null; des_produto: string | null }>(sql`
      select d.id_item_venda as key, i.des_item_venda as label, d.id_produto, p.des_produto,
        sum(d.qtd_liquido)::float8 as kg, coalesce(sum(c.vlr_custo), 0)::float8 as custo, count(*)::int as n
      from re_tb_desperdicios_det d
      join re_tb_restaurantes r on r.id_restaurante = d.id_restaurante and r.id_grupo = ${idGrupo}
      left join re_tb_desp_custos c on c.id_apontamento = d.id_apontamento
      left join re_mv_itens_venda i on i.id_item_venda = d.id_item_venda
      left join re_tb_produtos p on p.id_produto = d.id_produto
      where d.id_empresa = ${s.companyA} and d.tip_desperdicio = 2
        and d.dta_apontamento between ${ini}::date and ${fim}::date
      group by 1, 2, 3, 4`);
    expect(res.itens).toHaveLength(exp.length);
    for (const e of exp) {
      const it = res.itens.find((x) => x.idItemVenda === e.key && x.idProduto === e.id_produto);
      expect(it, `item ${e.key}/${e.id_produto}`).toBeDefined();
      expect(it?.desItemVenda).toBe(e.label);
      expect(it?.desProduto).toBe(e.des_produto);
      expect(it?.qtdKg).toBeCloseTo(e.kg, 3);
      expect(it?.vlrCusto).toBeCloseTo(e.custo, 2);
      expect(it?.qtdApontamentos).toBe(e.n);
    }
    // Each item's group is one of the bars, and the items follow the bars' order.
    const order = res.grupos.map((g) => g.idGrupoPrato);
    const ranks = res.itens.map((i) => order.indexOf(i.idGrupoPrato));
    expect(ranks.every((r) => r >= 0)).toBe(true);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    // Per restaurant: 'id - name', kg and g per meal of its own meals.
    const units = await rows<{ id: number; label: string; kg: number; refeicoes: number }>(sql`
      select r.id_restaurante as id, r.id_restaurante || ' - ' || r.des_restaurante as label,
        sum(d.qtd_liquido)::float8 as kg,
        (select coalesce(sum(f.qtd_refeicoes), 0) from re_tb_refeicoes f where f.id_restaurante = r.id_restaurante
          and f.dta_refeicao between ${ini}::date and ${fim}::date)::float8 as refeicoes
      from re_tb_desperdicios_det d
      join re_tb_restaurantes r on r.id_restaurante = d.id_restaurante and r.id_grupo = ${idGrupo}
      where d.id_empresa = ${s.companyA} and d.tip_desperdicio = 2
        and d.dta_apontamento between ${ini}::date and ${fim}::date
      group by r.id_restaurante, r.des_restaurante`);
    expect(res.unidades).toHaveLength(units.length);
    for (const u of units) {
      const got = res.unidades.find((x) => x.id === u.id);
      expect(got?.label).toBe(u.label);
      expect(got?.qtdKg).toBeCloseTo(u.kg, 3);
      expect(got?.refeicoes).toBe(Number(u.refeicoes));
      expect(got?.sobraLimpaPorPessoaG).toBeCloseTo((u.kg * 1000) / Number(u.refeicoes), 1);
    }
  });

  it('searches by satellite: only the surplus sent back by satellites, per satellite, or one satellite', async () => {
    const res = await dash(s.tokens.gestor, body({ shouldSearchBySatelite: true }));
    expect(res.porSatelite).toBe(true);
    const exp = await expected(sql`d.id_satelite`, sql`null::text`, sql`and d.id_satelite is not null`);
    expect(exp.length).toBeGreaterThan(0);
    expect(res.unidades).toHaveLength(exp.length);
    const sats = await rows<{ id: number; label: string; people: number }>(sql`
      select s.id_satelite as id, s.cod_satelite || ' - ' || s.des_satelite as label,
        (select coalesce(sum(n.qtd_nr_cli + n.qtd_nr_colab), 0) from re_tb_nr_satelite n
          where n.id_satelite = s.id_satelite and n.dta_nr between ${ini}::date and ${fim}::date)::float8 as people
      from re_tb_unidades_satelite s where s.id_satelite = any(${`{${exp.map((e) => e.key).join(',')}}`}::int[])`);
    for (const e of exp) {
      const got = res.unidades.find((u) => u.id === e.key);
      const sat = sats.find((s) => s.id === e.key);
      expect(got?.label).toBe(sat?.label);
      expect(got?.qtdKg).toBeCloseTo(e.kg, 3);
      expect(got?.vlrCusto).toBeCloseTo(e.custo, 2);
      expect(got?.refeicoes).toBe(Number(sat?.people));
    }
    const satKg = exp.reduce((a, r) => a + r.kg, 0);
    expect(res.totais.qtdKg).toBeCloseTo(satKg, 3);
    const groupKg = (await expected(sql`1`, sql`null::text`)).reduce((a, r) => a + r.kg, 0);
    expect(satKg).toBeLessThan(groupKg);

    // One satellite.
    const one = exp[0];
    const single = await dash(s.tokens.gestor, body({ shouldSearchBySatelite: true, idSatelite: one.key }));
    expect(single.unidades.map((u) => u.id)).toEqual([one.key]);
    expect(single.totais.qtdKg).toBeCloseTo(one.kg, 3);
    const perGroup = await expected(
      sql`g.id_grupo_prato`,
      sql`g.des_grupo_prato`,
      sql`and d.id_satelite = ${one.key}`,
    );
    expect(single.grupos.map((g) => g.idGrupoPrato).sort()).toEqual(perGroup.map((g) => g.key).sort());
  });

  it('filters by sale item and by product', async () => {
    const [top] = await rows<{ id_item_venda: number; id_produto: number }>(sql`
      select d.id_item_venda, d.id_produto from re_tb_desperdicios_det d
      join re_tb_restaurantes r on r.id_restaurante = d.id_restaurante and r.id_grupo = ${idGrupo}
      where d.id_empresa = ${s.companyA} and d.tip_desperdicio = 2 and d.id_item_venda is not null
        and d.dta_apontamento between ${ini}::date and ${fim}::date
      group by 1, 2 order by count(*) desc limit 1`);
    const item = Number(top.id_item_venda);
    const res = await dash(s.tokens.gestor, body({ idItemVenda: item }));
    const exp = await expected(
      sql`g.id_grupo_prato`,
      sql`g.des_grupo_prato`,
      sql`and d.id_item_venda = ${item}`,
    );
    expect(exp).toHaveLength(1);
    expect(res.grupos).toHaveLength(1);
    expect(res.grupos[0].idGrupoPrato).toBe(exp[0].key);
    expect(res.grupos[0].qtdKg).toBeCloseTo(exp[0].kg, 3);
    expect(res.grupos[0].pctKg).toBe(100);
    expect(res.itens.length).toBeGreaterThan(0);
    expect(res.itens.every((i) => i.idItemVenda === item)).toBe(true);

    const both = await dash(s.tokens.gestor, body({ idItemVenda: item, idProduto: Number(top.id_produto) }));
    const exp2 = await expected(
      sql`d.id_produto`,
      sql`null::text`,
      sql`and d.id_item_venda = ${item} and d.id_produto = ${Number(top.id_produto)}`,
    );
    expect(both.itens).toHaveLength(1);
    expect(both.itens[0].idProduto).toBe(Number(top.id_produto));
    expect(both.totais.qtdKg).toBeCloseTo(exp2[0].kg, 3);
    expect(both.totais.qtdKg).toBeLessThanOrEqual(res.totais.qtdKg);
  });

  it("puts items without a dish group under 'Sem grupo' and follows edits and deletes", async () => {
    // A day long before the demo data, in one of the group's restaurants, with an item without dish group.
    const day = '2001-03-05';
    const [rest] = await rows<{ id_restaurante: number }>(sql`
      select id_restaurante from re_tb_restaurantes where id_grupo = ${idGrupo} order by id_restaurante limit 1`);
    const [item] = await db()
      .insert(reMvItensVenda)
      .values({ idEmpresa: s.companyA, desItemVenda: `Item sem grupo ${Date.now()}`, idGrupoPrato: null })
      .returning();
    const inserted = await db()
      .insert(reTbDesperdiciosDet)
      .values(
        [1.25, 2.5].map((qtd) => ({
          idEmpresa: s.companyA,
          idRestaurante: Number(rest.id_restaurante),
          tipDesperdicio: 2,
          dtaApontamento: day,
          qtdDesperdicio: qtd,
          idItemVenda: item.idItemVenda,
        })),
      )
      .returning({ id: reTbDesperdiciosDet.idApontamento });
    try {
      const one = body({ dtaPeriodoIni: day, dtaPeriodoFim: day });
      const res = await dash(s.tokens.gestor, one);
      expect(res.grupos).toEqual([
        {
          idGrupoPrato: null,
          label: 'Sem grupo',
          qtdKg: 3.75,
          vlrCusto: 0,
          qtdApontamentos: 2,
          pctKg: 100,
          qtdPratoKg: null,
          porcoes: null,
        },
      ]);
      expect(res.itens).toMatchObject([
        { desGrupoPrato: 'Sem grupo', idItemVenda: item.idItemVenda, qtdKg: 3.75 },
      ]);
      expect(res.totais.porcoes).toBeNull();

      await db()
        .update(reTbDesperdiciosDet)
        .set({ qtdDesperdicio: 1 })
        .where(inArray(reTbDesperdiciosDet.idApontamento, [inserted[0].id]));
      await db()
        .delete(reTbDesperdiciosDet)
        .where(inArray(reTbDesperdiciosDet.idApontamento, [inserted[1].id]));
      const after = await dash(s.tokens.gestor, one);
      expect(after.grupos.map((g) => [g.label, g.qtdKg, g.qtdApontamentos])).toEqual([['Sem grupo', 1, 1]]);
    } finally {
      await db()
        .delete(reTbDesperdiciosDet)
        .where(
          inArray(
            reTbDesperdiciosDet.idApontamento,
            inserted.map((r) => r.id),
          ),
        );
      await db()
        .delete(reMvItensVenda)
        .where(inArray(reMvItensVenda.idItemVenda, [item.idItemVenda]));
    }
    const gone = await dash(s.tokens.gestor, body({ dtaPeriodoIni: day, dtaPeriodoFim: day }));
    expect(gone.grupos).toEqual([]);
    expect(gone.totais.qtdKg).toBe(0);
  });

  it("shows nothing of another company's group", async () => {
    const res = await dash(s.tokens.adminB, body());
    expect(res.grupos).toEqual([]);
    expect(res.itens).toEqual([]);
    expect(res.unidades).toEqual([]);
    expect(res.indicadores.qtdKg).toBe(0);
  });

  it('answers the validation messages verbatim (400 {exception})', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [body({ idGrupo: null }), MSG.required],
      [body({ dtaPeriodoIni: '2024-02-30' }), MSG.invalidDate],
      [body({ dtaPeriodoFim: null }), MSG.invalidDate],
      [body({ dtaPeriodoIni: fim, dtaPeriodoFim: ini }), MSG.dashEndBeforeStart],
      [body({ dtaPeriodoIni: addDays(fim, -DASH_MAX_DAYS) }), MSG.dashPeriodTooLong(DASH_MAX_DAYS)],
    ];
    for (const [payload, message] of cases) {
      const res = await post(s.tokens.gestor, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().exception).toBe(message);
    }
    const anon = await s.t.app.inject({ method: 'POST', url: URL, payload: body() });
    expect(anon.statusCode).toBe(401);
  });
});

describe('ExcedentePorPratosDashboard over periods straddling months', () => {
  // Whole months are read from the monthly item rollup, the partial months at the edges from the fine daily
  // one: every split of a period must give the appointments' own sums.
  const today = toIsoLocal(new Date());
  const yearToToday: [string, string, string] = ['a year up to today', addDays(today, -364), today];

  it.each([
    ...STRADDLING,
    yearToToday,
  ])('%s: per item × product, per restaurant and per satellite as the appointments', async (_, a, b) => {
    const period = { dtaPeriodoIni: a, dtaPeriodoFim: b };
    const res = await dash(s.tokens.gestor, body(period));
    const items = await rows<ExpectedRow & { id_produto: number | null }>(sql`
      select d.id_item_venda as key, null::text as label, null::float8 as qtd_prato, d.id_produto,
        sum(d.qtd_liquido)::float8 as kg, coalesce(sum(c.vlr_custo), 0)::float8 as custo, count(*)::int as n
      from re_tb_desperdicios_det d
      join re_tb_restaurantes r on r.id_restaurante = d.id_restaurante and r.id_grupo = ${idGrupo}
      left join re_tb_desp_custos c on c.id_apontamento = d.id_apontamento
      where d.id_empresa = ${s.companyA} and d.tip_desperdicio = 2
        and d.dta_apontamento between ${a}::date and ${b}::date
      group by 1, 4`);
    expect(items.length).toBeGreaterThan(0);
    expect(res.itens).toHaveLength(items.length);
    for (const e of items) {
      const it = res.itens.find((x) => x.idItemVenda === e.key && x.idProduto === e.id_produto);
      expect(it, `item ${e.key}/${e.id_produto}`).toBeDefined();
      expect(it?.qtdKg).toBeCloseTo(e.kg, 3);
      expect(it?.vlrCusto).toBeCloseTo(e.custo, 2);
      expect(it?.qtdApontamentos).toBe(e.n);
    }
    const groups = await expected(sql`g.id_grupo_prato`, sql`g.des_grupo_prato`, sql``, a, b);
    expect(res.grupos).toHaveLength(groups.length);
    for (const e of groups) {
      const g = res.grupos.find((x) => x.idGrupoPrato === e.key);
      expect(g?.qtdKg, `group ${e.key}`).toBeCloseTo(e.kg, 3);
      expect(g?.qtdApontamentos, `group ${e.key}`).toBe(e.n);
    }
    const units = await expected(sql`d.id_restaurante`, sql`null::text`, sql``, a, b);
    expect(res.unidades).toHaveLength(units.length);
    for (const e of units) {
      const u = res.unidades.find((x) => x.id === e.key);
      expect(u?.qtdKg, `unit ${e.key}`).toBeCloseTo(e.kg, 3);
      expect(u?.vlrCusto, `unit ${e.key}`).toBeCloseTo(e.custo, 2);
      expect(u?.qtdApontamentos, `unit ${e.key}`).toBe(e.n);
    }
    expect(res.totais.qtdKg).toBeCloseTo(
      items.reduce((s, e) => s + e.kg, 0),
      3,
    );

    // Per satellite, and one sale item: the filters apply to both levels.
    const bySat = await dash(s.tokens.gestor, body({ ...period, shouldSearchBySatelite: true }));
    const sats = await expected(
      sql`d.id_satelite`,
      sql`null::text`,
      sql`and d.id_satelite is not null`,
      a,
      b,
    );
    expect(sats.length).toBeGreaterThan(0);
    expect(bySat.unidades).toHaveLength(sats.length);
    for (const e of sats) {
      const u = bySat.unidades.find((x) => x.id === e.key);
      expect(u?.qtdKg, `satellite ${e.key}`).toBeCloseTo(e.kg, 3);
      expect(u?.qtdApontamentos, `satellite ${e.key}`).toBe(e.n);
    }
    const top = items.filter((e) => e.key !== null).sort((x, y) => y.kg - x.kg)[0];
    const one = await dash(s.tokens.gestor, body({ ...period, idItemVenda: top.key }));
    const topKg = items.filter((e) => e.key === top.key).reduce((s, e) => s + e.kg, 0);
    expect(one.totais.qtdKg).toBeCloseTo(topKg, 3);
    expect(one.itens.every((i) => i.idItemVenda === top.key)).toBe(true);
  });
});
