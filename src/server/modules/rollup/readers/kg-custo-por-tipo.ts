import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { intArray } from '../../../core/sql-arrays';
import { type Db, rowsOf } from '../../../db/client';
import { reTbDespResumoTipDia as t } from '../../../db/schema/all';

/**
 * kg and R$ per waste type (1–4, one column each) from the type daily rollup (restaurant × day × type): per
 * period bucket (the Inicial dashboard's chart) and per restaurant (its cost table).
 */

export interface KgCustoPorTipoScope {
  idEmpresa: number;
  restaurantes: readonly number[];
  /** First and last day, 'yyyy-MM-dd', both included. */
  dtaIni: string;
  dtaFim: string;
}

/** The bucket of a day: date_trunc's unit ('week' is ISO: from Monday). */
export type Truncagem = 'day' | 'week' | 'month' | 'year';

type Num = number | string;

export interface KgCustoPorTipoBucketRow {
  /** The bucket's first day ('yyyy-MM-dd', maybe with a time part on some drivers). */
  periodo: string;
  k1: Num;
  k2: Num;
  k3: Num;
  k4: Num;
  c1: Num;
  c2: Num;
  c3: Num;
  c4: Num;
}

export type CustoPorTipoRestauranteRow = { id_restaurante: number } & Record<'c1' | 'c2' | 'c3' | 'c4', Num>;

const TIPOS = [1, 2, 3, 4] as const;

const porTipo = (column: AnyPgColumn, prefix: string): SQL =>
  sql.join(
    TIPOS.map(
      (tip) =>
        sql`coalesce(sum(${column}) filter (where ${t.tipDesperdicio} = ${sql.raw(String(tip))}), 0)::float8 as ${sql.raw(`${prefix}${tip}`)}`,
    ),
    sql`, `,
  );

/** kg (k1–k4) and R$ (c1–c4) per type for every bucket from dtaIni to dtaFim (empty ones with zeros), in date order. */
export function kgCustoPorTipoEPeriodo(
  db: Db,
  s: KgCustoPorTipoScope & { truncagem: Truncagem },
): Promise<KgCustoPorTipoBucketRow[]> {
  const unit = sql.raw(`'${s.truncagem}'`);
  return rowsOf<KgCustoPorTipoBucketRow>(
    db,
    sql`select b.periodo::text as periodo,
        coalesce(a.k1, 0) as k1, coalesce(a.k2, 0) as k2, coalesce(a.k3, 0) as k3, coalesce(a.k4, 0) as k4,
        coalesce(a.c1, 0) as c1, coalesce(a.c2, 0) as c2, coalesce(a.c3, 0) as c3, coalesce(a.c4, 0) as c4
      from (select distinct date_trunc(${unit}, d::timestamp)::date as periodo
              from generate_series(${s.dtaIni}::date, ${s.dtaFim}::date, interval '1 day') as g(d)) b
      left join (
        select date_trunc(${unit}, ${t.dtaApontamento}::timestamp)::date as periodo,
          ${porTipo(t.qtdKg, 'k')}, ${porTipo(t.vlrCusto, 'c')}
        from ${t}
        where ${t.idEmpresa} = ${s.idEmpresa} and ${t.idRestaurante} = any(${intArray(s.restaurantes)})
          and ${t.dtaApontamento} between ${s.dtaIni}::date and ${s.dtaFim}::date
        group by 1) a using (periodo)
      order by b.periodo`,
  );
}

/** R$ per type (c1–c4) per restaurant of the scope that has any row in it. */
export function custoPorTipoERestaurante(
  db: Db,
  s: KgCustoPorTipoScope,
): Promise<CustoPorTipoRestauranteRow[]> {
  return rowsOf<CustoPorTipoRestauranteRow>(
    db,
    sql`select ${t.idRestaurante} as id_restaurante, ${porTipo(t.vlrCusto, 'c')}
      from ${t}
      where ${t.idEmpresa} = ${s.idEmpresa} and ${t.idRestaurante} = any(${intArray(s.restaurantes)})
        and ${t.dtaApontamento} between ${s.dtaIni}::date and ${s.dtaFim}::date
      group by ${t.idRestaurante}`,
  );
}
