import { daysInRange, variationPc } from '@domain/rules/dashboards';
import type { VolumesDash, VolumesPeriodo, VolumesUnidade } from '@domain/schemas/dash-volumes';
import type { VolumesBody } from '@domain/schemas/dashboards';
import { sql } from 'drizzle-orm';
import { round } from '../../core/round';
import { intArray } from '../../core/sql-arrays';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import {
  checkPeriod,
  indicadoresOf,
  restaurantsOfGroup,
  type VolumesRow,
  volumesPorRestaurante,
  volumesPorSatelite,
} from '../rollup/public';

/**
 * Volumes (dashboard 4): baseline period against comparison period per restaurant of the group, or per
 * satellite of the group's restaurants. kg and R$ come from the daily rollups (rollup/readers/volumes.ts: per
 * restaurant the type rollup, per satellite the coarse one); meals
 * from re_tb_refeicoes (restaurants) or re_tb_nr_satelite qtdNrCli + qtdNrColab (satellites). Both periods
 * are summed in one grouped statement each; the variation compares kg per day (the periods may differ).
 */

const pc = (v: number | null) => (v === null ? null : round(v, 2));

interface Sums {
  kg: number;
  custo: number;
  refeicoes: number;
}

function periodo(s: Sums, dias: number): VolumesPeriodo {
  return {
    qtdKg: round(s.kg, 3),
    vlrCusto: round(s.custo, 2),
    refeicoes: Math.round(s.refeicoes),
    gPorRefeicao: s.refeicoes > 0 ? round((s.kg * 1000) / s.refeicoes, 2) : null,
    kgPorDia: round(s.kg / dias, 3),
  };
}

function compare(b: Sums, c: Sums, diasB: number, diasC: number) {
  const gB = b.refeicoes > 0 ? (b.kg * 1000) / b.refeicoes : null;
  const gC = c.refeicoes > 0 ? (c.kg * 1000) / c.refeicoes : null;
  return {
    baseline: periodo(b, diasB),
    comparativo: periodo(c, diasC),
    variationPc: pc(variationPc(b.kg / diasB, c.kg / diasC)),
    variationGPorRefeicaoPc: gB === null || gC === null ? null : pc(variationPc(gB, gC)),
  };
}

interface MealRow {
  id: number;
  ref_b: number | string;
  ref_c: number | string;
}

export async function volumesDash(db: Db, idEmpresa: number, body: VolumesBody): Promise<VolumesDash> {
  const {
    dtaBaselineIni: bIni,
    dtaBaselineFim: bFim,
    dtaComparativoIni: cIni,
    dtaComparativoFim: cFim,
  } = body;
  checkPeriod(bIni, bFim);
  checkPeriod(cIni, cFim);
  const diasB = daysInRange(bIni, bFim);
  const diasC = daysInRange(cIni, cFim);
  const restaurantes = await restaurantsOfGroup(db, idEmpresa, body.idGrupo);
  const restIds = restaurantes.map((r) => r.idRestaurante);
  const porSatelite = body.shouldSearchBySatelite;
  // The indicators run alongside the unit queries below.
  const indicadoresP = indicadoresOf(db, idEmpresa, { restaurantes: restIds, dtaIni: cIni, dtaFim: cFim });
  // Never left unhandled while the other queries run; awaited (and rethrown) below.
  indicadoresP.catch(() => {});

  let units: { id: number; label: string }[] = [];
  let rows: VolumesRow[] = [];
  let meals: MealRow[] = [];
  const inB = (col: string) => sql`${sql.raw(col)} between ${bIni}::date and ${bFim}::date`;
  const inC = (col: string) => sql`${sql.raw(col)} between ${cIni}::date and ${cFim}::date`;
  const periodos = {
    idEmpresa,
    restaurantes: restIds,
    baseline: { dtaIni: bIni, dtaFim: bFim },
    comparativo: { dtaIni: cIni, dtaFim: cFim },
  };
  const days = (col: string) => sql`(${inB(col)} or ${inC(col)})`;

  if (restIds.length && porSatelite) {
    const sats = await rowsOf<{ id: number; cod: string; des: string }>(
      db,
      sql`select id_satelite as id, cod_satelite as cod, des_satelite as des from re_tb_unidades_satelite
        where id_empresa = ${idEmpresa} and id_restaurante = any(${intArray(restIds)})
        ${body.idSatelite ? sql`and id_satelite = ${body.idSatelite}` : sql``}
        order by cod_satelite, id_satelite`,
    );
    units = sats.map((s) => ({ id: Number(s.id), label: `${s.cod} - ${s.des}` }));
    const satIds = intArray(units.map((u) => u.id));
    if (units.length) {
      [rows, meals] = await Promise.all([
        volumesPorSatelite(db, { ...periodos, satelites: units.map((u) => u.id) }),
        rowsOf<MealRow>(
          db,
          sql`select id_satelite as id,
            coalesce(sum(qtd_nr_cli + qtd_nr_colab) filter (where ${inB('dta_nr')}), 0)::float8 as ref_b,
            coalesce(sum(qtd_nr_cli + qtd_nr_colab) filter (where ${inC('dta_nr')}), 0)::float8 as ref_c
          from re_tb_nr_satelite
          where id_empresa = ${idEmpresa} and id_satelite = any(${satIds}) and ${days('dta_nr')}
          group by id_satelite`,
        ),
      ]);
    }
  } else if (restIds.length) {
    units = restaurantes.map((r) => ({
      id: r.idRestaurante,
      label: `${r.idRestaurante} - ${r.desRestaurante}`,
    }));
    [rows, meals] = await Promise.all([
      volumesPorRestaurante(db, periodos),
      rowsOf<MealRow>(
        db,
        sql`select id_restaurante as id,
          coalesce(sum(qtd_refeicoes) filter (where ${inB('dta_refeicao')}), 0)::float8 as ref_b,
          coalesce(sum(qtd_refeicoes) filter (where ${inC('dta_refeicao')}), 0)::float8 as ref_c
        from re_tb_refeicoes
        where id_empresa = ${idEmpresa} and id_restaurante = any(${intArray(restIds)}) and ${days('dta_refeicao')}
        group by id_restaurante`,
      ),
    ]);
  }

  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const mealsById = new Map(meals.map((m) => [Number(m.id), m]));
  const totB: Sums = { kg: 0, custo: 0, refeicoes: 0 };
  const totC: Sums = { kg: 0, custo: 0, refeicoes: 0 };
  const unidades: VolumesUnidade[] = units.map((u) => {
    const r = byId.get(u.id);
    const m = mealsById.get(u.id);
    const b: Sums = {
      kg: Number(r?.kg_b ?? 0),
      custo: Number(r?.custo_b ?? 0),
      refeicoes: Number(m?.ref_b ?? 0),
    };
    const c: Sums = {
      kg: Number(r?.kg_c ?? 0),
      custo: Number(r?.custo_c ?? 0),
      refeicoes: Number(m?.ref_c ?? 0),
    };
    for (const [tot, s] of [
      [totB, b],
      [totC, c],
    ] as const) {
      tot.kg += s.kg;
      tot.custo += s.custo;
      tot.refeicoes += s.refeicoes;
    }
    return { id: u.id, label: u.label, ...compare(b, c, diasB, diasC) };
  });

  return {
    porSatelite,
    diasBaseline: diasB,
    diasComparativo: diasC,
    unidades,
    total: compare(totB, totC, diasB, diasC),
    indicadores: await indicadoresP,
  };
}
