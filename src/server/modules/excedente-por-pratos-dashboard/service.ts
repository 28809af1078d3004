import { TIP_DESPERDICIO } from '@domain/constants';
import { MSG } from '@domain/messages';
import type {
  GrupoPratoBar,
  GrupoPratoItem,
  GrupoPratosResponse,
  GrupoPratosUnidade,
} from '@domain/schemas/dash-grupo-pratos';
import type { ExcedentePorPratoBody } from '@domain/schemas/dashboards';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { invalid } from '../../lib/domain-errors';
import { checkPeriod, indicadoresOf, restaurantsOfGroup } from '../rollup/queries';
import { intArray } from '../rollup/sql';

/**
 * Dashboard 6, Grupo de pratos (spec §7 POST /api/v1/ExcedentePorPratosDashboard): the production surplus
 * (type 2) of the group's restaurants, or of their satellites, per dish group and per sale item × product,
 * aggregated in SQL over the daily rollup re_tb_desp_resumo_dia (one pass: the per-item and per-unit figures
 * come from one statement); portions = kg / plate weight of the group.
 */

const SOBRA = TIP_DESPERDICIO.ExcedenteDeProducao;

const round = (n: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};
const kg3 = (n: number) => round(n, 3);
const brl2 = (n: number) => round(n, 2);
const num = (v: number | string | null | undefined) => (v == null ? 0 : Number(v));
const portions = (kg: number, pratoKg: number | null) =>
  pratoKg && pratoKg > 0 ? round(kg / pratoKg, 1) : null;
const gPerMeal = (kg: number, meals: number) => (meals > 0 ? round((kg * 1000) / meals, 2) : null);
const pct = (part: number, total: number) => (total > 0 ? round((part / total) * 100, 2) : 0);

/** The body as it may arrive: every field optional, so the checks answer the spec's messages verbatim. */
export interface GrupoPratosInput
  extends Partial<Omit<ExcedentePorPratoBody, 'idGrupo' | 'dtaPeriodoIni' | 'dtaPeriodoFim'>> {
  idGrupo?: number | null;
  dtaPeriodoIni?: string | null;
  dtaPeriodoFim?: string | null;
}

interface ItemRow {
  id_grupo_prato: number | null;
  des_grupo_prato: string | null;
  id_item_venda: number;
  des_item_venda: string | null;
  id_produto: number;
  des_produto: string | null;
  qtd_prato: number | string | null;
  kg: number | string;
  custo: number | string;
  n: number | string;
}

interface UnitRow {
  id: number;
  label: string;
  kg: number | string;
  custo: number | string;
  n: number | string;
  refeicoes: number | string | null;
  porcoes: number | string | null;
}

export async function grupoPratosDashboard(
  db: Db,
  idEmpresa: number,
  body: GrupoPratosInput,
): Promise<GrupoPratosResponse> {
  if (!body.idGrupo) throw invalid(MSG.required);
  const dtaIni = body.dtaPeriodoIni ?? '';
  const dtaFim = body.dtaPeriodoFim ?? '';
  checkPeriod(dtaIni, dtaFim);
  const porSatelite = !!body.shouldSearchBySatelite || body.idSatelite != null;

  const restaurantes = (await restaurantsOfGroup(db, idEmpresa, body.idGrupo)).map((r) => r.idRestaurante);
  // The indicators run alongside the statements below.
  const indicadoresP = indicadoresOf(db, idEmpresa, { restaurantes, dtaIni, dtaFim });
  const empty: Omit<GrupoPratosResponse, 'indicadores'> = {
    porSatelite,
    totais: {
      qtdKg: 0,
      vlrCusto: 0,
      qtdApontamentos: 0,
      porcoes: null,
      refeicoes: 0,
      sobraLimpaPorPessoaG: null,
    },
    grupos: [],
    itens: [],
    unidades: [],
  };
  if (restaurantes.length === 0) return { ...empty, indicadores: await indicadoresP };

  const filters: SQL[] = [
    sql`d.id_empresa = ${idEmpresa}`,
    sql`d.tip_desperdicio = ${SOBRA}`,
    sql`d.id_restaurante = any(${intArray(restaurantes)})`,
    sql`d.dta_apontamento between ${dtaIni}::date and ${dtaFim}::date`,
  ];
  if (porSatelite) filters.push(sql`d.id_satelite <> 0`);
  if (body.idSatelite != null) filters.push(sql`d.id_satelite = ${body.idSatelite}`);
  if (body.idItemVenda != null) filters.push(sql`d.id_item_venda = ${body.idItemVenda}`);
  if (body.idProduto != null) filters.push(sql`d.id_produto = ${body.idProduto}`);
  const where = sql.join(filters, sql` and `);

  // One pass over the fine rollup: the surplus per unit × sale item × product (a few hundred rows), materialised
  // once; the per-item and per-unit results are both summed from it and come back as two JSON arrays.
  // Unit: restaurant (meals of re_tb_refeicoes) or satellite (customers and staff counted).
  const unitKey = porSatelite ? sql`d.id_satelite` : sql`d.id_restaurante`;
  const units = porSatelite
    ? sql`select s.id_unit as id, u.cod_satelite || ' - ' || u.des_satelite as label, s.kg, s.custo, s.n,
            s.porcoes, m.refeicoes
          from per_unit s
          join re_tb_unidades_satelite u on u.id_empresa = ${idEmpresa} and u.id_satelite = s.id_unit
          left join (select id_satelite, sum(qtd_nr_cli + qtd_nr_colab)::float8 as refeicoes
                       from re_tb_nr_satelite
                      where id_empresa = ${idEmpresa} and dta_nr between ${dtaIni}::date and ${dtaFim}::date
                      group by id_satelite) m on m.id_satelite = s.id_unit`
    : sql`select s.id_unit as id, r.id_restaurante || ' - ' || r.des_restaurante as label, s.kg, s.custo,
            s.n, s.porcoes, m.refeicoes
          from per_unit s
          join re_tb_restaurantes r on r.id_empresa = ${idEmpresa} and r.id_restaurante = s.id_unit
          left join (select id_restaurante, sum(qtd_refeicoes)::float8 as refeicoes from re_tb_refeicoes
                      where id_empresa = ${idEmpresa} and id_restaurante = any(${intArray(restaurantes)})
                        and dta_refeicao between ${dtaIni}::date and ${dtaFim}::date
                      group by id_restaurante) m on m.id_restaurante = s.id_unit`;
  const resultP = rowsOf<{ itens: string | ItemRow[]; unidades: string | UnitRow[] }>(
    db,
    sql`with b as materialized (
        select ${unitKey} as id_unit, d.id_item_venda, d.id_produto, sum(d.qtd_kg) as kg,
          sum(d.vlr_custo) as custo, sum(d.qtd_apontamentos) as n
        from re_tb_desp_resumo_dia d where ${where}
        group by 1, 2, 3),
      -- Per sale item × product, with its dish group and the group's plate weight.
      itens as (
        select g.id_grupo_prato, g.des_grupo_prato, s.id_item_venda, i.des_item_venda, s.id_produto,
          p.des_produto, gp.qtd_prato::float8 as qtd_prato, s.kg, s.custo, s.n
        from (select id_item_venda, id_produto, sum(kg)::float8 as kg, sum(custo)::float8 as custo,
                     sum(n)::float8 as n
                from b group by id_item_venda, id_produto) s
        left join re_mv_itens_venda i on i.id_empresa = ${idEmpresa} and i.id_item_venda = s.id_item_venda
        left join re_tb_grupo_prato g on g.id_empresa = ${idEmpresa} and g.id_grupo_prato = i.id_grupo_prato
        left join re_gramatura_pratos gp on gp.id_empresa = ${idEmpresa} and gp.id_grupo = g.id_grupo_prato
        left join re_tb_produtos p on p.id_empresa = ${idEmpresa} and p.id_produto = s.id_produto),
      -- Per unit: summed per (unit, sale item) first, then joined to the item's plate weight.
      per_unit as (
        select d.id_unit, sum(d.kg)::float8 as kg, sum(d.custo)::float8 as custo, sum(d.n)::float8 as n,
          sum(d.kg / nullif(gp.qtd_prato, 0))::float8 as porcoes
        from (select id_unit, id_item_venda, sum(kg) as kg, sum(custo) as custo, sum(n) as n
                from b group by 1, 2) d
        left join re_mv_itens_venda i on i.id_empresa = ${idEmpresa} and i.id_item_venda = d.id_item_venda
        left join re_gramatura_pratos gp on gp.id_empresa = ${idEmpresa} and gp.id_grupo = i.id_grupo_prato
        group by 1),
      unidades as (${units})
      select (select coalesce(json_agg(x), '[]'::json) from itens x)::text as itens,
        (select coalesce(json_agg(x), '[]'::json) from unidades x)::text as unidades`,
  );
  const jsonRows = <T>(v: string | T[]): T[] => (typeof v === 'string' ? (JSON.parse(v) as T[]) : v);

  // Meals of the whole scope (also the units without surplus).
  const mealsP = porSatelite
    ? rowsOf<{ refeicoes: number | string | null }>(
        db,
        sql`select sum(n.qtd_nr_cli + n.qtd_nr_colab)::float8 as refeicoes from re_tb_nr_satelite n
          where n.id_empresa = ${idEmpresa} and n.id_restaurante = any(${intArray(restaurantes)})
            and n.dta_nr between ${dtaIni}::date and ${dtaFim}::date
            ${body.idSatelite != null ? sql`and n.id_satelite = ${body.idSatelite}` : sql``}`,
      )
    : rowsOf<{ refeicoes: number | string | null }>(
        db,
        sql`select sum(qtd_refeicoes)::float8 as refeicoes from re_tb_refeicoes
          where id_empresa = ${idEmpresa} and id_restaurante = any(${intArray(restaurantes)})
            and dta_refeicao between ${dtaIni}::date and ${dtaFim}::date`,
      );

  // Independent statements: run together (a pool runs them in parallel).
  const [[result], [meals], indicadores] = await Promise.all([resultP, mealsP, indicadoresP]);
  const itemRows = jsonRows<ItemRow>(result.itens);
  const unitRows = jsonRows<UnitRow>(result.unidades);
  const totalKg = itemRows.reduce((a, r) => a + num(r.kg), 0);
  const totalCusto = itemRows.reduce((a, r) => a + num(r.custo), 0);
  const totalN = itemRows.reduce((a, r) => a + num(r.n), 0);
  const refeicoes = Math.round(num(meals?.refeicoes));

  const itens: GrupoPratoItem[] = itemRows.map((r) => {
    const qtdPratoKg = r.qtd_prato == null ? null : Number(r.qtd_prato);
    const kg = num(r.kg);
    return {
      idGrupoPrato: r.id_grupo_prato == null ? null : Number(r.id_grupo_prato),
      desGrupoPrato: r.des_grupo_prato ?? MSG.dashSemGrupoPrato,
      idItemVenda: num(r.id_item_venda) || null,
      desItemVenda: r.des_item_venda,
      idProduto: num(r.id_produto) || null,
      desProduto: r.des_produto,
      qtdKg: kg3(kg),
      vlrCusto: brl2(num(r.custo)),
      qtdApontamentos: Math.round(num(r.n)),
      pctKg: pct(kg, totalKg),
      qtdPratoKg,
      porcoes: portions(kg, qtdPratoKg),
    };
  });

  const groups = new Map<number | null, GrupoPratoBar & { rawKg: number; rawCusto: number }>();
  for (const [i, r] of itemRows.entries()) {
    const item = itens[i];
    const g = groups.get(item.idGrupoPrato) ?? {
      idGrupoPrato: item.idGrupoPrato,
      label: item.desGrupoPrato,
      qtdKg: 0,
      vlrCusto: 0,
      qtdApontamentos: 0,
      pctKg: 0,
      qtdPratoKg: item.qtdPratoKg,
      porcoes: null,
      rawKg: 0,
      rawCusto: 0,
    };
    g.rawKg += num(r.kg);
    g.rawCusto += num(r.custo);
    g.qtdApontamentos += item.qtdApontamentos;
    groups.set(item.idGrupoPrato, g);
  }
  const total = { portions: null as number | null };
  const grupos: GrupoPratoBar[] = [...groups.values()]
    .map(({ rawKg, rawCusto, ...g }) => {
      if (g.qtdPratoKg && g.qtdPratoKg > 0) total.portions = (total.portions ?? 0) + rawKg / g.qtdPratoKg;
      return {
        ...g,
        qtdKg: kg3(rawKg),
        vlrCusto: brl2(rawCusto),
        pctKg: pct(rawKg, totalKg),
        porcoes: portions(rawKg, g.qtdPratoKg),
      };
    })
    .sort((a, b) => b.qtdKg - a.qtdKg || a.label.localeCompare(b.label, 'pt-BR'));

  const rank = new Map(grupos.map((g, i) => [g.idGrupoPrato, i]));
  itens.sort(
    (a, b) =>
      (rank.get(a.idGrupoPrato) ?? 0) - (rank.get(b.idGrupoPrato) ?? 0) ||
      b.qtdKg - a.qtdKg ||
      (a.desItemVenda ?? '').localeCompare(b.desItemVenda ?? '', 'pt-BR'),
  );

  const unidades: GrupoPratosUnidade[] = unitRows
    .map((r) => {
      const kg = num(r.kg);
      const unitMeals = Math.round(num(r.refeicoes));
      return {
        id: Number(r.id),
        label: r.label,
        qtdKg: kg3(kg),
        vlrCusto: brl2(num(r.custo)),
        qtdApontamentos: Math.round(num(r.n)),
        porcoes: r.porcoes == null ? null : round(Number(r.porcoes), 1),
        refeicoes: unitMeals,
        sobraLimpaPorPessoaG: gPerMeal(kg, unitMeals),
      };
    })
    .sort((a, b) => b.qtdKg - a.qtdKg || a.label.localeCompare(b.label, 'pt-BR'));

  return {
    ...empty,
    indicadores,
    totais: {
      qtdKg: kg3(totalKg),
      vlrCusto: brl2(totalCusto),
      qtdApontamentos: Math.round(totalN),
      porcoes: total.portions == null ? null : round(total.portions, 1),
      refeicoes,
      sobraLimpaPorPessoaG: gPerMeal(totalKg, refeicoes),
    },
    grupos,
    itens,
    unidades,
  };
}
