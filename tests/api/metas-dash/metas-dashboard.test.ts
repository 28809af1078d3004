import { DASH_MAX_DAYS } from '@domain/constants';
import { addDays } from '@domain/dates';
import { MSG } from '@domain/messages';
import type { MetasDayResponse, MetasResponse } from '@domain/schemas/dash-metas';
import { rowsOf } from '@server/db/client';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, demoCompanies, signIn } from '../../kit/sign-in';
import { createTestApp, type TestApp } from '../../kit/test-app';

/**
 * Metas dashboard (id 3; spec §4, §5, §7 Dashboards): actual waste against the restaurant-level goals
 * per restaurant and per day, and the day drill-down. Every number is checked against an INDEPENDENT SQL
 * computation over re_tb_desperdicios_det (actual) and re_tb_desp_metas (goal: vlrMeta × the days of the
 * period each goal covers, computed with date arithmetic rather than a day series).
 */

let t: TestApp;
let token: string;
let idEmpresa: number;
let idGrupo: number;
let restaurantes: number[];
let ini: string;
let fim: string;

function rows<T>(query: SQL): Promise<T[]> {
  return rowsOf<T>(t.database.db, query);
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

async function post<T>(url: string, payload: Record<string, unknown>, status = 200): Promise<T> {
  const res = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

/** Actual kg per restaurant of the raw appointments (optionally one day, narrowed by `extra`). */
async function actualByRestaurant(tip: number, from: string, to: string, extra: SQL = sql``) {
  const list = await rows<{ id: number; kg: string | number }>(
    sql`select id_restaurante as id, sum(qtd_liquido) as kg from re_tb_desperdicios_det
      where id_empresa = ${idEmpresa} and id_restaurante in (${idList(restaurantes)})
        and tip_desperdicio = ${tip} and dta_apontamento between ${from}::date and ${to}::date${extra}
      group by id_restaurante`,
  );
  return new Map(list.map((r) => [Number(r.id), Number(r.kg)]));
}

/** Goal kg per restaurant: Σ vlrMeta × (days of [from, to] the goal covers), restaurant-level goals only. */
async function goalByRestaurant(tip: number, from: string, to: string) {
  const list = await rows<{ id: number; meta: string | number }>(
    sql`select id_restaurante as id,
        sum(vlr_meta * (least(coalesce(dta_final, ${to}::date), ${to}::date)
                        - greatest(dta_inicial, ${from}::date) + 1)) as meta
      from re_tb_desp_metas
      where id_empresa = ${idEmpresa} and id_restaurante in (${idList(restaurantes)})
        and id_satelite is null and tip_desperdicio = ${tip}
        and dta_inicial <= ${to}::date and (dta_final is null or dta_final >= ${from}::date)
      group by id_restaurante`,
  );
  return new Map(list.map((r) => [Number(r.id), Number(r.meta)]));
}

const sum = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);

beforeAll(async () => {
  t = await createTestApp();
  [idEmpresa] = await demoCompanies(t.app);
  token = await signIn(t.app, 'gestor@demo.com.br', { idEmpresa: idEmpresa });
  // The company's group with the most restaurants that have tray goals.
  const [g] = await rows<{ id_grupo: number }>(
    sql`select r.id_grupo from re_tb_restaurantes r
      join re_tb_desp_metas m on m.id_empresa = r.id_empresa and m.id_restaurante = r.id_restaurante
      where r.id_empresa = ${idEmpresa} and r.id_grupo is not null and m.tip_desperdicio = 1
      group by r.id_grupo order by count(distinct r.id_restaurante) desc, r.id_grupo limit 1`,
  );
  idGrupo = Number(g.id_grupo);
  restaurantes = (
    await rows<{ id: number }>(
      sql`select id_restaurante as id from re_tb_restaurantes where id_empresa = ${idEmpresa} and id_grupo = ${idGrupo}`,
    )
  ).map((r) => Number(r.id));
  // 30 days that cross the demo's goal change (−60 days), ending 45 days before the last appointment.
  const [last] = await rows<{ d: string }>(
    sql`select to_char(max(dta_apontamento), 'YYYY-MM-DD') as d from re_tb_desperdicios_det
      where id_empresa = ${idEmpresa} and id_restaurante in (${idList(restaurantes)})`,
  );
  fim = addDays(last.d, -45);
  ini = addDays(fim, -29);
});

afterAll(async () => {
  await t?.close();
});

const body = (over: Record<string, unknown> = {}) => ({
  idGrupo,
  dtaPeriodoIni: ini,
  dtaPeriodoFim: fim,
  ...over,
});

describe('POST /api/v1/metasDash/', () => {
  it('per restaurant: actual and goal kg equal the SQL over the appointments and the goals (default Bandeja)', async () => {
    const res = await post<MetasResponse>('/api/v1/metasDash/', body());
    expect(res.tipDesperdicio).toBe(1);
    const actual = await actualByRestaurant(1, ini, fim);
    const goal = await goalByRestaurant(1, ini, fim);
    expect(goal.size).toBeGreaterThan(0);
    expect(sum(actual)).toBeGreaterThan(0);
    const expectedIds = restaurantes.filter((id) => (actual.get(id) ?? 0) > 0 || goal.has(id)).sort();
    expect(res.restaurantes.map((r) => r.idRestaurante).sort()).toEqual(expectedIds);
    for (const r of res.restaurantes) {
      const kg = actual.get(r.idRestaurante) ?? 0;
      const meta = goal.get(r.idRestaurante) ?? null;
      expect(r.qtdKg).toBeCloseTo(kg, 3);
      if (meta === null) {
        expect(r.metaKg).toBeNull();
        expect(r.acimaMeta).toBe(false);
        continue;
      }
      expect(r.metaKg).toBeCloseTo(meta, 3);
      expect(r.diferencaKg).toBeCloseTo(kg - meta, 2);
      expect(r.acimaMeta).toBe(kg > meta);
      if (meta > 0) expect(r.pcDaMeta).toBeCloseTo((kg / meta) * 100, 1);
      expect(r.diasComMeta).toBe(30);
    }
    expect(res.total.qtdKg).toBeCloseTo(sum(actual), 2);
    expect(res.total.metaKg).toBeCloseTo(sum(goal), 2);
    expect(res.total.restaurantesAcima).toBe(res.restaurantes.filter((r) => r.acimaMeta).length);
    expect(res.indicadores.qtdKg).toBeCloseTo(sum(actual), 2);
  });

  it('per day: the whole period, actual and goal summed over the restaurants', async () => {
    const res = await post<MetasResponse>('/api/v1/metasDash/', body());
    expect(res.dias).toHaveLength(30);
    expect(res.dias[0].dtaApontamento).toBe(ini);
    expect(res.dias.at(-1)?.dtaApontamento).toBe(fim);
    const perDay = await rows<{ d: string; kg: string | number }>(
      sql`select to_char(dta_apontamento, 'YYYY-MM-DD') as d, sum(qtd_liquido) as kg
        from re_tb_desperdicios_det
        where id_empresa = ${idEmpresa} and id_restaurante in (${idList(restaurantes)})
          and tip_desperdicio = 1 and dta_apontamento between ${ini}::date and ${fim}::date
        group by dta_apontamento`,
    );
    const kgOf = new Map(perDay.map((r) => [r.d, Number(r.kg)]));
    for (const d of res.dias) {
      expect(d.qtdKg).toBeCloseTo(kgOf.get(d.dtaApontamento) ?? 0, 3);
      const goal = sum(await goalByRestaurant(1, d.dtaApontamento, d.dtaApontamento));
      expect(d.metaKg).toBeCloseTo(goal, 3);
      expect(d.acimaMeta).toBe((kgOf.get(d.dtaApontamento) ?? 0) > goal);
    }
    expect(res.total.diasAcima).toBe(res.dias.filter((d) => d.acimaMeta).length);
  });

  it('filters by type, restaurant, grouping, sale item and product', async () => {
    // An appointment with item, product and grouping in the period.
    const [pick] = await rows<{ tip: number; rest: number; item: number; prod: number; agr: number }>(
      sql`select tip_desperdicio as tip, id_restaurante as rest, id_item_venda as item, id_produto as prod,
          id_agrupamento as agr
        from re_tb_desperdicios_det
        where id_empresa = ${idEmpresa} and id_restaurante in (${idList(restaurantes)})
          and dta_apontamento between ${ini}::date and ${fim}::date
          and id_item_venda is not null and id_produto is not null and id_agrupamento is not null
        group by 1, 2, 3, 4, 5 order by sum(qtd_liquido) desc limit 1`,
    );
    expect(pick).toBeDefined();
    const tip = Number(pick.tip);
    const rest = Number(pick.rest);

    const byType = await post<MetasResponse>('/api/v1/metasDash/', body({ tipDesperdicio: tip }));
    expect(byType.tipDesperdicio).toBe(tip);
    expect(byType.total.qtdKg).toBeCloseTo(sum(await actualByRestaurant(tip, ini, fim)), 2);

    const one = await post<MetasResponse>(
      '/api/v1/metasDash/',
      body({ tipDesperdicio: tip, idRestaurante: rest }),
    );
    expect(one.restaurantes.map((r) => r.idRestaurante)).toEqual([rest]);
    expect(one.restaurantes[0].qtdKg).toBeCloseTo(
      (await actualByRestaurant(tip, ini, fim)).get(rest) ?? 0,
      3,
    );

    const cases: [string, number, SQL][] = [
      ['codAgrupamento', Number(pick.agr), sql` and id_agrupamento = ${Number(pick.agr)}`],
      ['idItemVenda', Number(pick.item), sql` and id_item_venda = ${Number(pick.item)}`],
      ['idProduto', Number(pick.prod), sql` and id_produto = ${Number(pick.prod)}`],
    ];
    for (const [field, value, where] of cases) {
      const res = await post<MetasResponse>(
        '/api/v1/metasDash/',
        body({ tipDesperdicio: tip, [field]: value }),
      );
      const actual = await actualByRestaurant(tip, ini, fim, where);
      expect(sum(actual), field).toBeGreaterThan(0);
      expect(res.total.qtdKg, field).toBeCloseTo(sum(actual), 2);
      expect(res.total.qtdKg, field).toBeLessThan(byType.total.qtdKg);
      for (const r of res.restaurantes)
        expect(r.qtdKg, field).toBeCloseTo(actual.get(r.idRestaurante) ?? 0, 3);
      // The goal is the restaurant's: the filters narrow the actual only.
      expect(res.total.metaKg, field).toBe(byType.total.metaKg);
    }
  });

  it("overlapping goals: each day sums the goals covering it; days with a goal and the last one's % per restaurant", async () => {
    const rest = restaurantes[0];
    // Beside the demo's goals: one inside the period with a higher %, one open-ended from its third week
    // without a %, one ending inside it that started before it.
    const added = await rows<{ id: number }>(
      sql`insert into re_tb_desp_metas (id_empresa, id_restaurante, id_satelite, tip_desperdicio, dta_inicial,
          dta_final, vlr_meta, vlr_meta_pc)
        values (${idEmpresa}, ${rest}, null, 1, ${addDays(ini, 5)}::date, ${addDays(ini, 12)}::date, 1.234, 97.5),
          (${idEmpresa}, ${rest}, null, 1, ${addDays(ini, 20)}::date, null, 0.333, null),
          (${idEmpresa}, ${rest}, null, 1, ${addDays(ini, -40)}::date, ${addDays(ini, 2)}::date, 2.001, 1.25)
        returning id_desp_meta as id`,
    );
    try {
      const res = await post<MetasResponse>('/api/v1/metasDash/', body());
      const goal = await goalByRestaurant(1, ini, fim);
      const [exp] = await rows<{ dias: number; pc: number | null }>(
        sql`with m as (select * from re_tb_desp_metas
              where id_empresa = ${idEmpresa} and id_restaurante = ${rest} and id_satelite is null
                and tip_desperdicio = 1 and dta_inicial <= ${fim}::date
                and (dta_final is null or dta_final >= ${ini}::date)),
            covered as (select distinct g.d::date as d from m,
              generate_series(greatest(m.dta_inicial, ${ini}::date), least(coalesce(m.dta_final, ${fim}::date), ${fim}::date),
                interval '1 day') g(d))
          select (select count(*)::int from covered) as dias,
            (select max(vlr_meta_pc)::float8 from m where m.dta_inicial <= (select max(d) from covered)
              and (m.dta_final is null or m.dta_final >= (select max(d) from covered))) as pc`,
      );
      const r = res.restaurantes.find((x) => x.idRestaurante === rest);
      expect(r).toBeDefined();
      expect(r?.metaKg).toBeCloseTo(goal.get(rest) ?? 0, 3);
      expect(r?.diasComMeta).toBe(exp.dias);
      expect(r?.vlrMetaPc).toBe(exp.pc === null ? null : Number(exp.pc));
      expect(res.total.metaKg).toBeCloseTo(sum(goal), 2);
      for (const d of res.dias) {
        const day = sum(await goalByRestaurant(1, d.dtaApontamento, d.dtaApontamento));
        expect(d.metaKg, d.dtaApontamento).toBeCloseTo(day, 3);
      }
      // A period the added goals alone cover on its last day: that day's highest %.
      const short = await post<MetasResponse>(
        '/api/v1/metasDash/',
        body({ dtaPeriodoIni: addDays(ini, 6), dtaPeriodoFim: addDays(ini, 8), idRestaurante: rest }),
      );
      const [pcs] = await rows<{ pc: number | null }>(
        sql`select max(vlr_meta_pc)::float8 as pc from re_tb_desp_metas
          where id_empresa = ${idEmpresa} and id_restaurante = ${rest} and id_satelite is null
            and tip_desperdicio = 1 and dta_inicial <= ${addDays(ini, 8)}::date
            and (dta_final is null or dta_final >= ${addDays(ini, 8)}::date)`,
      );
      expect(short.restaurantes[0].vlrMetaPc).toBe(pcs.pc === null ? null : Number(pcs.pc));
      expect(short.restaurantes[0].diasComMeta).toBe(3);
    } finally {
      await rows(
        sql`delete from re_tb_desp_metas where id_desp_meta in (${idList(added.map((a) => Number(a.id)))})`,
      );
    }
  });

  it('a group of another company answers no restaurants', async () => {
    const [, other] = await demoCompanies(t.app);
    const [g] = await rows<{ id: number }>(
      sql`select id_grupo as id from re_tb_grupos_restaurantes where id_empresa = ${other} limit 1`,
    );
    const res = await post<MetasResponse>('/api/v1/metasDash/', body({ idGrupo: Number(g.id) }));
    expect(res.restaurantes).toEqual([]);
    expect(res.total.qtdKg).toBe(0);
    expect(res.dias.every((d) => d.qtdKg === 0 && d.metaKg === null)).toBe(true);
  });

  it('validation: the §5 messages verbatim, 400', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ idGrupo: null }, MSG.required],
      [{ dtaPeriodoIni: '2024-02-30' }, MSG.invalidDate],
      [{ dtaPeriodoFim: 'ontem' }, MSG.invalidDate],
      [{ dtaPeriodoIni: fim, dtaPeriodoFim: ini }, MSG.dashEndBeforeStart],
      [{ dtaPeriodoIni: addDays(fim, -DASH_MAX_DAYS) }, MSG.dashPeriodTooLong(DASH_MAX_DAYS)],
    ];
    for (const [over, message] of cases) {
      const res = await post<{ exception: string }>('/api/v1/metasDash/', body(over), 400);
      expect(res.exception).toBe(message);
    }
    const noToken = await t.app.inject({ method: 'POST', url: '/api/v1/metasDash/', payload: body() });
    expect(noToken.statusCode).toBe(401);
  });
});

describe('POST /api/v1/metasDash/day', () => {
  it('the day per restaurant (actual, goal, difference) and per item/product equals the SQL', async () => {
    // The period's busiest day of surplus (type 2 has items and products in the demo).
    const [top] = await rows<{ d: string; tip: number }>(
      sql`select to_char(dta_apontamento, 'YYYY-MM-DD') as d, tip_desperdicio as tip from re_tb_desperdicios_det
        where id_empresa = ${idEmpresa} and id_restaurante in (${idList(restaurantes)})
          and dta_apontamento between ${ini}::date and ${fim}::date and id_item_venda is not null
        group by 1, 2 order by sum(qtd_liquido) desc limit 1`,
    );
    const day = top.d;
    const tip = Number(top.tip);
    const res = await post<MetasDayResponse>(
      '/api/v1/metasDash/day',
      body({ tipDesperdicio: tip, dtaApontamento: day }),
    );
    expect(res.dtaApontamento).toBe(day);
    const actual = await actualByRestaurant(tip, day, day);
    const goal = await goalByRestaurant(tip, day, day);
    expect(res.restaurantes.length).toBeGreaterThan(0);
    for (const r of res.restaurantes) {
      const kg = actual.get(r.idRestaurante) ?? 0;
      const meta = goal.get(r.idRestaurante) ?? null;
      expect(r.qtdKg).toBeCloseTo(kg, 3);
      if (meta === null) expect(r.metaKg).toBeNull();
      else {
        expect(r.metaKg).toBeCloseTo(meta, 3);
        expect(r.diferencaKg).toBeCloseTo(kg - meta, 3);
        expect(r.acimaMeta).toBe(kg > meta);
      }
    }
    expect(res.total.qtdKg).toBeCloseTo(sum(actual), 2);

    const items = await rows<{
      item: number | null;
      prod: number | null;
      kg: string | number;
      n: string | number;
    }>(
      sql`select id_item_venda as item, id_produto as prod, sum(qtd_liquido) as kg, count(*) as n
        from re_tb_desperdicios_det
        where id_empresa = ${idEmpresa} and id_restaurante in (${idList(restaurantes)})
          and tip_desperdicio = ${tip} and dta_apontamento = ${day}::date
          and (id_item_venda is not null or id_produto is not null)
        group by 1, 2`,
    );
    expect(items.length).toBeGreaterThan(0);
    expect(res.itens).toHaveLength(items.length);
    for (const it of items) {
      const got = res.itens.find(
        (x) =>
          x.idItemVenda === (it.item === null ? null : Number(it.item)) &&
          x.idProduto === (it.prod === null ? null : Number(it.prod)),
      );
      expect(got, `${it.item}/${it.prod}`).toBeDefined();
      expect(got?.qtdKg).toBeCloseTo(Number(it.kg), 3);
      expect(got?.qtdApontamentos).toBe(Number(it.n));
    }
    const named = res.itens.find((x) => x.idItemVenda !== null);
    expect(named?.desItemVenda).toBeTruthy();
    // Largest first.
    const kgs = res.itens.map((x) => x.qtdKg);
    expect(kgs).toEqual([...kgs].sort((a, b) => b - a));
  });

  it('validation: an invalid day answers "Data inválida" verbatim', async () => {
    const res = await post<{ exception: string }>(
      '/api/v1/metasDash/day',
      body({ dtaApontamento: '2024-13-01' }),
      400,
    );
    expect(res.exception).toBe(MSG.invalidDate);
    const noGroup = await post<{ exception: string }>(
      '/api/v1/metasDash/day',
      body({ idGrupo: undefined, dtaApontamento: fim }),
      400,
    );
    expect(noGroup.exception).toBe(MSG.required);
  });
});
