import { TIP_CONSUMO, TIP_CONSUMO_LABEL } from '@domain/constants';
import { addDays } from '@domain/dates';
import { fatorAterroReferencia } from '@domain/rules/co2e';
import { daysInRange, variationPc } from '@domain/rules/dashboards';
import {
  type DestinoShare,
  type DestinosComparacao,
  type DestinosComparacaoItem,
  type DestinosDash,
  type DestinosPeriodo,
  type DestinosRestaurantesComparacao,
  type DestinosValor,
  SEM_DESTINO_ID,
  SEM_DESTINO_LABEL,
} from '@domain/schemas/dash-destinos';
import type {
  DestinosBody,
  DestinosByDestinosBody,
  DestinosByRestaurantesBody,
  Indicadores,
} from '@domain/schemas/dashboards';
import { sql } from 'drizzle-orm';
import { round } from '../../core/round';
import { intArray } from '../../core/sql-arrays';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import {
  type ChaveComparacao,
  checkPeriod,
  comparacaoPorChave,
  indicadoresOf,
  kgPorDestino,
  restaurantsOfGroup,
  seriePorPeriodo,
} from '../rollup/public';

/**
 * Destinos (dashboard 5): where the waste goes (share per destination) and how that changes between the
 * period and a base period, by consumption kind (Pré-Consumo: types 2, 3, 4; Pós-Consumo: type 1), by
 * destination and by restaurant. Everything is summed in SQL over the daily rollups (rollup/readers/destinos.ts):
 * the coarse one where a destination is needed (id_destino 0 = appointments without destination,
 * 'Sem destino'), else the type rollup (restaurant × day × type).
 */

/** The waste types of a consumption kind (tipConsumoOf: Bandeja is Pós-Consumo, the others Pré-Consumo). */
export const TIPOS_DO_CONSUMO: Record<number, number[]> = {
  [TIP_CONSUMO.PreConsumo]: [2, 3, 4],
  [TIP_CONSUMO.PosConsumo]: [1],
};

interface Scope {
  restIds: number[];
  restaurantes: { idRestaurante: number; desRestaurante: string }[];
  periodo: DestinosPeriodo;
  base: DestinosPeriodo;
}

const periodoOf = (dtaIni: string, dtaFim: string): DestinosPeriodo => ({
  dtaIni,
  dtaFim,
  dias: daysInRange(dtaIni, dtaFim),
});

/** Checks the period and the base period (when sent; else the same number of days just before). */
async function scopeOf(db: Db, idEmpresa: number, body: DestinosBody): Promise<Scope> {
  checkPeriod(body.dtaPeriodoIni, body.dtaPeriodoFim);
  const periodo = periodoOf(body.dtaPeriodoIni, body.dtaPeriodoFim);
  let base: DestinosPeriodo;
  if (body.dtaPeriodoBaseIni || body.dtaPeriodoBaseFim) {
    checkPeriod(body.dtaPeriodoBaseIni ?? '', body.dtaPeriodoBaseFim ?? '');
    base = periodoOf(body.dtaPeriodoBaseIni as string, body.dtaPeriodoBaseFim as string);
  } else {
    base = periodoOf(addDays(periodo.dtaIni, -periodo.dias), addDays(periodo.dtaIni, -1));
  }
  const restaurantes = await restaurantsOfGroup(db, idEmpresa, body.idGrupo);
  return { restIds: restaurantes.map((r) => r.idRestaurante), restaurantes, periodo, base };
}

// ---------------------------------------------------------------------------------------------------------
// POST /: the share per destination

export async function destinosShare(db: Db, idEmpresa: number, body: DestinosBody): Promise<DestinosDash> {
  const s = await scopeOf(db, idEmpresa, body);
  const [rows, indicadores, aterro] = await Promise.all([
    s.restIds.length
      ? kgPorDestino(db, { idEmpresa, restaurantes: s.restIds, periodo: s.periodo })
      : Promise.resolve([]),
    indicadoresFor(db, idEmpresa, s),
    companyLandfill(db, idEmpresa),
  ]);
  const kg = rows.reduce((a, r) => a + Number(r.kg), 0);
  const custo = rows.reduce((a, r) => a + Number(r.custo), 0);
  const fatorAterro = fatorAterroReferencia(aterro?.fator ?? null);
  let co2e = 0;
  let kgComDestino = 0;
  let co2eComDestino = 0;
  const destinos: DestinoShare[] = rows
    .map((r) => {
      const semDestino = Number(r.id) === SEM_DESTINO_ID;
      const c = Number(r.co2e ?? 0);
      co2e += c;
      if (!semDestino) {
        kgComDestino += Number(r.kg);
        co2eComDestino += c;
      }
      return {
        idDestino: Number(r.id),
        desDestino: semDestino ? SEM_DESTINO_LABEL : (r.des ?? String(r.id)),
        qtdKg: round(Number(r.kg), 3),
        vlrCusto: round(Number(r.custo), 2),
        percentual: kg > 0 ? round((Number(r.kg) / kg) * 100, 2) : 0,
        tipDestino: semDestino ? null : r.tip,
        fatorCo2e: semDestino || r.fator === null ? null : Number(r.fator),
        co2eKg: round(c, 3),
        co2eEvitadoKg: semDestino ? null : round(Number(r.kg) * fatorAterro - c, 3),
      };
    })
    .filter((d) => d.qtdKg > 0 || d.vlrCusto > 0)
    .sort((a, b) => b.qtdKg - a.qtdKg || a.desDestino.localeCompare(b.desDestino, 'pt-BR'));
  return {
    periodo: s.periodo,
    total: { qtdKg: round(kg, 3), vlrCusto: round(custo, 2) },
    destinos,
    co2e: {
      co2eKg: round(co2e, 3),
      // Σ kg × (landfill − factor) = landfill × Σ kg − Σ kg × factor, over the destinations.
      co2eEvitadoKg: round(kgComDestino * fatorAterro - co2eComDestino, 3),
      qtdKgComDestino: round(kgComDestino, 3),
      fatorAterro,
      origemAterro: aterro ? 'EMPRESA' : 'PADRAO',
      idDestinoAterro: aterro?.id ?? null,
      desDestinoAterro: aterro?.des ?? null,
    },
    indicadores,
  };
}

/** The company's own landfill: its active 'ATERRO' destination of lowest id (null when it has none). */
async function companyLandfill(
  db: Db,
  idEmpresa: number,
): Promise<{ id: number; des: string; fator: number } | null> {
  const [row] = await rowsOf<{ id: number; des: string; fator: number | string }>(
    db,
    sql`select id_destino as id, des_destino as des, fator_co2e::float8 as fator from re_tb_dest_residuos
        where id_empresa = ${idEmpresa} and tip_destino = 'ATERRO' and ind_inativo = 0
        order by id_destino limit 1`,
  );
  return row ? { id: Number(row.id), des: row.des, fator: Number(row.fator) } : null;
}

// ---------------------------------------------------------------------------------------------------------
// The comparisons: one grouped statement over both periods

interface CompareRow {
  id: number;
  kg_a: number;
  custo_a: number;
  kg_b: number;
  custo_b: number;
}

async function compareRows(
  db: Db,
  idEmpresa: number,
  s: Scope,
  chave: ChaveComparacao,
  filtros: { tipos?: number[]; idDestino?: number | null } = {},
): Promise<CompareRow[]> {
  if (!s.restIds.length) return [];
  const rows = await comparacaoPorChave(db, {
    idEmpresa,
    restaurantes: s.restIds,
    periodo: s.periodo,
    base: s.base,
    chave,
    ...filtros,
  });
  return rows.map((r) => ({
    id: Number(r.id),
    kg_a: Number(r.kg_a),
    custo_a: Number(r.custo_a),
    kg_b: Number(r.kg_b),
    custo_b: Number(r.custo_b),
  }));
}

const valor = (kg: number, custo: number, total: number): DestinosValor => ({
  qtdKg: round(kg, 3),
  vlrCusto: round(custo, 2),
  percentual: total > 0 ? round((kg / total) * 100, 2) : 0,
});

const variation = (s: Scope, kgA: number, kgB: number) => {
  const v = variationPc(kgB / s.base.dias, kgA / s.periodo.dias);
  return v === null ? null : round(v, 2);
};

/** The shared indicators of the period (run alongside the comparison's own statements). */
function indicadoresFor(db: Db, idEmpresa: number, s: Scope, tipos?: number[]): Promise<Indicadores> {
  return indicadoresOf(db, idEmpresa, {
    restaurantes: s.restIds,
    dtaIni: s.periodo.dtaIni,
    dtaFim: s.periodo.dtaFim,
    tipos,
  });
}

function comparacao(
  s: Scope,
  rows: CompareRow[],
  units: { id: number; label: string }[],
  indicadores: Indicadores,
): DestinosComparacao {
  const totA = rows.reduce((x, r) => x + r.kg_a, 0);
  const totB = rows.reduce((x, r) => x + r.kg_b, 0);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const itens: DestinosComparacaoItem[] = units.map((u) => {
    const r = byId.get(u.id) ?? { id: u.id, kg_a: 0, custo_a: 0, kg_b: 0, custo_b: 0 };
    return {
      id: u.id,
      label: u.label,
      atual: valor(r.kg_a, r.custo_a, totA),
      base: valor(r.kg_b, r.custo_b, totB),
      variationPc: variation(s, r.kg_a, r.kg_b),
    };
  });
  return {
    periodo: s.periodo,
    periodoBase: s.base,
    itens,
    total: {
      atual: valor(
        totA,
        rows.reduce((x, r) => x + r.custo_a, 0),
        totA,
      ),
      base: valor(
        totB,
        rows.reduce((x, r) => x + r.custo_b, 0),
        totB,
      ),
      variationPc: variation(s, totA, totB),
    },
    indicadores,
  };
}

/** POST /compareTipConsumos: Pré-Consumo (types 2, 3, 4) and Pós-Consumo (type 1), period against base. */
export async function compareTipConsumos(db: Db, idEmpresa: number, body: DestinosBody) {
  const s = await scopeOf(db, idEmpresa, body);
  const [rows, indicadores] = await Promise.all([
    compareRows(db, idEmpresa, s, {
      por: 'consumo',
      posConsumo: TIP_CONSUMO.PosConsumo,
      preConsumo: TIP_CONSUMO.PreConsumo,
    }),
    indicadoresFor(db, idEmpresa, s),
  ]);
  const units = [TIP_CONSUMO.PreConsumo, TIP_CONSUMO.PosConsumo].map((id) => ({
    id,
    label: TIP_CONSUMO_LABEL[id],
  }));
  return comparacao(s, rows, units, indicadores);
}

/** POST /compareByDestinos: per destination (optionally one consumption kind), period against base. */
export async function compareByDestinos(db: Db, idEmpresa: number, body: DestinosByDestinosBody) {
  const s = await scopeOf(db, idEmpresa, body);
  const tipos = body.tipConsumo ? TIPOS_DO_CONSUMO[body.tipConsumo] : undefined;
  const [rows, indicadores] = await Promise.all([
    compareRows(db, idEmpresa, s, { por: 'destino' }, { tipos }),
    indicadoresFor(db, idEmpresa, s, tipos),
  ]);
  const ids = rows.map((r) => r.id).filter((id) => id !== SEM_DESTINO_ID);
  const names = ids.length
    ? await rowsOf<{ id: number; des: string }>(
        db,
        sql`select id_destino as id, des_destino as des from re_tb_dest_residuos
          where id_empresa = ${idEmpresa} and id_destino = any(${intArray(ids)})`,
      )
    : [];
  const nameOf = new Map(names.map((n) => [Number(n.id), n.des]));
  const units = [...rows]
    .sort((a, b) => b.kg_a - a.kg_a || b.kg_b - a.kg_b)
    .map((r) => ({
      id: r.id,
      label: r.id === SEM_DESTINO_ID ? SEM_DESTINO_LABEL : (nameOf.get(r.id) ?? String(r.id)),
    }));
  return comparacao(s, rows, units, indicadores);
}

const TRUNC: Record<number, string> = { 0: 'day', 1: 'week', 2: 'month', 3: 'year' };

/** POST /compare/restaurantes: per restaurant (one destination or all), period against base, and a series. */
export async function compareRestaurantes(
  db: Db,
  idEmpresa: number,
  body: DestinosByRestaurantesBody,
): Promise<DestinosRestaurantesComparacao> {
  const s = await scopeOf(db, idEmpresa, body);
  const units = s.restaurantes.map((r) => ({
    id: r.idRestaurante,
    label: `${r.idRestaurante} - ${r.desRestaurante}`,
  }));
  const indPeriodoAnalise = body.indPeriodoAnalise ?? 0;
  // The comparison, the indicators and the series are independent statements: run together (a pool runs
  // them in parallel).
  const [rows, indicadores, serie] = await Promise.all([
    compareRows(db, idEmpresa, s, { por: 'restaurante' }, { idDestino: body.idDestino }),
    indicadoresFor(db, idEmpresa, s),
    s.restIds.length
      ? seriePorPeriodo(db, {
          idEmpresa,
          restaurantes: s.restIds,
          periodo: s.periodo,
          truncagem: TRUNC[indPeriodoAnalise],
          idDestino: body.idDestino,
        })
      : Promise.resolve([]),
  ]);
  return {
    ...comparacao(s, rows, units, indicadores),
    indPeriodoAnalise,
    serie: serie.map((p) => ({
      periodo: p.periodo,
      qtdKg: round(Number(p.kg), 3),
      vlrCusto: round(Number(p.custo), 2),
    })),
  };
}
