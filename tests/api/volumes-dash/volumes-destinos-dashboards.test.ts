import { DASH_MAX_DAYS } from '@domain/constants';
import { addDays, toIsoLocal } from '@domain/dates';
import { MSG } from '@domain/messages';
import type {
  DestinosComparacao,
  DestinosDash,
  DestinosRestaurantesComparacao,
} from '@domain/schemas/dash-destinos';
import type { VolumesDash } from '@domain/schemas/dash-volumes';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { restaurantSums, type UnitSums } from '../../kit/fixtures/dashboards';
import { demoSuite } from '../../kit/fixtures/demo-app';

/** The Volumes (4) and Destinos (5) dashboards (spec §7 Dashboards; §5; §9). */

const s = demoSuite(['gestor']);
const { db, rows } = s;
let idGrupo: number;
let idGrupoB: number;

const post = (url: string, payload: unknown, token = s.tokens.gestor) => s.post(url, token, payload);

// Past days with demo data: a 14-day comparison period and a 28-day baseline before it (different lengths).
const today = toIsoLocal(new Date());
const cFim = addDays(today, -1);
const cIni = addDays(today, -14);
const bFim = addDays(today, -15);
const bIni = addDays(today, -42);
const DIAS_C = 14;
const DIAS_B = 28;

const VOLUMES = '/api/v1/volumesDash';
const DESTINOS = '/api/v1/destinosDash';

const volumesBody = (over: Record<string, unknown> = {}) => ({
  idGrupo,
  dtaBaselineIni: bIni,
  dtaBaselineFim: bFim,
  dtaComparativoIni: cIni,
  dtaComparativoFim: cFim,
  shouldSearchBySatelite: false,
  idSatelite: null,
  ...over,
});
const destinosBody = (over: Record<string, unknown> = {}) => ({
  idGrupo,
  dtaPeriodoIni: cIni,
  dtaPeriodoFim: cFim,
  dtaPeriodoBaseIni: bIni,
  dtaPeriodoBaseFim: bFim,
  ...over,
});

const variation = (base: number, value: number) => (base ? ((value - base) / base) * 100 : null);

beforeAll(async () => {
  // The company-A group with the most satellites (it has restaurants with satellites and without).
  const [g] = await rows<{ id_grupo: number }>(sql`
    select r.id_grupo from re_tb_restaurantes r
    join re_tb_unidades_satelite s on s.id_restaurante = r.id_restaurante and s.id_empresa = r.id_empresa
    where r.id_empresa = ${s.companyA} and r.id_grupo is not null
    group by r.id_grupo order by count(*) desc, r.id_grupo limit 1`);
  idGrupo = Number(g.id_grupo);
  const [gb] = await rows<{ id_grupo: number }>(
    sql`select id_grupo from re_tb_grupos_restaurantes where id_empresa = ${s.companyB} order by id_grupo limit 1`,
  );
  idGrupoB = Number(gb.id_grupo);
});

type Sums = UnitSums;
const restaurantsOf = (ini: string, fim: string) => restaurantSums(db(), s.companyA, idGrupo, ini, fim);

/** Independent: per satellite of the group's restaurants (appointments of the satellite; NR counts). */
async function satellitesOf(ini: string, fim: string): Promise<Map<number, Sums>> {
  const list = await rows<Sums>(sql`
    select s.id_satelite as id, s.cod_satelite || ' - ' || s.des_satelite as label,
      coalesce((select sum(d.qtd_liquido) from re_tb_desperdicios_det d
        where d.id_empresa = s.id_empresa and d.id_satelite = s.id_satelite
          and d.dta_apontamento between ${ini}::date and ${fim}::date), 0)::float8 as kg,
      coalesce((select sum(c.vlr_custo) from re_tb_desperdicios_det d
        join re_tb_desp_custos c on c.id_apontamento = d.id_apontamento
        where d.id_empresa = s.id_empresa and d.id_satelite = s.id_satelite
          and d.dta_apontamento between ${ini}::date and ${fim}::date), 0)::float8 as custo,
      coalesce((select sum(n.qtd_nr_cli + n.qtd_nr_colab) from re_tb_nr_satelite n
        where n.id_empresa = s.id_empresa and n.id_satelite = s.id_satelite
          and n.dta_nr between ${ini}::date and ${fim}::date), 0)::float8 as refeicoes
    from re_tb_unidades_satelite s
    join re_tb_restaurantes r on r.id_restaurante = s.id_restaurante and r.id_empresa = s.id_empresa
    where s.id_empresa = ${s.companyA} and r.id_grupo = ${idGrupo}`);
  return new Map(list.map((r) => [Number(r.id), r]));
}

/**
 * `actual` is `exact` rounded to 3 decimals: at most half a unit of the last decimal away (a tie such as
 * 46.6385 → 46.639 is exactly 0.0005 away, which toBeCloseTo(…, 3) refuses).
 */
function expectRounded3(actual: number, exact: number) {
  expect(Math.abs(actual - exact)).toBeLessThanOrEqual(0.0005 + 1e-9);
}

function expectUnits(dash: VolumesDash, base: Map<number, Sums>, comp: Map<number, Sums>) {
  expect(dash.unidades.map((u) => u.id).sort()).toEqual([...base.keys()].sort());
  expect(dash.diasBaseline).toBe(DIAS_B);
  expect(dash.diasComparativo).toBe(DIAS_C);
  for (const u of dash.unidades) {
    const b = base.get(u.id)!;
    const c = comp.get(u.id)!;
    expect(u.label).toBe(b.label);
    expect(u.baseline.qtdKg).toBeCloseTo(b.kg, 3);
    expect(u.comparativo.qtdKg).toBeCloseTo(c.kg, 3);
    expect(u.baseline.vlrCusto).toBeCloseTo(b.custo, 2);
    expect(u.comparativo.vlrCusto).toBeCloseTo(c.custo, 2);
    expect(u.baseline.refeicoes).toBe(b.refeicoes);
    expect(u.comparativo.refeicoes).toBe(c.refeicoes);
    expectRounded3(u.baseline.kgPorDia, b.kg / DIAS_B);
    expectRounded3(u.comparativo.kgPorDia, c.kg / DIAS_C);
    if (c.refeicoes) expect(u.comparativo.gPorRefeicao).toBeCloseTo((c.kg * 1000) / c.refeicoes, 2);
    else expect(u.comparativo.gPorRefeicao).toBeNull();
    const v = variation(b.kg / DIAS_B, c.kg / DIAS_C);
    if (v === null) expect(u.variationPc).toBeNull();
    else expect(u.variationPc).toBeCloseTo(v, 2);
  }
  const sum = (m: Map<number, Sums>, k: 'kg' | 'custo' | 'refeicoes') =>
    [...m.values()].reduce((a, r) => a + Number(r[k]), 0);
  expect(dash.total.baseline.qtdKg).toBeCloseTo(sum(base, 'kg'), 3);
  expect(dash.total.comparativo.qtdKg).toBeCloseTo(sum(comp, 'kg'), 3);
  expect(dash.total.comparativo.vlrCusto).toBeCloseTo(sum(comp, 'custo'), 2);
  expect(dash.total.comparativo.refeicoes).toBe(sum(comp, 'refeicoes'));
  expect(dash.total.variationPc).toBeCloseTo(
    variation(sum(base, 'kg') / DIAS_B, sum(comp, 'kg') / DIAS_C) as number,
    2,
  );
}

describe('POST /api/v1/volumesDash', () => {
  it('per restaurant of the group: kg, R$, meals, g/refeição in both periods; kg/day variation; totals', async () => {
    const res = await post(VOLUMES, volumesBody());
    expect(res.statusCode, res.body).toBe(200);
    const dash = res.json() as VolumesDash;
    const base = await restaurantsOf(bIni, bFim);
    const comp = await restaurantsOf(cIni, cFim);
    expect(dash.porSatelite).toBe(false);
    expect([...comp.values()].some((r) => r.kg > 0)).toBe(true);
    expectUnits(dash, base, comp);
    // Indicators: the comparison period over the group.
    const sumComp = [...comp.values()].reduce((a, r) => a + r.kg, 0);
    expect(dash.indicadores.qtdKg).toBeCloseTo(sumComp, 3);
  });

  it('per satellite (codSatelite - desSatelite), meals from the NR counts; one satellite when idSatelite', async () => {
    const res = await post(VOLUMES, volumesBody({ shouldSearchBySatelite: true }));
    expect(res.statusCode, res.body).toBe(200);
    const dash = res.json() as VolumesDash;
    const base = await satellitesOf(bIni, bFim);
    const comp = await satellitesOf(cIni, cFim);
    expect(dash.porSatelite).toBe(true);
    expect(base.size).toBeGreaterThan(0);
    expect([...comp.values()].some((r) => r.kg > 0 && r.refeicoes > 0)).toBe(true);
    expectUnits(dash, base, comp);

    const [one] = [...comp.values()].filter((s) => s.kg > 0);
    const single = (
      await post(VOLUMES, volumesBody({ shouldSearchBySatelite: true, idSatelite: one.id }))
    ).json() as VolumesDash;
    expect(single.unidades.map((u) => u.label)).toEqual([one.label]);
    expect(single.total.comparativo.qtdKg).toBeCloseTo(one.kg, 3);
  });

  it('a group of another company has no units', async () => {
    const dash = (await post(VOLUMES, volumesBody({ idGrupo: idGrupoB }))).json() as VolumesDash;
    expect(dash.unidades).toEqual([]);
    expect(dash.total.comparativo.qtdKg).toBe(0);
  });

  it('invalid periods → 400 with the message verbatim', async () => {
    const endBefore = await post(VOLUMES, volumesBody({ dtaComparativoFim: addDays(cIni, -1) }));
    expect(endBefore.statusCode).toBe(400);
    expect(endBefore.json().exception).toBe(MSG.dashEndBeforeStart);
    const baseBefore = await post(VOLUMES, volumesBody({ dtaBaselineFim: addDays(bIni, -1) }));
    expect(baseBefore.statusCode).toBe(400);
    expect(baseBefore.json().exception).toBe(MSG.dashEndBeforeStart);
    const tooLong = await post(VOLUMES, volumesBody({ dtaBaselineIni: addDays(bFim, -DASH_MAX_DAYS) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().exception).toBe(MSG.dashPeriodTooLong(DASH_MAX_DAYS));
  });
});

interface DestRow {
  id: number;
  label: string;
  kg: number;
  custo: number;
}

/** Independent: kg and R$ per destination ('Sem destino' for none) of the group, in a period. */
async function destinosOf(ini: string, fim: string, tipos = [1, 2, 3, 4]): Promise<Map<number, DestRow>> {
  const list = await rows<DestRow>(sql`
    select coalesce(d.id_destino, 0) as id, coalesce(max(x.des_destino), 'Sem destino') as label,
      sum(d.qtd_liquido)::float8 as kg, coalesce(sum(c.vlr_custo), 0)::float8 as custo
    from re_tb_desperdicios_det d
    join re_tb_restaurantes r on r.id_restaurante = d.id_restaurante and r.id_empresa = d.id_empresa
    left join re_tb_desp_custos c on c.id_apontamento = d.id_apontamento
    left join re_tb_dest_residuos x on x.id_destino = d.id_destino
    where d.id_empresa = ${s.companyA} and r.id_grupo = ${idGrupo}
      and d.dta_apontamento between ${ini}::date and ${fim}::date
      and d.tip_desperdicio in (${sql.raw(tipos.join(','))})
    group by coalesce(d.id_destino, 0)`);
  return new Map(list.map((r) => [Number(r.id), r]));
}

const total = (m: Map<number, { kg: number }>) => [...m.values()].reduce((a, r) => a + r.kg, 0);

/** The share per destination of [ini, fim] against the independent sums over the appointments. */
async function expectShare(ini: string, fim: string, dias: number) {
  const res = await post(DESTINOS, destinosBody({ dtaPeriodoIni: ini, dtaPeriodoFim: fim }));
  expect(res.statusCode, res.body).toBe(200);
  const dash = res.json() as DestinosDash;
  const exp = await destinosOf(ini, fim);
  const tot = total(exp);
  expect(tot).toBeGreaterThan(0);
  expect(dash.periodo).toEqual({ dtaIni: ini, dtaFim: fim, dias });
  expect(dash.total.qtdKg).toBeCloseTo(tot, 3);
  expect(dash.destinos.map((d) => d.idDestino).sort()).toEqual([...exp.keys()].sort());
  for (const d of dash.destinos) {
    const e = exp.get(d.idDestino)!;
    expect(d.desDestino).toBe(e.label);
    expect(d.qtdKg).toBeCloseTo(e.kg, 3);
    expect(d.vlrCusto).toBeCloseTo(e.custo, 2);
    expect(d.percentual).toBeCloseTo((e.kg / tot) * 100, 2);
  }
  const pcs = dash.destinos.map((d) => d.percentual);
  expect(pcs).toEqual([...pcs].sort((a, b) => b - a));
  expect(pcs.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 0);
  expect(dash.indicadores.qtdKg).toBeCloseTo(tot, 3);
}

describe('POST /api/v1/destinosDash', () => {
  it('the share per destination (kg, %, R$) by descending %, appointments without destination as Sem destino', async () => {
    await expectShare(cIni, cFim, DIAS_C);
  });

  it('the share per destination sums whole months and the days of the partial months at both ends alike', async () => {
    // From the 25th of a month to the 15th two months later (a whole month between, days at both ends), the
    // latest such period ending before today: within the demo data's 90 days.
    const fim = `${addDays(today, -15).slice(0, 8)}15`;
    const [y, m] = fim.split('-').map(Number);
    const ini = new Date(Date.UTC(y, m - 3, 25)).toISOString().slice(0, 10);
    expect(ini < fim && fim < today).toBe(true);
    await expectShare(ini, fim, Math.round((Date.parse(fim) - Date.parse(ini)) / 86_400_000) + 1);
  });

  it('an appointment without destination counts under Sem destino', async () => {
    const [r] = await rows<{ id: number }>(
      sql`select id_restaurante as id from re_tb_restaurantes where id_empresa = ${s.companyA} and id_grupo = ${idGrupo} order by id_restaurante limit 1`,
    );
    const day = addDays(today, -600); // outside the demo data: only this appointment
    const [a] = await rows<{ id: number }>(sql`
      insert into re_tb_desperdicios_det (id_empresa, id_restaurante, tip_desperdicio, dta_apontamento, qtd_desperdicio)
      values (${s.companyA}, ${r.id}, 2, ${day}::date, 3.25) returning id_apontamento as id`);
    try {
      const dash = (
        await post(DESTINOS, destinosBody({ dtaPeriodoIni: day, dtaPeriodoFim: day }))
      ).json() as DestinosDash;
      expect(dash.destinos).toEqual([
        {
          idDestino: 0,
          desDestino: 'Sem destino',
          qtdKg: 3.25,
          vlrCusto: 0,
          percentual: 100,
          // Without a destination: no kind, no factor, no CO2e and nothing avoided.
          tipDestino: null,
          fatorCo2e: null,
          co2eKg: 0,
          co2eEvitadoKg: null,
        },
      ]);
    } finally {
      await db().execute(sql`delete from re_tb_desperdicios_det where id_apontamento = ${a.id}`);
    }
  });

  it('compareTipConsumos: Pré-Consumo (types 2, 3, 4) and Pós-Consumo (type 1), period against base', async () => {
    const res = await post(`${DESTINOS}/compareTipConsumos`, destinosBody());
    expect(res.statusCode, res.body).toBe(200);
    const dash = res.json() as DestinosComparacao;
    expect(dash.periodoBase).toEqual({ dtaIni: bIni, dtaFim: bFim, dias: DIAS_B });
    const allA = total(await destinosOf(cIni, cFim));
    const allB = total(await destinosOf(bIni, bFim));
    const exp = [
      { id: 1, label: 'Pré-Consumo', tipos: [2, 3, 4] },
      { id: 2, label: 'Pós-Consumo', tipos: [1] },
    ];
    expect(dash.itens.map((i) => [i.id, i.label])).toEqual(exp.map((e) => [e.id, e.label]));
    for (const [i, e] of exp.entries()) {
      const a = total(await destinosOf(cIni, cFim, e.tipos));
      const b = total(await destinosOf(bIni, bFim, e.tipos));
      const item = dash.itens[i];
      expect(a).toBeGreaterThan(0);
      expect(item.atual.qtdKg).toBeCloseTo(a, 3);
      expect(item.base.qtdKg).toBeCloseTo(b, 3);
      expect(item.atual.percentual).toBeCloseTo((a / allA) * 100, 2);
      expect(item.base.percentual).toBeCloseTo((b / allB) * 100, 2);
      expect(item.variationPc).toBeCloseTo(variation(b / DIAS_B, a / DIAS_C) as number, 2);
    }
    expect(dash.total.atual.qtdKg).toBeCloseTo(allA, 3);
    expect(dash.total.base.qtdKg).toBeCloseTo(allB, 3);
  });

  it('without a base period, the base is the same number of days just before the period', async () => {
    const dash = (
      await post(
        `${DESTINOS}/compareTipConsumos`,
        destinosBody({ dtaPeriodoBaseIni: null, dtaPeriodoBaseFim: null }),
      )
    ).json() as DestinosComparacao;
    expect(dash.periodoBase).toEqual({
      dtaIni: addDays(cIni, -DIAS_C),
      dtaFim: addDays(cIni, -1),
      dias: DIAS_C,
    });
    expect(dash.total.base.qtdKg).toBeCloseTo(
      total(await destinosOf(addDays(cIni, -DIAS_C), addDays(cIni, -1))),
      3,
    );
  });

  it('compareByDestinos (Pós-Consumo): per destination, period against base', async () => {
    const res = await post(`${DESTINOS}/compareByDestinos`, destinosBody({ tipConsumo: 2 }));
    expect(res.statusCode, res.body).toBe(200);
    const dash = res.json() as DestinosComparacao;
    const a = await destinosOf(cIni, cFim, [1]);
    const b = await destinosOf(bIni, bFim, [1]);
    const ids = new Set([...a.keys(), ...b.keys()]);
    expect(dash.itens.map((i) => i.id).sort()).toEqual([...ids].sort());
    for (const item of dash.itens) {
      const ea = a.get(item.id);
      const eb = b.get(item.id);
      expect(item.label).toBe((ea ?? eb)!.label);
      expect(item.atual.qtdKg).toBeCloseTo(ea?.kg ?? 0, 3);
      expect(item.base.qtdKg).toBeCloseTo(eb?.kg ?? 0, 3);
      expect(item.atual.vlrCusto).toBeCloseTo(ea?.custo ?? 0, 2);
    }
    expect(dash.total.atual.qtdKg).toBeCloseTo(total(a), 3);
  });

  it('compare/restaurantes: per restaurant for one destination, period against base; a series by week', async () => {
    const byDest = await destinosOf(cIni, cFim);
    const [idDestino] = [...byDest.keys()].filter((id) => id !== 0);
    const res = await post(
      `${DESTINOS}/compare/restaurantes`,
      destinosBody({ idDestino, indPeriodoAnalise: 1 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const dash = res.json() as DestinosRestaurantesComparacao;
    const perRest = async (ini: string, fim: string) =>
      new Map(
        (
          await rows<{ id: number; kg: number }>(sql`
            select r.id_restaurante as id, coalesce(sum(d.qtd_liquido), 0)::float8 as kg
            from re_tb_restaurantes r
            left join re_tb_desperdicios_det d on d.id_restaurante = r.id_restaurante and d.id_empresa = r.id_empresa
              and d.id_destino = ${idDestino} and d.dta_apontamento between ${ini}::date and ${fim}::date
            where r.id_empresa = ${s.companyA} and r.id_grupo = ${idGrupo}
            group by r.id_restaurante`)
        ).map((r) => [Number(r.id), Number(r.kg)]),
      );
    const a = await perRest(cIni, cFim);
    const b = await perRest(bIni, bFim);
    expect(dash.itens.map((i) => i.id).sort()).toEqual([...a.keys()].sort());
    for (const item of dash.itens) {
      expect(item.label).toMatch(new RegExp(`^${item.id} - `));
      expect(item.atual.qtdKg).toBeCloseTo(a.get(item.id)!, 3);
      expect(item.base.qtdKg).toBeCloseTo(b.get(item.id)!, 3);
    }
    const totA = [...a.values()].reduce((x, y) => x + y, 0);
    expect(totA).toBeGreaterThan(0);
    expect(dash.total.atual.qtdKg).toBeCloseTo(totA, 3);
    expect(dash.indPeriodoAnalise).toBe(1);
    expect(dash.serie.reduce((x, p) => x + p.qtdKg, 0)).toBeCloseTo(totA, 2);
    // Weeks start on Monday.
    for (const p of dash.serie) expect(new Date(`${p.periodo}T12:00:00Z`).getUTCDay()).toBe(1);
  });

  it('invalid periods → 400 with the message verbatim', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [DESTINOS, { dtaPeriodoFim: addDays(cIni, -1) }, MSG.dashEndBeforeStart],
      [`${DESTINOS}/compareTipConsumos`, { dtaPeriodoBaseFim: addDays(bIni, -1) }, MSG.dashEndBeforeStart],
      [`${DESTINOS}/compareByDestinos`, { dtaPeriodoBaseFim: null }, MSG.invalidDate],
      [
        `${DESTINOS}/compare/restaurantes`,
        { dtaPeriodoIni: addDays(cFim, -DASH_MAX_DAYS) },
        MSG.dashPeriodTooLong(DASH_MAX_DAYS),
      ],
    ];
    for (const [url, over, message] of cases) {
      const res = await post(url, destinosBody(over));
      expect(res.statusCode, url).toBe(400);
      expect(res.json().exception).toBe(message);
    }
  });
});
