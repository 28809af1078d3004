import { TIP_DESPERDICIO } from '@domain/constants';
import { MSG } from '@domain/messages';
import type {
  GrupoPratoBar,
  GrupoPratoItem,
  GrupoPratosResponse,
  GrupoPratosUnidade,
} from '@domain/schemas/dash-grupo-pratos';
import type { ExcedentePorPratoBody } from '@domain/schemas/dashboards';
import { sql } from 'drizzle-orm';
import { invalid } from '../../core/domain-errors';
import { round } from '../../core/round';
import { intArray } from '../../core/sql-arrays';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { checkPeriod, excedentePorItemEUnidade, indicadoresOf, restaurantsOfGroup } from '../rollup/public';

/**
 * Dashboard 6, Grupo de pratos (spec §7 POST /api/v1/ExcedentePorPratosDashboard): the production surplus
 * (type 2) of the group's restaurants, or of their satellites, per dish group and per sale item × product,
 * aggregated in SQL over the fine daily rollup (rollup/readers/excedente-por-pratos.ts: one pass, the per-item
 * and per-unit figures come from one statement); portions = kg / plate weight of the group.
 */

const SOBRA = TIP_DESPERDICIO.ExcedenteDeProducao;

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

  // One pass over the fine rollup for the per-item and per-unit figures (rollup/readers/excedente-por-pratos.ts).
  const resultP = excedentePorItemEUnidade(db, {
    idEmpresa,
    tipDesperdicio: SOBRA,
    restaurantes,
    dtaIni,
    dtaFim,
    porSatelite,
    idSatelite: body.idSatelite,
    idItemVenda: body.idItemVenda,
    idProduto: body.idProduto,
  });

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
  const [result, [meals], indicadores] = await Promise.all([resultP, mealsP, indicadoresP]);
  const itemRows = result.itens;
  const unitRows = result.unidades;
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
