import { TIP_DESPERDICIO } from '@domain/constants';
import type { LinhaKanban, PesagemExcedente, RefeicoesDia } from '@domain/forecast/types';
import { type SQL, sql } from 'drizzle-orm';
import { intArray } from '../../core/sql-arrays';
import { type Db, rowsOf } from '../../db/client';
import { numericOrNull } from '../../db/numeric';

/*
 * What the recommender reads, in a few statements per call: the kanban lines with their closings, the surplus
 * weighings, the meals served (the restaurant's count plus its satellites') and planned, and the lines of the
 * target days with their names, plate weights, costs and CO2e factors. Days travel as 'yyyy-MM-dd' text.
 */

/**
 * Which history to read: the restaurants' own (`outros` unset), or, for the company fallback, the other
 * restaurants' lines of the products (`outros`: the products). Rows come in the order they were recorded (by
 * id), so that the same history read at once or in parts is indexed alike.
 */
export interface Janela {
  restaurantes: readonly number[];
  outros?: readonly number[];
  /** First day read (included) and the day before which nothing is read. */
  de: string;
  antes: string;
}

/** The rows of the window's restaurants, or of the others' lines of its products (see Janela). */
function deQuem(j: Janela, restaurante: SQL, produto?: SQL): SQL {
  if (!j.outros) return sql`${restaurante} = any(${intArray(j.restaurantes)})`;
  const others = sql`${restaurante} <> all(${intArray(j.restaurantes)})`;
  return produto ? sql`${others} and ${produto} = any(${intArray(j.outros)})` : others;
}

export interface Historia {
  linhas: LinhaKanban[];
  pesagens: PesagemExcedente[];
  refeicoes: RefeicoesDia[];
}

/** Kanban lines (active, the plan as recorded before any accepted suggestion) of the window. */
async function linhasDaJanela(db: Db, idEmpresa: number, j: Janela): Promise<LinhaKanban[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select k.id_kanban, k.id_restaurante, k.dta_cardapio::text as dia, k.id_item_venda, k.id_produto,
          k.cod_agrupamento, coalesce(k.qtd_planejada_original, k.qtd_planejada)::float8 as plan,
          k.qtd_produzida::float8 as prod, k.tip_fechamento, to_char(k.hor_esgotado, 'HH24:MI') as esgotado
        from re_tb_kanban_producao k
        where k.id_empresa = ${idEmpresa} and k.ind_ativo
          and k.dta_cardapio >= ${j.de}::date and k.dta_cardapio < ${j.antes}::date
          and ${deQuem(j, sql`k.id_restaurante`, sql`k.id_produto`)}
        order by k.id_kanban`,
  );
  return rows.map((r) => ({
    idKanban: Number(r.id_kanban),
    idRestaurante: Number(r.id_restaurante),
    dtaCardapio: String(r.dia),
    idItemVenda: Number(r.id_item_venda),
    idProduto: Number(r.id_produto),
    codAgrupamento: numericOrNull(r.cod_agrupamento),
    qtdPlanejada: numericOrNull(r.plan),
    qtdProduzida: numericOrNull(r.prod),
    semSobra: r.tip_fechamento === 'S',
    esgotadoAs: r.tip_fechamento === 'E' ? String(r.esgotado) : null,
  }));
}

/**
 * Surplus weighings (type 2) of a product, of the window's restaurants and products: one row per restaurant,
 * day, item and product with its net kg (gross − tare, each weighing at least 0, rejected ones left out, summed
 * in the order they were recorded), the sum excedentePorLinha would make of them, read as one weighing
 * without tare: a fifth of the rows to carry and parse.
 */
async function pesagensDaJanela(db: Db, idEmpresa: number, j: Janela): Promise<PesagemExcedente[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select d.id_restaurante, d.dta_apontamento::text as dia, d.id_item_venda, d.id_produto,
          sum(greatest(0, d.qtd_desperdicio::float8 - d.qtd_tara::float8) order by d.id_apontamento) as liquido,
          min(d.id_apontamento) as primeiro
        from re_tb_desperdicios_det d
        where d.id_empresa = ${idEmpresa} and d.tip_desperdicio = ${TIP_DESPERDICIO.ExcedenteDeProducao}
          and d.id_produto is not null and d.ind_status_aprov is distinct from 2
          and d.dta_apontamento >= ${j.de}::date and d.dta_apontamento < ${j.antes}::date
          and ${deQuem(j, sql`d.id_restaurante`, sql`d.id_produto`)}
        group by d.id_restaurante, d.dta_apontamento, d.id_item_venda, d.id_produto
        order by primeiro`,
  );
  return rows.map((r) => ({
    idRestaurante: Number(r.id_restaurante),
    dtaApontamento: String(r.dia),
    idItemVenda: numericOrNull(r.id_item_venda),
    idProduto: Number(r.id_produto),
    qtdDesperdicio: Number(r.liquido),
    qtdTara: 0,
  }));
}

/**
 * Meals served per restaurant and day in the window: the restaurant's count plus, per satellite, its largest
 * count of the day (clients + staff; each diner takes one of each item).
 */
async function refeicoesDaJanela(db: Db, idEmpresa: number, j: Janela): Promise<RefeicoesDia[]> {
  const { de, antes } = j;
  const rows = await rowsOf<{ id_restaurante: number; dia: string; qtd: number }>(
    db,
    sql`with sat as (
          select id_restaurante, dta_nr as dia, id_satelite, max(qtd_nr_cli + qtd_nr_colab) as qtd
          from re_tb_nr_satelite
          where id_empresa = ${idEmpresa} and dta_nr >= ${de}::date and dta_nr < ${antes}::date
            and ${deQuem(j, sql`id_restaurante`)}
          group by id_restaurante, dta_nr, id_satelite),
        dia as (
          select id_restaurante, dta_refeicao as dia, qtd_refeicoes as qtd from re_tb_refeicoes
          where id_empresa = ${idEmpresa} and dta_refeicao >= ${de}::date and dta_refeicao < ${antes}::date
            and ${deQuem(j, sql`id_restaurante`)}
          union all select id_restaurante, dia, qtd from sat)
        select id_restaurante, dia::text as dia, sum(qtd)::int as qtd from dia group by id_restaurante, dia`,
  );
  return rows.map((r) => ({
    idRestaurante: Number(r.id_restaurante),
    dia: r.dia,
    qtdRefeicoes: Number(r.qtd),
  }));
}

/**
 * The window's history: lines, surplus weighings and meals served (the others': their lines and weighings of
 * the days of `j`, their meals of the days of `refeicoes`, the whole window, as a meals forecast reads weeks back).
 */
export async function historiaDaJanela(
  db: Db,
  idEmpresa: number,
  j: Janela,
  refeicoes: Janela = j,
): Promise<Historia> {
  const [linhas, pesagens, meals] = await Promise.all([
    linhasDaJanela(db, idEmpresa, j),
    pesagensDaJanela(db, idEmpresa, j),
    refeicoesDaJanela(db, idEmpresa, refeicoes),
  ]);
  return { linhas, pesagens, refeicoes: meals };
}

/** Meals planned per restaurant and day (the import's planned meals) between two days, both included. */
export async function refeicoesPlanejadas(
  db: Db,
  idEmpresa: number,
  restaurantes: readonly number[],
  de: string,
  ate: string,
): Promise<RefeicoesDia[]> {
  const rows = await rowsOf<{ id_restaurante: number; dia: string; qtd: number }>(
    db,
    sql`select id_restaurante, dta_refeicao::text as dia, qtd_planejadas as qtd from re_tb_refeicoes_planejadas
        where id_empresa = ${idEmpresa} and id_restaurante = any(${intArray(restaurantes)})
          and dta_refeicao between ${de}::date and ${ate}::date`,
  );
  return rows.map((r) => ({
    idRestaurante: Number(r.id_restaurante),
    dia: r.dia,
    qtdRefeicoes: Number(r.qtd),
  }));
}
