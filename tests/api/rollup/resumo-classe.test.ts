import { addDays } from '@domain/dates';
import { type Classe, classeDaPesagem, type TipClasse } from '@domain/rules/waste-classes';
import type { Apontamento } from '@domain/schemas/appointments';

import {
  evitavelByRestaurante,
  evitavelPorDiaEPorRestaurante,
  porClasseOf,
} from '@server/modules/rollup/por-classe';
import { rebuildResumoDia } from '@server/modules/rollup/rebuild';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DET, edit, save, saveAll, today, tray } from '../../kit/fixtures/apontamentos';
import { addToClassBucket, type ClassBucket, expectClassSplit } from '../../kit/fixtures/class-buckets';
import { call } from '../../kit/fixtures/company';
import { largestGroup } from '../../kit/fixtures/dashboards';
import {
  endM1,
  expectMonthlyCo2eAtFactor,
  expectMonthlyCostsAsCostRows,
  m0,
  m1,
  m2,
  recalculateCosts,
  rollupSuite,
  STRADDLING,
  setCompostingFactor,
} from '../../kit/fixtures/rollups';
import { freshUnit } from '../../kit/fixtures/units';
import { compareRollups } from '../helpers/rollup-compare';

/**
 * The class rollups re_tb_desp_resumo_classe_dia and re_tb_desp_resumo_classe_mes (company, restaurant, day or
 * month, type, sale item, input): equal to an independent GROUP BY over the appointments, their cost rows and
 * their destinations' factors after inserts, updates (some moving a weighing to another month), deletes, a cost
 * recalculation, a CO2e factor change and a rebuild; and the split by class, which reads the monthly one for the
 * whole months of a period and the daily one for the partial months at the edges (and for its sums per day),
 * equal to the appointments classed by the domain rule over periods that straddle months.
 */

const { f, db, rows } = rollupSuite();

/**
 * The unit's class rollups equal to the independent GROUP BY, nothing left at zero; answers how many monthly
 * groups there are.
 */
async function expectClassInStep(unit: number) {
  const where = sql`id_restaurante = ${unit}`;
  expect((await compareRollups(db(), where, 'classe-dia')).mismatches).toEqual([]);
  const { groups, mismatches } = await compareRollups(db(), where, 'classe-mes');
  expect(mismatches).toEqual([]);
  const zero = await rows<{ n: number }>(
    sql`select qtd_apontamentos as n from re_tb_desp_resumo_classe_dia where id_restaurante = ${unit}
        and qtd_apontamentos <= 0
      union all select qtd_apontamentos from re_tb_desp_resumo_classe_mes where id_restaurante = ${unit}
        and qtd_apontamentos <= 0`,
  );
  expect(zero).toEqual([]);
  // The other levels stay right too (the apply's new levels must not disturb them).
  for (const level of ['all', 'coarse', 'tip'] as const)
    expect((await compareRollups(db(), where, level)).mismatches, level).toEqual([]);
  return groups;
}

/** One monthly row of the unit: kg, R$, count and CO2e (as numbers), or undefined. */
async function monthRow(unit: number, mes: string, tip: number, item = 0, insumo = 0) {
  const [r] = await rows<{ kg: number; custo: number; n: number; co2e: number }>(
    sql`select qtd_kg::float8 as kg, vlr_custo::float8 as custo, qtd_apontamentos as n, qtd_co2e::float8 as co2e
      from re_tb_desp_resumo_classe_mes
      where id_restaurante = ${unit} and dta_mes = ${mes}::date and tip_desperdicio = ${tip}
        and id_item_venda = ${item} and id_insumo = ${insumo}`,
  );
  return r;
}

describe('the class rollups through every write', () => {
  let unit: number;
  let insumoX: number;
  let insumoZ: number;
  let item: number;
  let destino: { idDestino: number; desDestino: string };
  let saved: Apontamento[];

  beforeAll(async () => {
    unit = await freshUnit(f, []);
    [insumoX, insumoZ] = (
      await rows<{ id: number }>(
        sql`select id_insumo as id from re_tb_insumos where id_empresa = ${f.companyA} order by 1 limit 2`,
      )
    ).map((r) => Number(r.id));
    [{ id: item }] = await rows<{ id: number }>(
      sql`select id_item_venda as id from re_mv_itens_venda where id_empresa = ${f.companyA} order by 1 limit 1`,
    );
    const res = await call(f, 'POST', '/api/v1/reTbDestResiduos/saveAll', f.token.admin, [
      {
        idDestino: null,
        desDestino: `Compostagem mensal ${Date.now().toString(36)}`,
        tipDestino: 'COMPOSTAGEM',
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    destino = res.json()[0];
  });

  /** Appointments written straight into the table (any path keeps the rollup: the triggers do). */
  const insert = (values: SQL[]) =>
    rows<{ id: number }>(
      sql`insert into re_tb_desperdicios_det (id_empresa, id_restaurante, tip_desperdicio, dta_apontamento,
          qtd_desperdicio, id_item_venda, id_insumo, id_destino)
        values ${sql.join(values, sql`, `)} returning id_apontamento as id`,
    );
  const row = (tip: number, dta: string, kg: number, over: { item?: number; insumo?: number } = {}) =>
    sql`(${f.companyA}, ${unit}, ${tip}, ${dta}::date, ${kg}, ${over.item ?? null}, ${over.insumo ?? null},
      ${destino.idDestino})`;

  it('inserts across two months', async () => {
    saved = await save(f, [
      tray(unit, { qtdDesperdicio: 3, idDestino: destino.idDestino }),
      tray(unit, { qtdDesperdicio: 2.5 }),
      tray(unit, { qtdDesperdicio: 4, tipDesperdicio: 3 }),
    ]);
    await insert([
      row(4, endM1, 1.2, { insumo: insumoX }),
      row(4, m1, 0.8, { insumo: insumoX }),
      row(4, today, 0.5, { insumo: insumoX }),
      row(2, endM1, 2, { item }),
      row(2, today, 1.5, { item }),
    ]);
    expect(await expectClassInStep(unit)).toBeGreaterThanOrEqual(5);
    // The two input weighings of the previous month add up in one row; the current month's apart.
    expect(await monthRow(unit, m1, 4, 0, insumoX)).toMatchObject({ kg: 2, n: 2 });
    expect(await monthRow(unit, m0, 4, 0, insumoX)).toMatchObject({ kg: 0.5, n: 1 });
    expect(await monthRow(unit, m1, 2, item, 0)).toMatchObject({ kg: 2, n: 1 });
    // Per day, the input weighings of the previous month stay apart.
    const [dia] = await rows<{ kg: number; n: number }>(
      sql`select qtd_kg::float8 as kg, qtd_apontamentos as n from re_tb_desp_resumo_classe_dia
        where id_restaurante = ${unit} and dta_apontamento = ${endM1}::date and tip_desperdicio = 4
          and id_item_venda = 0 and id_insumo = ${insumoX}`,
    );
    expect(dia).toMatchObject({ kg: 1.2, n: 1 });
  });

  it('updates: quantity, a move to another month, another input, many rows in one statement', async () => {
    const res = await saveAll(f, [edit(saved[0], { qtdDesperdicio: 3.75 })]);
    expect(res.statusCode, res.body).toBe(200);
    await expectClassInStep(unit);

    // The input weighing of the previous month's last day moves to today: it leaves that month's row.
    await db().execute(
      sql`update re_tb_desperdicios_det set dta_apontamento = ${today}::date
        where id_restaurante = ${unit} and tip_desperdicio = 4 and dta_apontamento = ${endM1}::date`,
    );
    await expectClassInStep(unit);
    expect(await monthRow(unit, m1, 4, 0, insumoX)).toMatchObject({ kg: 0.8, n: 1 });
    expect(await monthRow(unit, m0, 4, 0, insumoX)).toMatchObject({ kg: 1.7, n: 2 });

    // Another input for the previous month's weighing: its old row goes away (nothing left at zero).
    await db().execute(
      sql`update re_tb_desperdicios_det set id_insumo = ${insumoZ}
        where id_restaurante = ${unit} and tip_desperdicio = 4 and dta_apontamento = ${m1}::date`,
    );
    await expectClassInStep(unit);
    expect(await monthRow(unit, m1, 4, 0, insumoX)).toBeUndefined();
    expect(await monthRow(unit, m1, 4, 0, insumoZ)).toMatchObject({ kg: 0.8, n: 1 });

    // Every weighing of the unit one kg heavier, in one statement.
    await db().execute(
      sql`update re_tb_desperdicios_det set qtd_desperdicio = qtd_desperdicio + 1 where id_restaurante = ${unit}`,
    );
    await expectClassInStep(unit);
    expect(await monthRow(unit, m1, 4, 0, insumoZ)).toMatchObject({ kg: 1.8, n: 1 });
  });

  it('deletes, through the API and straight', async () => {
    const del = await call(f, 'DELETE', `${DET}/deleteByIDs`, f.token.admin, {
      idApontamento: [saved[2].idApontamento],
    });
    expect(del.statusCode, del.body).toBe(200);
    await expectClassInStep(unit);
    expect(await monthRow(unit, m0, 3)).toBeUndefined();

    await db().execute(
      sql`delete from re_tb_desperdicios_det
        where id_restaurante = ${unit} and tip_desperdicio = 2 and dta_apontamento = ${endM1}::date`,
    );
    await expectClassInStep(unit);
    expect(await monthRow(unit, m1, 2, item, 0)).toBeUndefined();
  });

  it('a cost recalculation (cost rows written, rewritten and put right) moves the R$', async () => {
    // The appointments written straight have no cost row yet; one of the API's is made wrong.
    await db().execute(
      sql`update re_tb_desp_custos set vlr_custo = vlr_custo + 5
        where id_apontamento = (select min(id_apontamento) from re_tb_desperdicios_det where id_restaurante = ${unit})`,
    );
    await expectClassInStep(unit);
    const res = await recalculateCosts(f, unit);
    expect(res.json().qtdAlterados).toBeGreaterThan(0);
    await expectClassInStep(unit);
    await expectMonthlyCostsAsCostRows(f, 're_tb_desp_resumo_classe_mes', unit);
  });

  it('a CO2e factor change recomputes the history of both months', async () => {
    await setCompostingFactor(f, destino);
    await expectClassInStep(unit);
    await expectMonthlyCo2eAtFactor(f, 're_tb_desp_resumo_classe_mes', unit, destino.idDestino);
  });

  it('a rebuild gives the same class rollups back', async () => {
    const snapshot = () =>
      rows<{ k: string }>(
        sql`select 'd' || row(r.*)::text as k from re_tb_desp_resumo_classe_dia r where id_empresa = ${f.companyA}
          union all
          select 'm' || row(r.*)::text from re_tb_desp_resumo_classe_mes r where id_empresa = ${f.companyA}
          order by 1`,
      );
    const incremental = await snapshot();
    expect(incremental.length).toBeGreaterThan(10);
    await rebuildResumoDia(db(), f.companyA);
    expect(await snapshot()).toEqual(incremental);
    await expectClassInStep(unit);
    for (const level of ['classe-dia', 'classe-mes'] as const)
      expect((await compareRollups(db(), sql`id_empresa = ${f.companyA}`, level)).mismatches).toEqual([]);
  });
});

describe('the split by class over periods straddling months', () => {
  let restaurantes: number[];
  let seededTipos: { tip: number; classe: string | null; pct: number | null }[];
  let seededItens: { id: number; classe: string | null; pct: number | null }[];
  let seededInsumos: { id: number; classe: string | null; pct: number | null }[];

  beforeAll(async () => {
    const idEmpresa = f.companyA;
    const idGrupo = await largestGroup(db(), idEmpresa);
    restaurantes = (
      await rows<{ id: number }>(
        sql`select id_restaurante as id from re_tb_restaurantes where id_empresa = ${idEmpresa} and id_grupo = ${idGrupo}`,
      )
    ).map((r) => Number(r.id));
    seededTipos = await rows(
      sql`select tip_desperdicio as tip, tip_classe as classe, pct_evitavel::float8 as pct
        from re_tb_tip_desp_classes where id_empresa = ${idEmpresa}`,
    );
    seededItens = await rows(
      sql`select id_item_venda as id, tip_classe as classe, pct_evitavel::float8 as pct
        from re_mv_itens_venda where id_empresa = ${idEmpresa} and tip_classe is not null`,
    );
    seededInsumos = await rows(
      sql`select id_insumo as id, tip_classe as classe, pct_evitavel::float8 as pct
        from re_tb_insumos where id_empresa = ${idEmpresa} and tip_classe is not null`,
    );
    // Every bucket in use: types classed (4 left unclassified), a third of the items and inputs classed.
    await db().execute(sql`delete from re_tb_tip_desp_classes where id_empresa = ${idEmpresa}`);
    await db().execute(sql`insert into re_tb_tip_desp_classes (id_empresa, tip_desperdicio, tip_classe, pct_evitavel)
      values (${idEmpresa}, 1, 'parcial', 60), (${idEmpresa}, 2, 'evitavel', null), (${idEmpresa}, 3, 'inevitavel', null)`);
    await db().execute(sql`update re_mv_itens_venda set tip_classe = 'inevitavel', pct_evitavel = null
      where id_empresa = ${idEmpresa} and id_item_venda % 3 = 0`);
    await db().execute(sql`update re_tb_insumos set tip_classe = 'parcial', pct_evitavel = 25.5
      where id_empresa = ${idEmpresa} and id_insumo % 3 = 0`);
  });

  afterAll(async () => {
    // The PostgreSQL test database is shared by the files of a run: leave the company as the seed made it.
    if (!restaurantes) return;
    const idEmpresa = f.companyA;
    await db().execute(sql`delete from re_tb_tip_desp_classes where id_empresa = ${idEmpresa}`);
    for (const r of seededTipos)
      await db().execute(
        sql`insert into re_tb_tip_desp_classes (id_empresa, tip_desperdicio, tip_classe, pct_evitavel)
          values (${idEmpresa}, ${r.tip}, ${r.classe}, ${r.pct})`,
      );
    await db().execute(
      sql`update re_mv_itens_venda set tip_classe = null, pct_evitavel = null where id_empresa = ${idEmpresa}`,
    );
    await db().execute(
      sql`update re_tb_insumos set tip_classe = null, pct_evitavel = null where id_empresa = ${idEmpresa}`,
    );
    for (const r of seededItens)
      await db().execute(sql`update re_mv_itens_venda set tip_classe = ${r.classe}, pct_evitavel = ${r.pct}
        where id_empresa = ${idEmpresa} and id_item_venda = ${r.id}`);
    for (const r of seededInsumos)
      await db().execute(sql`update re_tb_insumos set tip_classe = ${r.classe}, pct_evitavel = ${r.pct}
        where id_empresa = ${idEmpresa} and id_insumo = ${r.id}`);
  });

  /** Independent: the raw appointments of the period by restaurant and day, classed by the domain rule. */
  async function expected(ini: string, fim: string, tip?: number, extra: SQL = sql``) {
    const idEmpresa = f.companyA;
    type ClasseRow = { kind: string; id: number; tip_classe: string | null; pct: number | null };
    const classes = new Map(
      (
        await rows<ClasseRow>(
          sql`select 'tipo' as kind, tip_desperdicio::int as id, tip_classe, pct_evitavel::float8 as pct
              from re_tb_tip_desp_classes where id_empresa = ${idEmpresa}
            union all select 'item', id_item_venda, tip_classe, pct_evitavel::float8 from re_mv_itens_venda
              where id_empresa = ${idEmpresa}
            union all select 'insumo', id_insumo, tip_classe, pct_evitavel::float8 from re_tb_insumos
              where id_empresa = ${idEmpresa}`,
        )
      ).map((c) => [
        `${c.kind}:${c.id}`,
        { tipClasse: c.tip_classe as TipClasse | null, pctEvitavel: c.pct === null ? null : Number(c.pct) },
      ]),
    );
    const of = (kind: string, id: number | null): Classe | null =>
      id === null ? null : (classes.get(`${kind}:${Number(id)}`) ?? null);
    const sums = await rows<{
      rest: number;
      dia: string;
      tip: number;
      item: number | null;
      insumo: number | null;
      kg: number;
      custo: number;
      co2e: number;
    }>(
      sql`select d.id_restaurante as rest, d.dta_apontamento::text as dia, d.tip_desperdicio as tip,
          d.id_item_venda as item, d.id_insumo as insumo,
          sum(d.qtd_liquido)::float8 as kg, coalesce(sum(c.vlr_custo), 0)::float8 as custo,
          coalesce(sum(d.qtd_liquido * coalesce(f.fator_co2e, 0)), 0)::float8 as co2e
        from re_tb_desperdicios_det d
        left join re_tb_desp_custos c on c.id_apontamento = d.id_apontamento
        left join re_tb_dest_residuos f on f.id_empresa = d.id_empresa and f.id_destino = d.id_destino
        where d.id_empresa = ${idEmpresa} and d.id_restaurante = any(${`{${restaurantes.join(',')}}`}::int[])
          and d.dta_apontamento between ${ini}::date and ${fim}::date
          ${tip ? sql`and d.tip_desperdicio = ${tip}` : sql``}${extra}
        group by 1, 2, 3, 4, 5`,
    );
    const buckets = new Map<string, ClassBucket>();
    const porRestaurante = new Map<number, { kg: number; custo: number }>();
    const porDia = new Map<string, { kg: number; custo: number }>();
    for (const s of sums) {
      const classe = classeDaPesagem({
        insumo: of('insumo', s.insumo),
        itemVenda: of('item', s.item),
        tipo: of('tipo', s.tip),
      });
      const fr = addToClassBucket(buckets, classe, s);
      const r = porRestaurante.get(Number(s.rest)) ?? { kg: 0, custo: 0 };
      r.kg += Number(s.kg) * fr;
      r.custo += Number(s.custo) * fr;
      porRestaurante.set(Number(s.rest), r);
      const k = `${Number(s.rest)}|${s.dia}`;
      const d = porDia.get(k) ?? { kg: 0, custo: 0 };
      d.kg += Number(s.kg) * fr;
      d.custo += Number(s.custo) * fr;
      porDia.set(k, d);
    }
    return { buckets, porRestaurante, porDia };
  }

  // Whole months in the middle, partial months at one edge, at both or none.
  const beforeTheData: [string, string, string] = ['from before the data', addDays(m2, -20), today];

  it.each([
    ...STRADDLING,
    beforeTheData,
  ])('%s: porClasseOf equals the appointments classed by the domain rule', async (_, ini, fim) => {
    for (const tip of [undefined, 4]) {
      const exp = await expected(ini, fim, tip);
      const scope = { restaurantes, dtaIni: ini, dtaFim: fim, tipos: tip ? [tip] : undefined };
      const got = await porClasseOf(db(), f.companyA, scope);
      expectClassSplit(got, exp.buckets);
      if (!tip) expect(got.reduce((s, l) => s + l.qtdKg, 0)).toBeGreaterThan(0);
      // To the last digit, the same as reading every day from the fine rollup (a filtered scope reads it alone).
      expect(got).toEqual(await porClasseOf(db(), f.companyA, { ...scope, filters: sql`` }));

      const ev = await evitavelByRestaurante(db(), f.companyA, scope);
      expect([...ev.keys()].sort()).toEqual([...restaurantes].sort());
      for (const [id, v] of ev) {
        const e = exp.porRestaurante.get(id) ?? { kg: 0, custo: 0 };
        expect(v.kg, `${id}`).toBeCloseTo(e.kg, 6);
        expect(v.custo, `${id}`).toBeCloseTo(e.custo, 6);
      }
    }
  });

  it.each([
    ['per day, one type', 1, false],
    ['per day, a type with sale items', 2, false],
    ['per day, filtered on a sale item (the fine rollup)', 2, true],
  ] as const)('%s: evitavelPorDiaEPorRestaurante equals the appointments classed by the domain rule', async (_, tip, byItem) => {
    const ini = addDays(m2, 9);
    const fim = today;
    let filters: SQL | undefined;
    let extra = sql``;
    if (byItem) {
      const [top] = await rows<{ id: number }>(
        sql`select id_item_venda as id from re_tb_desperdicios_det
          where id_empresa = ${f.companyA} and tip_desperdicio = ${tip} and id_item_venda is not null
          group by 1 order by count(*) desc limit 1`,
      );
      filters = sql` and r.id_item_venda = ${top.id}`;
      extra = sql` and d.id_item_venda = ${top.id}`;
    }
    const exp = await expected(ini, fim, tip, extra);
    // The expected sums per day over the restaurants.
    const porDia = new Map<string, { kg: number; custo: number }>();
    for (const [k, v] of exp.porDia) {
      const dia = k.split('|')[1];
      const d = porDia.get(dia) ?? { kg: 0, custo: 0 };
      d.kg += v.kg;
      d.custo += v.custo;
      porDia.set(dia, d);
    }
    const scope = { restaurantes, dtaIni: ini, dtaFim: fim, tipos: [tip], filters };
    const totals = await evitavelPorDiaEPorRestaurante(db(), f.companyA, scope);
    const days = totals.filter((c) => c.id_restaurante === null);
    const rests = totals.filter((c) => c.dia === null);
    expect(days.length + rests.length).toBe(totals.length);
    expect(days.length).toBeGreaterThan(20);
    expect(new Set(days.map((c) => c.dia)).size).toBe(days.length);
    for (const c of days) {
      const e = porDia.get(c.dia ?? '');
      expect(e, `${c.dia}`).toBeDefined();
      expect(Number(c.kg), `${c.dia}`).toBeCloseTo(e?.kg ?? 0, 6);
      expect(Number(c.custo), `${c.dia}`).toBeCloseTo(e?.custo ?? 0, 6);
    }
    expect(days.length).toBe(porDia.size);
    expect(new Set(rests.map((c) => c.id_restaurante)).size).toBe(rests.length);
    for (const c of rests) {
      const e = exp.porRestaurante.get(Number(c.id_restaurante));
      expect(e, `${c.id_restaurante}`).toBeDefined();
      expect(Number(c.kg), `${c.id_restaurante}`).toBeCloseTo(e?.kg ?? 0, 6);
      expect(Number(c.custo), `${c.id_restaurante}`).toBeCloseTo(e?.custo ?? 0, 6);
    }
    expect(rests.length).toBe(exp.porRestaurante.size);
    if (!byItem) {
      // To the last digit, the same as from the fine rollup.
      const key = (c: { id_restaurante: number | null; dia: string | null }) =>
        `${c.id_restaurante}|${c.dia}`;
      const sorted = (list: typeof totals) => [...list].sort((a, b) => key(a).localeCompare(key(b)));
      expect(sorted(totals)).toEqual(
        sorted(await evitavelPorDiaEPorRestaurante(db(), f.companyA, { ...scope, filters: sql`` })),
      );
    }
  });
});
