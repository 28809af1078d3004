import { TIP_DESPERDICIO } from '@domain/constants';
import { variationPc } from '@domain/rules/dashboards';
import type {
  ComparativoBody,
  ComparativoResult,
  DesperdiciosBody,
  DesperdiciosResult,
  ExcedentesBody,
  ExcedentesResult,
  RelatorioTotais,
} from '@domain/schemas/relatorios';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { checkPeriod, restaurantsOfGroup } from '../rollup/queries';
import { intArray } from '../rollup/sql';

/**
 * The three reports, aggregated in PostgreSQL on the daily rollups (never on the appointment
 * rows): /excedentes on the fine re_tb_desp_resumo_dia (sale items, products), /comparativo and /desperdicios
 * on the type rollup re_tb_desp_resumo_tip_dia (restaurant × day × type). Scope: the token's company;
 * optionally a restaurant group and/or one restaurant.
 *
 * The group is resolved to its restaurant ids first and the rollup filtered with `id_restaurante = any(ids)`:
 * a join to re_tb_restaurantes on `id_grupo` made the planner misestimate the rows (a sort spilling to disk
 * instead of a hash aggregate). The names are joined to the (small) aggregated result.
 */

type Num = number | string | null;
const kg = (v: Num) => Math.round(Number(v ?? 0) * 1000) / 1000;
const brl = (v: Num) => Math.round(Number(v ?? 0) * 100) / 100;
const int = (v: Num) => Math.round(Number(v ?? 0));
const pc = (base: number, value: number) => {
  const v = variationPc(base, value);
  return v === null ? null : Math.round(v * 100) / 100;
};
/** Rollup keys are 0 when absent. */
const idOrNull = (v: Num) => (v === null || Number(v) === 0 ? null : Number(v));

/** The restaurant scope on the rollup alias `s`: the company, and the group's restaurant ids and/or one restaurant. */
async function scope(
  db: Db,
  idEmpresa: number,
  f: { idGrupo?: number | null; idRestaurante?: number | null },
): Promise<SQL> {
  const parts: SQL[] = [sql`s.id_empresa = ${idEmpresa}`];
  if (f.idGrupo) {
    const ids = (await restaurantsOfGroup(db, idEmpresa, f.idGrupo)).map((r) => r.idRestaurante);
    parts.push(sql`s.id_restaurante = any(${intArray(ids)})`);
  }
  if (f.idRestaurante) parts.push(sql`s.id_restaurante = ${f.idRestaurante}`);
  return sql.join(parts, sql` and `);
}

interface RawTotais {
  kg: Num;
  custo: Num;
  n: Num;
  co2e: Num;
}
/**
 * The company's restaurants with their rank by name (then id), `r.ord`: a long result is sorted on that integer
 * instead of comparing the names under the database collation on every row (~50 ms for 29k lines).
 */
const restaurantOrder = (idEmpresa: number) => sql`(select id_restaurante, des_restaurante,
    row_number() over (order by des_restaurante, id_restaurante) as ord
  from re_tb_restaurantes where id_empresa = ${idEmpresa})`;

const totaisOf = (r: RawTotais): RelatorioTotais => ({
  qtdKg: kg(r.kg),
  vlrCusto: brl(r.custo),
  qtdApontamentos: int(r.n),
  co2eKg: kg(r.co2e),
});
/**
 * The totals of some lines. The CO2e is summed from the lines' unrounded values (`raw`, in the same order):
 * a line's kg CO2e has more decimals than the 3 it is shown with, and the rounded lines would not add up to
 * the total.
 */
function sumTotais(rows: readonly RelatorioTotais[], raw: readonly RawTotais[]): RelatorioTotais {
  let k = 0;
  let c = 0;
  let n = 0;
  let e = 0;
  for (const r of rows) {
    k += r.qtdKg;
    c += r.vlrCusto;
    n += r.qtdApontamentos;
  }
  for (const r of raw) e += Number(r.co2e ?? 0);
  return { qtdKg: kg(k), vlrCusto: brl(c), qtdApontamentos: n, co2eKg: kg(e) };
}

export function relatoriosService(db: Db) {
  return {
    /** Production surplus (type 2) per restaurant × sale item × product, with totals. */
    async excedentes(idEmpresa: number, b: ExcedentesBody): Promise<ExcedentesResult> {
      checkPeriod(b.dtaIni, b.dtaFim);
      const where = [
        await scope(db, idEmpresa, b),
        sql`s.tip_desperdicio = ${TIP_DESPERDICIO.ExcedenteDeProducao}`,
        sql`s.dta_apontamento between ${b.dtaIni}::date and ${b.dtaFim}::date`,
      ];
      if (b.idItemVenda) where.push(sql`s.id_item_venda = ${b.idItemVenda}`);
      if (b.idProduto) where.push(sql`s.id_produto = ${b.idProduto}`);
      const rows = await rowsOf<
        RawTotais & { id_restaurante: number; des_restaurante: string } & {
          id_item_venda: Num;
          des_item_venda: string | null;
          id_produto: Num;
          des_produto: string | null;
        }
      >(
        db,
        sql`
        select a.id_restaurante, r.des_restaurante, a.id_item_venda, i.des_item_venda, a.id_produto, p.des_produto,
          a.kg, a.custo, a.n, a.co2e
        from (
          select s.id_restaurante, s.id_item_venda, s.id_produto,
            sum(s.qtd_kg)::float8 as kg, sum(s.vlr_custo)::float8 as custo, sum(s.qtd_apontamentos)::int as n,
            sum(s.qtd_co2e)::float8 as co2e
          from re_tb_desp_resumo_dia s
          where ${sql.join(where, sql` and `)}
          group by s.id_restaurante, s.id_item_venda, s.id_produto
        ) a
        join re_tb_restaurantes r on r.id_empresa = ${idEmpresa} and r.id_restaurante = a.id_restaurante
        left join re_mv_itens_venda i on i.id_empresa = ${idEmpresa} and i.id_item_venda = a.id_item_venda
        left join re_tb_produtos p on p.id_empresa = ${idEmpresa} and p.id_produto = a.id_produto
        order by r.des_restaurante, a.id_restaurante, i.des_item_venda nulls last, a.id_item_venda,
          p.des_produto nulls last, a.id_produto`,
      );
      const linhas = rows.map((r) => ({
        idRestaurante: Number(r.id_restaurante),
        desRestaurante: r.des_restaurante,
        idItemVenda: idOrNull(r.id_item_venda),
        desItemVenda: idOrNull(r.id_item_venda) === null ? null : (r.des_item_venda ?? null),
        idProduto: idOrNull(r.id_produto),
        desProduto: idOrNull(r.id_produto) === null ? null : (r.des_produto ?? null),
        ...totaisOf(r),
      }));
      return { linhas, totais: sumTotais(linhas, rows) };
    },

    /** Per restaurant × type: kg and R$ in the base period and in the period, with the variation. */
    async comparativo(idEmpresa: number, b: ComparativoBody): Promise<ComparativoResult> {
      checkPeriod(b.dtaBaseIni, b.dtaBaseFim);
      checkPeriod(b.dtaIni, b.dtaFim);
      const inBase = sql`s.dta_apontamento between ${b.dtaBaseIni}::date and ${b.dtaBaseFim}::date`;
      const inPeriod = sql`s.dta_apontamento between ${b.dtaIni}::date and ${b.dtaFim}::date`;
      const where = [await scope(db, idEmpresa, b), sql`(${inBase} or ${inPeriod})`];
      if (b.tipDesperdicio) where.push(sql`s.tip_desperdicio = ${b.tipDesperdicio}`);
      const rows = await rowsOf<{
        id_restaurante: number;
        des_restaurante: string;
        tip_desperdicio: number;
        kg_base: Num;
        custo_base: Num;
        kg: Num;
        custo: Num;
        co2e_base: Num;
        co2e: Num;
      }>(
        db,
        sql`
        select a.id_restaurante, r.des_restaurante, a.tip_desperdicio, a.kg_base, a.custo_base, a.kg, a.custo,
          a.co2e_base, a.co2e
        from (
          select s.id_restaurante, s.tip_desperdicio,
            coalesce(sum(s.qtd_kg) filter (where ${inBase}), 0)::float8 as kg_base,
            coalesce(sum(s.vlr_custo) filter (where ${inBase}), 0)::float8 as custo_base,
            coalesce(sum(s.qtd_kg) filter (where ${inPeriod}), 0)::float8 as kg,
            coalesce(sum(s.vlr_custo) filter (where ${inPeriod}), 0)::float8 as custo,
            coalesce(sum(s.qtd_co2e) filter (where ${inBase}), 0)::float8 as co2e_base,
            coalesce(sum(s.qtd_co2e) filter (where ${inPeriod}), 0)::float8 as co2e
          from re_tb_desp_resumo_tip_dia s
          where ${sql.join(where, sql` and `)}
          group by s.id_restaurante, s.tip_desperdicio
        ) a
        join re_tb_restaurantes r on r.id_empresa = ${idEmpresa} and r.id_restaurante = a.id_restaurante
        order by r.des_restaurante, a.id_restaurante, a.tip_desperdicio`,
      );
      let kgBase = 0;
      let custoBase = 0;
      let kgPeriod = 0;
      let custoPeriod = 0;
      let co2eBase = 0;
      let co2ePeriod = 0;
      const linhas = rows.map((r) => {
        const v = {
          qtdKgBase: kg(r.kg_base),
          vlrCustoBase: brl(r.custo_base),
          co2eKgBase: kg(r.co2e_base),
          qtdKg: kg(r.kg),
          vlrCusto: brl(r.custo),
          co2eKg: kg(r.co2e),
        };
        kgBase += v.qtdKgBase;
        custoBase += v.vlrCustoBase;
        kgPeriod += v.qtdKg;
        custoPeriod += v.vlrCusto;
        co2eBase += Number(r.co2e_base ?? 0);
        co2ePeriod += Number(r.co2e ?? 0);
        return {
          idRestaurante: Number(r.id_restaurante),
          desRestaurante: r.des_restaurante,
          tipDesperdicio: Number(r.tip_desperdicio),
          ...v,
          variacaoKgPc: pc(v.qtdKgBase, v.qtdKg),
          variacaoCustoPc: pc(v.vlrCustoBase, v.vlrCusto),
        };
      });
      const totais = {
        qtdKgBase: kg(kgBase),
        vlrCustoBase: brl(custoBase),
        co2eKgBase: kg(co2eBase),
        qtdKg: kg(kgPeriod),
        vlrCusto: brl(custoPeriod),
        co2eKg: kg(co2ePeriod),
      };
      return {
        linhas,
        totais: {
          ...totais,
          variacaoKgPc: pc(totais.qtdKgBase, totais.qtdKg),
          variacaoCustoPc: pc(totais.vlrCustoBase, totais.vlrCusto),
        },
      };
    },

    /** Per restaurant × day × type, with totals per restaurant and overall. */
    async desperdicios(idEmpresa: number, b: DesperdiciosBody): Promise<DesperdiciosResult> {
      checkPeriod(b.dtaIni, b.dtaFim);
      const where = [
        await scope(db, idEmpresa, b),
        sql`s.dta_apontamento between ${b.dtaIni}::date and ${b.dtaFim}::date`,
      ];
      if (b.tipDesperdicio) where.push(sql`s.tip_desperdicio = ${b.tipDesperdicio}`);
      // Up to one line per restaurant × day × type (~30k for 20 restaurants over a year): the type rollup holds
      // exactly one row per those keys, so no aggregate; the narrow rows are sorted (on the restaurant's rank,
      // not its name) before the casts, and the names are joined in Node.
      const [rows, names] = await Promise.all([
        rowsOf<RawTotais & { id_restaurante: number; dia: string; tip_desperdicio: number }>(
          db,
          sql`
          select a.id_restaurante, a.dta_apontamento::text as dia, a.tip_desperdicio,
            a.qtd_kg::float8 as kg, a.vlr_custo::float8 as custo, a.qtd_apontamentos as n,
            a.qtd_co2e::float8 as co2e
          from (
            select s.id_restaurante, s.dta_apontamento, s.tip_desperdicio, s.qtd_kg, s.vlr_custo, s.qtd_apontamentos,
              s.qtd_co2e
            from re_tb_desp_resumo_tip_dia s
            join ${restaurantOrder(idEmpresa)} r on r.id_restaurante = s.id_restaurante
            where ${sql.join(where, sql` and `)}
            order by r.ord, s.dta_apontamento, s.tip_desperdicio
            offset 0
          ) a`,
        ),
        rowsOf<{ id_restaurante: number; des_restaurante: string }>(
          db,
          sql`select id_restaurante, des_restaurante from re_tb_restaurantes where id_empresa = ${idEmpresa}`,
        ),
      ]);
      const nameOf = new Map(names.map((r) => [Number(r.id_restaurante), r.des_restaurante]));
      const linhas = rows.map((r) => ({
        idRestaurante: Number(r.id_restaurante),
        desRestaurante: nameOf.get(Number(r.id_restaurante)) ?? '',
        dtaApontamento: r.dia,
        tipDesperdicio: Number(r.tip_desperdicio),
        ...totaisOf(r),
      }));
      const byRestaurant = new Map<
        number,
        { desRestaurante: string; rows: RelatorioTotais[]; raw: RawTotais[] }
      >();
      linhas.forEach((l, i) => {
        const entry = byRestaurant.get(l.idRestaurante) ?? {
          desRestaurante: l.desRestaurante,
          rows: [],
          raw: [],
        };
        entry.rows.push(l);
        entry.raw.push(rows[i]);
        byRestaurant.set(l.idRestaurante, entry);
      });
      const totaisRestaurante = [...byRestaurant].map(([idRestaurante, e]) => ({
        idRestaurante,
        desRestaurante: e.desRestaurante,
        ...sumTotais(e.rows, e.raw),
      }));
      return { linhas, totaisRestaurante, totais: sumTotais(linhas, rows) };
    },
  };
}
