import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { reTbDespResumoRestDia } from '../../../db/schema/all';

/**
 * The kg per waste type of one restaurant on one day (coarse daily rollup), as a subquery for a statement that
 * evaluates it per row of its own (a lateral join: the notification routine's rule "above the goal" runs it
 * for every watched restaurant on that restaurant's yesterday). Its rows: tip_desperdicio (smallint) and kg
 * (numeric, the sum of the net kg).
 */

export interface KgPorTipoNoDiaScope {
  idEmpresa: number;
  /** The restaurant and the day: usually columns of the outer statement (`ar.id_restaurante`, `ar.dia`). */
  idRestaurante: SQL;
  dia: SQL;
}

export function kgPorTipoNoDia(s: KgPorTipoNoDiaScope): SQL {
  const r = alias(reTbDespResumoRestDia, 'r');
  return sql`select ${r.tipDesperdicio}, sum(${r.qtdKg}) as kg
        from ${reTbDespResumoRestDia} ${r}
        where ${r.idEmpresa} = ${s.idEmpresa} and ${r.idRestaurante} = ${s.idRestaurante} and ${r.dtaApontamento} = ${s.dia}
        group by ${r.tipDesperdicio}`;
}
