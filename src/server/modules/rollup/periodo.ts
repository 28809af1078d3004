import { addDays } from '@domain/dates';
import { type SQL, sql, type Table } from 'drizzle-orm';
import { reTbDespResumoDia, reTbDespResumoItemMes } from '../../db/schema/all';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const monthOf = (day: string) => `${day.slice(0, 8)}01`;
/** The first day of the month after the month of `day`. */
const nextMonth = (day: string) => monthOf(addDays(monthOf(day), 31));

/**
 * How the days [ini, fim] are read: `months` the first days of the first and last whole months inside it (null
 * when there is none), `days` the day ranges left (the partial months at the edges, or the whole period).
 */
export function periodParts(
  ini: string,
  fim: string,
): { months: [string, string] | null; days: [string, string][] } {
  if (!DAY.test(ini) || !DAY.test(fim) || ini > fim) return { months: null, days: [[ini, fim]] };
  const first = ini.endsWith('-01') ? ini : nextMonth(ini);
  const last = addDays(fim, 1).endsWith('-01') ? monthOf(fim) : monthOf(addDays(monthOf(fim), -1));
  if (first > last) return { months: null, days: [[ini, fim]] };
  const days: [string, string][] = [];
  if (ini < first) days.push([ini, addDays(first, -1)]);
  const after = nextMonth(last);
  if (after <= fim) days.push([after, fim]);
  return { months: [first, last], days };
}

/**
 * The rows of the sale item level over a period, as one `union all` of selects on a rollup aliased `r`: the
 * whole months from the monthly item rollup (re_tb_desp_resumo_item_mes: restaurant, month, type, satellite, sale
 * item, product — a few thousand rows a year) and the days of the partial months at its edges from the fine daily
 * rollup (periodParts). `cols` and `where` may use only the keys both
 * levels have (id_empresa, id_restaurante, tip_desperdicio, id_satelite, id_item_venda, id_produto) and the sums
 * (qtd_kg, vlr_custo, qtd_apontamentos, qtd_lidos, qtd_co2e); the date range is added per branch. The caller groups
 * the rows: a key of the monthly level appears once per month and once per edge day.
 */
export function itemRowsOfPeriod(cols: SQL, where: SQL, dtaIni: string, dtaFim: string): SQL {
  return rowsOfPeriod(
    { monthly: reTbDespResumoItemMes, daily: reTbDespResumoDia },
    cols,
    where,
    dtaIni,
    dtaFim,
  );
}

/**
 * The same split for any pair of levels: the whole months of the period from `monthly` (keyed by dta_mes), the
 * days of the partial months at its edges from `daily` (keyed by dta_apontamento), both aliased `r`.
 */
export function rowsOfPeriod(
  levels: { monthly: Table; daily: Table },
  cols: SQL,
  where: SQL,
  dtaIni: string,
  dtaFim: string,
): SQL {
  const { months, days } = periodParts(dtaIni, dtaFim);
  const branches: SQL[] = [];
  if (months)
    branches.push(sql`select ${cols} from ${levels.monthly} r
      where ${where} and r.dta_mes between ${months[0]}::date and ${months[1]}::date`);
  for (const [ini, fim] of days)
    branches.push(sql`select ${cols} from ${levels.daily} r
      where ${where} and r.dta_apontamento between ${ini}::date and ${fim}::date`);
  return sql.join(branches, sql` union all `);
}
