import { sql } from 'drizzle-orm';
import { intArray } from '../../../core/sql-arrays';
import { type Db, rowsOf } from '../../../db/client';
import { reTbDespResumoRestDia, reTbDespResumoTipDia } from '../../../db/schema/all';

/**
 * What the Volumes dashboard compares: kg and R$ in a baseline and a comparison period, per restaurant (the
 * type daily rollup) or per satellite (the coarse one, which keeps the satellite), in one grouped statement.
 */

export interface Periodo {
  /** First and last day, 'yyyy-MM-dd', both included. */
  dtaIni: string;
  dtaFim: string;
}

export interface VolumesScope {
  idEmpresa: number;
  restaurantes: readonly number[];
  baseline: Periodo;
  comparativo: Periodo;
}

/** kg and R$ of one unit: `_b` baseline, `_c` comparison. */
export interface VolumesRow {
  id: number;
  kg_b: number | string;
  custo_b: number | string;
  kg_c: number | string;
  custo_c: number | string;
}

type Rollup = typeof reTbDespResumoRestDia | typeof reTbDespResumoTipDia;

function sums(t: Rollup, s: VolumesScope) {
  const inB = sql`${t.dtaApontamento} between ${s.baseline.dtaIni}::date and ${s.baseline.dtaFim}::date`;
  const inC = sql`${t.dtaApontamento} between ${s.comparativo.dtaIni}::date and ${s.comparativo.dtaFim}::date`;
  return {
    columns: sql`coalesce(sum(${t.qtdKg}) filter (where ${inB}), 0)::float8 as kg_b,
    coalesce(sum(${t.vlrCusto}) filter (where ${inB}), 0)::float8 as custo_b,
    coalesce(sum(${t.qtdKg}) filter (where ${inC}), 0)::float8 as kg_c,
    coalesce(sum(${t.vlrCusto}) filter (where ${inC}), 0)::float8 as custo_c`,
    days: sql`(${inB} or ${inC})`,
  };
}

/** Per restaurant of the scope that has rows in either period. */
export function volumesPorRestaurante(db: Db, s: VolumesScope): Promise<VolumesRow[]> {
  const t = reTbDespResumoTipDia;
  const { columns, days } = sums(t, s);
  return rowsOf<VolumesRow>(
    db,
    sql`select ${t.idRestaurante} as id, ${columns} from ${t}
        where ${t.idEmpresa} = ${s.idEmpresa} and ${t.idRestaurante} = any(${intArray(s.restaurantes)})
          and ${days}
        group by ${t.idRestaurante}`,
  );
}

/** Per satellite (of the scope's restaurants, among `satelites`) that has rows in either period. */
export function volumesPorSatelite(
  db: Db,
  s: VolumesScope & { satelites: readonly number[] },
): Promise<VolumesRow[]> {
  const t = reTbDespResumoRestDia;
  const { columns, days } = sums(t, s);
  return rowsOf<VolumesRow>(
    db,
    sql`select ${t.idSatelite} as id, ${columns} from ${t}
          where ${t.idEmpresa} = ${s.idEmpresa} and ${t.idRestaurante} = any(${intArray(s.restaurantes)})
            and ${t.idSatelite} <> 0 and ${t.idSatelite} = any(${intArray(s.satelites)}) and ${days}
          group by ${t.idSatelite}`,
  );
}
