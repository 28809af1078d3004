import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { intArray } from '../../../core/sql-arrays';
import { type Db, rowsOf } from '../../../db/client';
import { reTbDespResumoTipDia } from '../../../db/schema/all';
import { itemRowsOfPeriod } from '../periodo';

/**
 * The three reports' lines: /excedentes on the monthly item rollup and the fine daily one for the edge days
 * (sale items, products), /comparativo and /desperdicios on the type rollup (restaurant × day × type). The
 * restaurants are filtered with
 * `id_restaurante = any(ids)` (a join to re_tb_restaurantes on `id_grupo` made the planner misestimate the
 * rows: a sort spilling to disk instead of a hash aggregate); the names are joined to the (small) aggregated
 * result.
 */

type Num = number | string | null;

export interface RelatorioScope {
  idEmpresa: number;
  /** The group's restaurants, when a group was chosen. */
  restaurantes?: readonly number[];
  /** One restaurant, when chosen. */
  idRestaurante?: number | null;
}

export interface Periodo {
  /** First and last day, 'yyyy-MM-dd', both included. */
  dtaIni: string;
  dtaFim: string;
}

export interface RelatorioSomasRow {
  kg: Num;
  custo: Num;
  n: Num;
  co2e: Num;
}

export interface ExcedenteLinhaRow extends RelatorioSomasRow {
  id_restaurante: number;
  des_restaurante: string;
  id_item_venda: Num;
  des_item_venda: string | null;
  id_produto: Num;
  des_produto: string | null;
}

export interface ComparativoLinhaRow {
  id_restaurante: number;
  des_restaurante: string;
  tip_desperdicio: number;
  kg_base: Num;
  custo_base: Num;
  kg: Num;
  custo: Num;
  co2e_base: Num;
  co2e: Num;
}

/** The type rollup under the alias `s`. */
const tip = alias(reTbDespResumoTipDia, 's');

/** The restaurant scope on the rollup `s`: the company, and the group's restaurant ids and/or one restaurant. */
function scopeWhere(s: typeof tip, f: RelatorioScope): SQL {
  const parts: SQL[] = [sql`${s.idEmpresa} = ${f.idEmpresa}`];
  if (f.restaurantes) parts.push(sql`${s.idRestaurante} = any(${intArray(f.restaurantes)})`);
  if (f.idRestaurante) parts.push(sql`${s.idRestaurante} = ${f.idRestaurante}`);
  return sql.join(parts, sql` and `);
}

/**
 * The company's restaurants with their rank by name (then id), `r.ord`: a long result is sorted on that integer
 * instead of comparing the names under the database collation on every row (~50 ms for 29k lines).
 */
const restaurantOrder = (idEmpresa: number) => sql`(select id_restaurante, des_restaurante,
    row_number() over (order by des_restaurante, id_restaurante) as ord
  from re_tb_restaurantes where id_empresa = ${idEmpresa})`;

/**
 * One waste type per restaurant × sale item × product, by restaurant, item and product name. Those are keys of
 * the monthly item rollup: the whole months are read from it and only the edge days from the fine daily rollup
 * (itemRowsOfPeriod), a few thousand rows a year instead of a few hundred thousand.
 */
export function excedentesPorItem(
  db: Db,
  f: RelatorioScope &
    Periodo & { tipDesperdicio: number; idItemVenda?: number | null; idProduto?: number | null },
): Promise<ExcedenteLinhaRow[]> {
  const where: SQL[] = [sql`r.id_empresa = ${f.idEmpresa}`, sql`r.tip_desperdicio = ${f.tipDesperdicio}`];
  if (f.restaurantes) where.push(sql`r.id_restaurante = any(${intArray(f.restaurantes)})`);
  if (f.idRestaurante) where.push(sql`r.id_restaurante = ${f.idRestaurante}`);
  if (f.idItemVenda) where.push(sql`r.id_item_venda = ${f.idItemVenda}`);
  if (f.idProduto) where.push(sql`r.id_produto = ${f.idProduto}`);
  const cols = sql`r.id_restaurante, r.id_item_venda, r.id_produto, r.qtd_kg, r.vlr_custo, r.qtd_apontamentos,
    r.qtd_co2e`;
  const idEmpresa = f.idEmpresa;
  return rowsOf<ExcedenteLinhaRow>(
    db,
    sql`
        select a.id_restaurante, r.des_restaurante, a.id_item_venda, i.des_item_venda, a.id_produto, p.des_produto,
          a.kg, a.custo, a.n, a.co2e
        from (
          select s.id_restaurante, s.id_item_venda, s.id_produto,
            sum(s.qtd_kg)::float8 as kg, sum(s.vlr_custo)::float8 as custo, sum(s.qtd_apontamentos)::int as n,
            sum(s.qtd_co2e)::float8 as co2e
          from (${itemRowsOfPeriod(cols, sql.join(where, sql` and `), f.dtaIni, f.dtaFim)}) s
          group by s.id_restaurante, s.id_item_venda, s.id_produto
        ) a
        join re_tb_restaurantes r on r.id_empresa = ${idEmpresa} and r.id_restaurante = a.id_restaurante
        left join re_mv_itens_venda i on i.id_empresa = ${idEmpresa} and i.id_item_venda = a.id_item_venda
        left join re_tb_produtos p on p.id_empresa = ${idEmpresa} and p.id_produto = a.id_produto
        order by r.des_restaurante, a.id_restaurante, i.des_item_venda nulls last, a.id_item_venda,
          p.des_produto nulls last, a.id_produto`,
  );
}

/** Per restaurant × type: kg, R$ and kg CO2e in the base period and in the period, by restaurant name and type. */
export function comparativoPorTipo(
  db: Db,
  f: RelatorioScope & { base: Periodo; periodo: Periodo; tipDesperdicio?: number | null },
): Promise<ComparativoLinhaRow[]> {
  const s = tip;
  const inBase = sql`${s.dtaApontamento} between ${f.base.dtaIni}::date and ${f.base.dtaFim}::date`;
  const inPeriod = sql`${s.dtaApontamento} between ${f.periodo.dtaIni}::date and ${f.periodo.dtaFim}::date`;
  const where = [scopeWhere(s, f), sql`(${inBase} or ${inPeriod})`];
  if (f.tipDesperdicio) where.push(sql`${s.tipDesperdicio} = ${f.tipDesperdicio}`);
  return rowsOf<ComparativoLinhaRow>(
    db,
    sql`
        select a.id_restaurante, r.des_restaurante, a.tip_desperdicio, a.kg_base, a.custo_base, a.kg, a.custo,
          a.co2e_base, a.co2e
        from (
          select ${s.idRestaurante}, ${s.tipDesperdicio},
            coalesce(sum(${s.qtdKg}) filter (where ${inBase}), 0)::float8 as kg_base,
            coalesce(sum(${s.vlrCusto}) filter (where ${inBase}), 0)::float8 as custo_base,
            coalesce(sum(${s.qtdKg}) filter (where ${inPeriod}), 0)::float8 as kg,
            coalesce(sum(${s.vlrCusto}) filter (where ${inPeriod}), 0)::float8 as custo,
            coalesce(sum(${s.qtdCo2e}) filter (where ${inBase}), 0)::float8 as co2e_base,
            coalesce(sum(${s.qtdCo2e}) filter (where ${inPeriod}), 0)::float8 as co2e
          from ${reTbDespResumoTipDia} ${s}
          where ${sql.join(where, sql` and `)}
          group by ${s.idRestaurante}, ${s.tipDesperdicio}
        ) a
        join re_tb_restaurantes r on r.id_empresa = ${f.idEmpresa} and r.id_restaurante = a.id_restaurante
        order by r.des_restaurante, a.id_restaurante, a.tip_desperdicio`,
  );
}

/** One line of desperdiciosPorDia: the type rollup's row of a restaurant × day × type. */
export interface DesperdicioLinha {
  idRestaurante: number;
  /** 'yyyy-MM-dd'. */
  dia: string;
  tipDesperdicio: number;
  kg: number;
  custo: number;
  n: number;
  co2e: number;
}

/**
 * One line per restaurant × day × type (~30k for 20 restaurants over a year): the type rollup holds exactly
 * one row per those keys, so no aggregate. No names: the caller joins them. The lines come back as ONE text
 * value (`id,day,type,kg,R$,n,CO2e` per line, `;` between lines), read here field by field: a row per line cost
 * the driver an object and seven strings each, and the garbage they left was most of the report's time in Node.
 * They are written per restaurant (a lateral subquery on the rollup's primary key, sorted by day and type: ~1.5k
 * rows each) and the restaurants' texts joined on their rank by name, cheaper than sorting the 30k lines on the
 * rank. The numbers are the columns' own text (numeric, not cast to float8): Number() of it gives the same double
 * the cast to float8 would have.
 */
export async function desperdiciosPorDia(
  db: Db,
  f: RelatorioScope & Periodo & { tipDesperdicio?: number | null },
): Promise<DesperdicioLinhas> {
  const s = tip;
  const restaurants: SQL[] = [sql`true`];
  if (f.restaurantes) restaurants.push(sql`r.id_restaurante = any(${intArray(f.restaurantes)})`);
  if (f.idRestaurante) restaurants.push(sql`r.id_restaurante = ${f.idRestaurante}`);
  const where = [
    sql`${s.idEmpresa} = ${f.idEmpresa} and ${s.idRestaurante} = r.id_restaurante`,
    sql`${s.dtaApontamento} between ${f.dtaIni}::date and ${f.dtaFim}::date`,
  ];
  if (f.tipDesperdicio) where.push(sql`${s.tipDesperdicio} = ${f.tipDesperdicio}`);
  const [row] = await rowsOf<{ linhas: string | null }>(
    db,
    sql`
        select string_agg(x.linhas, ';' order by r.ord) as linhas
        from ${restaurantOrder(f.idEmpresa)} r
        cross join lateral (
          select string_agg(concat(${s.idRestaurante}, ',', ${s.dtaApontamento}, ',', ${s.tipDesperdicio}, ',',
              ${s.qtdKg}, ',', ${s.vlrCusto}, ',', ${s.qtdApontamentos}, ',', ${s.qtdCo2e}), ';'
              order by ${s.dtaApontamento}, ${s.tipDesperdicio}) as linhas
          from ${reTbDespResumoTipDia} ${s}
          where ${sql.join(where, sql` and `)}
        ) x
        where ${sql.join(restaurants, sql` and `)} and x.linhas is not null`,
  );
  const text = row?.linhas ?? '';
  return { forEach: (visit) => readLinhas(text, visit) };
}

/** The lines of desperdiciosPorDia, read when visited. */
export interface DesperdicioLinhas {
  /** Each line in order, in ONE object that the next line overwrites (copy what you keep). */
  forEach(visit: (linha: Readonly<DesperdicioLinha>) => void): void;
}

/** Powers of ten exact as doubles (up to 1e22). */
const POW10 = Array.from({ length: 23 }, (_, i) => 10 ** i);

/**
 * The number written in text[start, end) (an integer or a plain decimal, as PostgreSQL writes int and numeric)
 * without slicing it out: the digits as an integer divided once by a power of ten. With at most 15 digits the
 * integer is exact and so is the power, and IEEE division rounds correctly: the same double as Number() of the
 * text. Anything else (more digits, another character) goes through Number().
 */
function numberAt(text: string, start: number, end: number): number {
  let i = start;
  const negative = text.charCodeAt(i) === 45; // '-'
  if (negative) i++;
  let digits = 0;
  let scale = 0;
  let dot = false;
  let m = 0;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 46 && !dot) {
      dot = true;
      continue;
    }
    const d = c - 48;
    if (d < 0 || d > 9) return Number(text.slice(start, end));
    m = m * 10 + d;
    digits++;
    if (dot) scale++;
  }
  if (digits === 0 || digits > 15) return Number(text.slice(start, end));
  const v = scale ? m / POW10[scale] : m;
  return negative ? -v : v;
}

function readLinhas(text: string, visit: (linha: Readonly<DesperdicioLinha>) => void): void {
  const linha: DesperdicioLinha = {
    idRestaurante: 0,
    dia: '',
    tipDesperdicio: 0,
    kg: 0,
    custo: 0,
    n: 0,
    co2e: 0,
  };
  let at = 0;
  /** The number of the next field but the line's last. */
  const next = () => {
    const end = text.indexOf(',', at);
    const value = numberAt(text, at, end);
    at = end + 1;
    return value;
  };
  while (at < text.length) {
    linha.idRestaurante = next();
    const dayEnd = text.indexOf(',', at);
    linha.dia = text.slice(at, dayEnd);
    at = dayEnd + 1;
    linha.tipDesperdicio = next();
    linha.kg = next();
    linha.custo = next();
    linha.n = next();
    let end = text.indexOf(';', at);
    if (end < 0) end = text.length;
    linha.co2e = numberAt(text, at, end);
    at = end + 1;
    visit(linha);
  }
}
