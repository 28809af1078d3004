import { addDays } from '@domain/dates';
import { FATOR_CO2E_PADRAO } from '@domain/rules/co2e';
import type { DestResiduo } from '@domain/schemas/waste-config';
import { rowsOf } from '@server/db/client';
import { reTbDestResiduos } from '@server/db/schema/registers';
import { rebuildResumoDia } from '@server/modules/rollup/rebuild';
import { eq, type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { save, today, tray } from '../../kit/fixtures/apontamentos';
import { call, companySuite } from '../../kit/fixtures/company';
import { largestGroup } from '../../kit/fixtures/dashboards';
import { freshUnit } from '../../kit/fixtures/units';
import { compareRollups } from '../helpers/rollup-compare';

/**
 * CO2e per destination: each destination's kind and factor (register round-trip, bad input), the rollups'
 * qtd_co2e = net kg × the destination's current factor after every write and after a factor change (recomputed
 * in the edit's transaction, idempotently, equal to a rebuild).
 */

const DEST = '/api/v1/reTbDestResiduos';

const f = companySuite();

const db = () => f.db;
let seq = 0;
const unique = (s: string) => `${s} ${Date.now().toString(36)}-${++seq}`;

async function saveDestinos(items: Record<string, unknown>[], token = f.token.admin) {
  const res = await call(f, 'POST', `${DEST}/saveAll`, token, items);
  return res;
}

async function newDestino(over: Record<string, unknown> = {}): Promise<DestResiduo> {
  const res = await saveDestinos([{ idDestino: null, desDestino: unique('Destino CO2e'), ...over }]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json()[0];
}

/** The seven rollup levels of the company against the independent aggregate (CO2e included). */
async function expectRollupsInStep(idEmpresa: number) {
  const where = sql`id_empresa = ${idEmpresa}`;
  for (const level of ['all', 'coarse', 'tip', 'classe-dia', 'classe-mes', 'item-mes', 'dest-mes'] as const) {
    const { mismatches, groups } = await compareRollups(db(), where, level);
    expect(groups).toBeGreaterThan(0);
    expect(mismatches, level).toEqual([]);
  }
}

/** The rollups' CO2e of a restaurant (fine, coarse, type, daily and monthly class, monthly item), as text sums. */
async function co2eOf(idRestaurante: number) {
  const [r] = await rowsOf<{
    fine: string;
    coarse: string;
    tip: string;
    dia: string;
    mes: string;
    item: string;
  }>(
    db(),
    sql`select
        (select coalesce(sum(qtd_co2e), 0)::text from re_tb_desp_resumo_dia where id_restaurante = ${idRestaurante}) as fine,
        (select coalesce(sum(qtd_co2e), 0)::text from re_tb_desp_resumo_rest_dia where id_restaurante = ${idRestaurante}) as coarse,
        (select coalesce(sum(qtd_co2e), 0)::text from re_tb_desp_resumo_tip_dia where id_restaurante = ${idRestaurante}) as tip,
        (select coalesce(sum(qtd_co2e), 0)::text from re_tb_desp_resumo_classe_dia where id_restaurante = ${idRestaurante}) as dia,
        (select coalesce(sum(qtd_co2e), 0)::text from re_tb_desp_resumo_classe_mes where id_restaurante = ${idRestaurante}) as mes,
        (select coalesce(sum(qtd_co2e), 0)::text from re_tb_desp_resumo_item_mes where id_restaurante = ${idRestaurante}) as item`,
  );
  return {
    fine: Number(r.fine),
    coarse: Number(r.coarse),
    tip: Number(r.tip),
    dia: Number(r.dia),
    mes: Number(r.mes),
    item: Number(r.item),
  };
}

describe('destinations: kind and CO2e factor', () => {
  it('round-trips kind and factor; a kind alone takes its default; absent on an update keeps them', async () => {
    const a = await newDestino({ tipDestino: 'COMPOSTAGEM' });
    expect(a).toMatchObject({ tipDestino: 'COMPOSTAGEM', fatorCo2e: FATOR_CO2E_PADRAO.COMPOSTAGEM });
    const b = await newDestino();
    expect(b).toMatchObject({ tipDestino: 'OUTRO', fatorCo2e: FATOR_CO2E_PADRAO.OUTRO });
    const c = await newDestino({ tipDestino: 'ATERRO', fatorCo2e: 0.55 });
    expect(c).toMatchObject({ tipDestino: 'ATERRO', fatorCo2e: 0.55 });

    // An update with the spec's body (no kind, no factor) keeps them.
    const res = await saveDestinos([{ idDestino: c.idDestino, desDestino: `${c.desDestino} renomeado` }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[0]).toMatchObject({ tipDestino: 'ATERRO', fatorCo2e: 0.55 });
    // A new kind without a factor: the kind's default.
    const res2 = await saveDestinos([
      { idDestino: c.idDestino, desDestino: c.desDestino, tipDestino: 'DOACAO' },
    ]);
    expect(res2.json()[0]).toMatchObject({ tipDestino: 'DOACAO', fatorCo2e: 0 });
    const got = await call(f, 'GET', `${DEST}/${c.idDestino}`, f.token.admin);
    expect(got.json()).toMatchObject({ tipDestino: 'DOACAO', fatorCo2e: 0 });
  });

  it('refuses a bad kind or factor with a pt-BR 400, nothing saved', async () => {
    const name = unique('Destino ruim');
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ tipDestino: 'LIXAO' }, /Tipo de destino: valor inválido \(use ATERRO, COMPOSTAGEM/],
      [{ fatorCo2e: -0.1 }, /Fator de emissão \(kg CO2e\/kg\) abaixo do mínimo permitido \(0\)/],
      [{ fatorCo2e: 10.5 }, /Fator de emissão \(kg CO2e\/kg\) acima do máximo permitido \(10\)/],
      [{ fatorCo2e: 'muito' }, /Fator de emissão \(kg CO2e\/kg\): informe um número/],
    ];
    for (const [over, message] of cases) {
      const res = await saveDestinos([{ idDestino: null, desDestino: name, ...over }]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toMatch(message);
    }
    const stored = await db().select().from(reTbDestResiduos).where(eq(reTbDestResiduos.desDestino, name));
    expect(stored).toEqual([]);
  });
});

describe('the rollups carry CO2e', () => {
  it('after the seed: qtd_co2e = net kg × factor at every level', async () => {
    await expectRollupsInStep(f.companyA);
    const [r] = await rowsOf<{ co2e: string }>(
      db(),
      sql`select sum(qtd_co2e)::text as co2e from re_tb_desp_resumo_tip_dia where id_empresa = ${f.companyA}`,
    );
    expect(Number(r.co2e)).toBeGreaterThan(0);
  });

  it('saves, edits of destination and deletes move the CO2e; a factor change recomputes the history', async () => {
    const unit = await freshUnit(f, []);
    const comp = await newDestino({ tipDestino: 'COMPOSTAGEM' });
    const aterro = await newDestino({ tipDestino: 'ATERRO', fatorCo2e: 0.7 });
    const [a, b] = await save(f, [
      tray(unit, { qtdDesperdicio: 3, idDestino: comp.idDestino }),
      tray(unit, { qtdDesperdicio: 2, idDestino: aterro.idDestino }),
      tray(unit, { qtdDesperdicio: 1.5 }),
    ]);
    await expectRollupsInStep(f.companyA);
    const netA = a.qtdDesperdicio - (a.qtdTara ?? 0);
    const netB = b.qtdDesperdicio - (b.qtdTara ?? 0);
    const expected1 = netA * FATOR_CO2E_PADRAO.COMPOSTAGEM + netB * 0.7;
    const c1 = await co2eOf(unit);
    for (const v of Object.values(c1)) expect(v).toBeCloseTo(expected1, 6);

    // The compost's factor edited on the register: its history follows in the same transaction.
    const res = await saveDestinos([
      { idDestino: comp.idDestino, desDestino: comp.desDestino, tipDestino: 'COMPOSTAGEM', fatorCo2e: 0.25 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    await expectRollupsInStep(f.companyA);
    const expected2 = netA * 0.25 + netB * 0.7;
    for (const v of Object.values(await co2eOf(unit))) expect(v).toBeCloseTo(expected2, 6);

    // Run again (the recomputation of every destination of the company): nothing left to change.
    const [again] = await rowsOf<{ n: number }>(
      db(),
      sql`select re_resumo_co2e_recalc(${f.companyA}::int, null::int) as n`,
    );
    expect(Number(again.n)).toBe(0);
    // Saving the same factor again changes nothing either.
    const before = await rowsOf<{ k: string }>(
      db(),
      sql`select row(r.*)::text as k from re_tb_desp_resumo_dia r where id_restaurante = ${unit} order by 1`,
    );
    await saveDestinos([{ idDestino: comp.idDestino, desDestino: comp.desDestino, fatorCo2e: 0.25 }]);
    const after = await rowsOf<{ k: string }>(
      db(),
      sql`select row(r.*)::text as k from re_tb_desp_resumo_dia r where id_restaurante = ${unit} order by 1`,
    );
    expect(after).toEqual(before);

    // An edit of the destination and a delete.
    const edited = await call(f, 'POST', '/api/v1/reTbDesperdiciosDet/saveAll', f.token.admin, [
      {
        idApontamento: a.idApontamento,
        uuidApontamento: a.uuidApontamento,
        idRestaurante: unit,
        tipDesperdicio: a.tipDesperdicio,
        dtaApontamento: a.dtaApontamento,
        qtdDesperdicio: a.qtdDesperdicio,
        idRecipiente: a.idRecipiente,
        idDestino: aterro.idDestino,
      },
    ]);
    expect(edited.statusCode, edited.body).toBe(200);
    await expectRollupsInStep(f.companyA);
    for (const v of Object.values(await co2eOf(unit))) expect(v).toBeCloseTo((netA + netB) * 0.7, 6);
    const del = await call(f, 'DELETE', '/api/v1/reTbDesperdiciosDet/deleteByIDs', f.token.admin, {
      idApontamento: [b.idApontamento],
    });
    expect(del.statusCode, del.body).toBe(200);
    await expectRollupsInStep(f.companyA);
    for (const v of Object.values(await co2eOf(unit))) expect(v).toBeCloseTo(netA * 0.7, 6);

    // The rollups equal their rebuild.
    const snapshot = () =>
      rowsOf<{ k: string }>(
        db(),
        sql`select t || ':' || row(r.*)::text as k from (
              select 'f' as t, id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, id_satelite, id_destino,
                id_item_venda, id_produto, id_agrupamento, id_insumo, qtd_kg, vlr_custo, qtd_apontamentos, qtd_co2e::float8
              from re_tb_desp_resumo_dia where id_empresa = ${f.companyA}
              union all
              select 't', id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, 0, 0, 0, 0, 0, 0, qtd_kg,
                vlr_custo, qtd_apontamentos, qtd_co2e::float8
              from re_tb_desp_resumo_tip_dia where id_empresa = ${f.companyA}
              union all
              select 'd', id_empresa, dta_apontamento, id_restaurante, tip_desperdicio, 0, 0, id_item_venda, 0, 0,
                id_insumo, qtd_kg, vlr_custo, qtd_apontamentos, qtd_co2e::float8
              from re_tb_desp_resumo_classe_dia where id_empresa = ${f.companyA}
              union all
              select 'm', id_empresa, dta_mes, id_restaurante, tip_desperdicio, 0, 0, id_item_venda, 0, 0, id_insumo,
                qtd_kg, vlr_custo, qtd_apontamentos, qtd_co2e::float8
              from re_tb_desp_resumo_classe_mes where id_empresa = ${f.companyA}) r order by 1`,
      );
    const incremental = await snapshot();
    await rebuildResumoDia(db(), f.companyA);
    expect(await snapshot()).toEqual(incremental);
  });
});

describe('a factor change and the saves waiting for the merge', () => {
  it('a save committed but not merged yet when the factor changes ends at the new factor', async () => {
    const unit = await freshUnit(f, []);
    const dest = await newDestino({ tipDestino: 'ATERRO', fatorCo2e: 0.7 });
    // A save as saveAll makes it: its rollup deltas left for the merge (drizzle/0029), not merged yet.
    await db().transaction(async (tx) => {
      await tx.execute(sql`select set_config('re.resumo_adiado', 'on', true)`);
      await tx.execute(
        sql`insert into re_tb_desperdicios_det (id_empresa, id_restaurante, tip_desperdicio, dta_apontamento,
              qtd_desperdicio, id_destino)
            values (${f.companyA}, ${unit}, 1, ${today}, 4, ${dest.idDestino})`,
      );
    });
    const [left] = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from re_tb_desp_resumo_delta where id_restaurante = ${unit}`,
    );
    expect(left.n).toBeGreaterThan(0);
    const res = await saveDestinos([
      { idDestino: dest.idDestino, desDestino: dest.desDestino, tipDestino: 'ATERRO', fatorCo2e: 0.5 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    await rowsOf(db(), sql`select re_resumo_juntar()`);
    for (const v of Object.values(await co2eOf(unit))) expect(v).toBeCloseTo(4 * 0.5, 6);
    await expectRollupsInStep(f.companyA);
  });
});

describe('co2eKg in every dashboard and report', () => {
  // 14 past days with demo data, the 14 before them as the base.
  const fim = addDays(today, -1);
  const ini = addDays(today, -14);
  const baseFim = addDays(today, -15);
  const baseIni = addDays(today, -28);
  let idGrupo: number;
  let restaurantes: number[];

  beforeAll(async () => {
    idGrupo = await largestGroup(db(), f.companyA);
    restaurantes = (
      await rowsOf<{ id: number }>(
        db(),
        sql`select id_restaurante as id from re_tb_restaurantes where id_empresa = ${f.companyA} and id_grupo = ${idGrupo}`,
      )
    ).map((r) => Number(r.id));
  });

  /** Independent: Σ net kg × the current factor of each appointment's destination (0 without one). */
  async function co2eSql(dIni: string, dFim: string, extra: SQL = sql`true`, rests = restaurantes) {
    const [r] = await rowsOf<{ co2e: string | null; kg: string | null }>(
      db(),
      sql`select sum(d.qtd_liquido * coalesce(f.fator_co2e, 0))::text as co2e, sum(d.qtd_liquido)::text as kg
          from re_tb_desperdicios_det d
          left join re_tb_dest_residuos f on f.id_empresa = d.id_empresa and f.id_destino = d.id_destino
          where d.id_empresa = ${f.companyA} and d.id_restaurante = any(${`{${rests.join(',')}}`}::int[])
            and d.dta_apontamento between ${dIni}::date and ${dFim}::date and ${extra}`,
    );
    return { co2e: Number(r.co2e ?? 0), kg: Number(r.kg ?? 0) };
  }

  async function post<T>(url: string, body: unknown): Promise<T> {
    const res = await call(f, 'POST', url, f.token.admin, body);
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    return res.json() as T;
  }

  type WithInd = { indicadores: { co2eKg?: number; qtdKg: number } };

  it('each dashboard: indicadores.co2eKg equals the SQL over the appointments and the current factors', async () => {
    const period = await co2eSql(ini, fim);
    expect(period.co2e).toBeGreaterThan(0);
    const base = { idGrupo, dtaPeriodoIni: ini, dtaPeriodoFim: fim };
    const calls: [string, unknown, { co2e: number; kg: number }][] = [
      ['/api/v1/home/', { ...base, indPeriodo: 0 }, period],
      ['/api/v1/destinosDash', { ...base, dtaPeriodoBaseIni: baseIni, dtaPeriodoBaseFim: baseFim }, period],
      [
        '/api/v1/destinosDash/compareTipConsumos',
        { ...base, dtaPeriodoBaseIni: baseIni, dtaPeriodoBaseFim: baseFim },
        period,
      ],
      ['/api/v1/ExcedentePorPratosDashboard', base, period],
      [
        '/api/v1/volumesDash',
        {
          idGrupo,
          dtaBaselineIni: baseIni,
          dtaBaselineFim: baseFim,
          dtaComparativoIni: ini,
          dtaComparativoFim: fim,
        },
        period,
      ],
      [
        '/api/v1/desafioDash',
        {
          idGrupo,
          dtaPeriodoAnteriorIni: baseIni,
          dtaPeriodoAnteriorFim: baseFim,
          dtaPeriodoDesafioIni: ini,
          dtaPeriodoDesafioFim: fim,
        },
        period,
      ],
      // Metas: one type (Bandeja by default).
      ['/api/v1/metasDash/', base, await co2eSql(ini, fim, sql`d.tip_desperdicio = 1`)],
    ];
    for (const [url, body, expected] of calls) {
      const got = await post<WithInd>(url, body);
      expect(got.indicadores.qtdKg, url).toBeCloseTo(expected.kg, 3);
      expect(got.indicadores.co2eKg, url).toBeCloseTo(expected.co2e, 3);
    }
  });

  it('Destinos: CO2e per destination and avoided against landfill (the company landfill, else the default)', async () => {
    type Dash = {
      destinos: { idDestino: number; qtdKg: number; co2eKg: number; co2eEvitadoKg: number | null }[];
      co2e: {
        co2eKg: number;
        co2eEvitadoKg: number;
        qtdKgComDestino: number;
        fatorAterro: number;
        origemAterro: string;
        idDestinoAterro: number | null;
      };
    };
    const dash = await post<Dash>('/api/v1/destinosDash', {
      idGrupo,
      dtaPeriodoIni: ini,
      dtaPeriodoFim: fim,
    });
    const [aterro] = await rowsOf<{ id: number; fator: string }>(
      db(),
      sql`select id_destino as id, fator_co2e::text as fator from re_tb_dest_residuos
          where id_empresa = ${f.companyA} and tip_destino = 'ATERRO' and ind_inativo = 0 order by id_destino limit 1`,
    );
    // The demo company has its own landfill.
    expect(aterro).toBeDefined();
    expect(dash.co2e.origemAterro).toBe('EMPRESA');
    expect(dash.co2e.idDestinoAterro).toBe(Number(aterro.id));
    const fa = Number(aterro.fator);
    expect(dash.co2e.fatorAterro).toBe(fa);
    const perDest = await rowsOf<{ id: number; kg: string; co2e: string }>(
      db(),
      sql`select coalesce(d.id_destino, 0) as id, sum(d.qtd_liquido)::text as kg,
            sum(d.qtd_liquido * coalesce(f.fator_co2e, 0))::text as co2e
          from re_tb_desperdicios_det d
          left join re_tb_dest_residuos f on f.id_empresa = d.id_empresa and f.id_destino = d.id_destino
          where d.id_empresa = ${f.companyA} and d.id_restaurante = any(${`{${restaurantes.join(',')}}`}::int[])
            and d.dta_apontamento between ${ini}::date and ${fim}::date
          group by 1`,
    );
    let evitado = 0;
    let comDestino = 0;
    for (const r of perDest) {
      const got = dash.destinos.find((d) => d.idDestino === Number(r.id));
      expect(got, `destino ${r.id}`).toBeDefined();
      expect(got?.co2eKg).toBeCloseTo(Number(r.co2e), 3);
      if (Number(r.id) === 0) {
        expect(got?.co2eEvitadoKg).toBeNull();
        continue;
      }
      const e = Number(r.kg) * fa - Number(r.co2e);
      expect(got?.co2eEvitadoKg).toBeCloseTo(e, 3);
      evitado += e;
      comDestino += Number(r.kg);
    }
    expect(dash.co2e.co2eEvitadoKg).toBeCloseTo(evitado, 3);
    expect(dash.co2e.qtdKgComDestino).toBeCloseTo(comDestino, 3);
    // Compost, feed, donation… emit less than landfill: something is avoided.
    expect(dash.co2e.co2eEvitadoKg).toBeGreaterThan(0);

    // Company B without an active landfill destination: the default landfill factor.
    const [b] = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from re_tb_dest_residuos
          where id_empresa = ${f.companyB} and tip_destino = 'ATERRO' and ind_inativo = 0`,
    );
    if (Number(b.n) === 0) {
      const idGrupoB = await largestGroup(db(), f.companyB);
      const res = await call(f, 'POST', '/api/v1/destinosDash', f.tokenB, {
        idGrupo: idGrupoB,
        dtaPeriodoIni: ini,
        dtaPeriodoFim: fim,
      });
      expect(res.json().co2e).toMatchObject({
        origemAterro: 'PADRAO',
        fatorAterro: FATOR_CO2E_PADRAO.ATERRO,
      });
    }
  });

  it('the three reports: co2eKg per line and in the totals equal the SQL', async () => {
    const total = await co2eSql(ini, fim);
    const desp = await post<{
      linhas: { idRestaurante: number; dtaApontamento: string; tipDesperdicio: number; co2eKg: number }[];
      totaisRestaurante: { idRestaurante: number; co2eKg: number }[];
      totais: { co2eKg: number };
    }>('/api/v1/relatorios/desperdicios', { idGrupo, dtaIni: ini, dtaFim: fim });
    expect(desp.totais.co2eKg).toBeCloseTo(total.co2e, 2);
    const one = desp.linhas.find((l) => l.co2eKg > 0);
    expect(one).toBeDefined();
    if (one) {
      const e = await co2eSql(
        one.dtaApontamento,
        one.dtaApontamento,
        sql`d.tip_desperdicio = ${one.tipDesperdicio}`,
        [one.idRestaurante],
      );
      expect(one.co2eKg).toBeCloseTo(e.co2e, 3);
    }
    for (const t of desp.totaisRestaurante) {
      const e = await co2eSql(ini, fim, sql`true`, [t.idRestaurante]);
      expect(t.co2eKg).toBeCloseTo(e.co2e, 2);
    }

    const exc = await post<{ totais: { co2eKg: number } }>('/api/v1/relatorios/excedentes', {
      idGrupo,
      dtaIni: ini,
      dtaFim: fim,
    });
    expect(exc.totais.co2eKg).toBeCloseTo((await co2eSql(ini, fim, sql`d.tip_desperdicio = 2`)).co2e, 2);
    expect((await co2eSql(ini, fim, sql`d.tip_desperdicio = 2`)).co2e).toBeGreaterThan(0);

    const comp = await post<{ totais: { co2eKg: number; co2eKgBase: number } }>(
      '/api/v1/relatorios/comparativo',
      {
        idGrupo,
        dtaIni: ini,
        dtaFim: fim,
        dtaBaseIni: baseIni,
        dtaBaseFim: baseFim,
      },
    );
    expect(comp.totais.co2eKg).toBeCloseTo(total.co2e, 2);
    expect(comp.totais.co2eKgBase).toBeCloseTo((await co2eSql(baseIni, baseFim)).co2e, 2);
  });
});
