import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { intArray } from '../../../core/sql-arrays';
import { reTbDespResumoTipDia } from '../../../db/schema/all';

/**
 * The CO2e factor of each restaurant's waste of a type over a period (type daily rollup): its kg CO2e ÷ its net
 * kg, as a subquery to join (the recommender's saving in CO2e: the restaurant's surplus of the last 120 days).
 * Its rows: id_restaurante and f (numeric; null when nothing was weighed); a restaurant without rows is absent.
 */

export interface FatorCo2eScope {
  idEmpresa: number;
  tipDesperdicio: number;
  restaurantes: readonly number[];
  /** First and last day (both included): SQL dates. */
  de: SQL;
  ate: SQL;
}

export function fatorCo2ePorRestaurante(s: FatorCo2eScope): SQL {
  const r = alias(reTbDespResumoTipDia, 'r');
  return sql`select ${r.idRestaurante}, sum(${r.qtdCo2e}) / nullif(sum(${r.qtdKg}), 0) as f
        from ${reTbDespResumoTipDia} ${r}
        where ${r.idEmpresa} = ${s.idEmpresa} and ${r.tipDesperdicio} = ${s.tipDesperdicio}
          and ${r.idRestaurante} = any(${intArray(s.restaurantes)})
          and ${r.dtaApontamento} >= ${s.de} and ${r.dtaApontamento} <= ${s.ate}
        group by ${r.idRestaurante}`;
}
