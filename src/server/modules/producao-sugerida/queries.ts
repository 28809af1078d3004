import { TIP_DESPERDICIO } from '@domain/constants';
import type { LinhaKanban, PesagemExcedente, RefeicoesDia } from '@domain/forecast/types';
import { type SQL, sql } from 'drizzle-orm';
import { intArray } from '../../core/sql-arrays';
import { type Db, rowsOf } from '../../db/client';
import { jsonRowsOf } from '../../db/json-rows';

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
  type Row = [
    number,
    number,
    string,
    number,
    number,
    number | null,
    number | null,
    number | null,
    string | null,
    string | null,
  ];
  const rows = await jsonRowsOf<Row>(
    db,
    [
      { num: sql`k.id_kanban` },
      { num: sql`k.id_restaurante` },
      { text: sql`k.dta_cardapio` },
      { num: sql`k.id_item_venda` },
      { num: sql`k.id_produto` },
      { num: sql`k.cod_agrupamento` },
      { num: sql`coalesce(k.qtd_planejada_original, k.qtd_planejada)` },
      { num: sql`k.qtd_produzida` },
      { text: sql`k.tip_fechamento` },
      { text: sql`to_char(k.hor_esgotado, 'HH24:MI')` },
    ],
    sql`from re_tb_kanban_producao k
        where k.id_empresa = ${idEmpresa} and k.ind_ativo
          and k.dta_cardapio >= ${j.de}::date and k.dta_cardapio < ${j.antes}::date
          and ${deQuem(j, sql`k.id_restaurante`, sql`k.id_produto`)}`,
  );
  return porId(rows).map(
    ([idKanban, idRestaurante, dia, idItemVenda, idProduto, cod, plan, prod, tip, esgotado]) => ({
      idKanban,
      idRestaurante,
      dtaCardapio: dia,
      idItemVenda,
      idProduto,
      codAgrupamento: cod,
      qtdPlanejada: plan,
      qtdProduzida: prod,
      semSobra: tip === 'S',
      esgotadoAs: tip === 'E' ? esgotado : null,
    }),
  );
}

/**
 * Surplus weighings (type 2) of a product, of the window's restaurants and products, rejected ones left out, in
 * the order they were recorded (excedentePor sums them in that order).
 */
async function pesagensDaJanela(db: Db, idEmpresa: number, j: Janela): Promise<PesagemExcedente[]> {
  const rows = await jsonRowsOf<[number, number, string, number | null, number, number, number]>(
    db,
    [
      { num: sql`d.id_apontamento` },
      { num: sql`d.id_restaurante` },
      { text: sql`d.dta_apontamento` },
      { num: sql`d.id_item_venda` },
      { num: sql`d.id_produto` },
      { num: sql`d.qtd_desperdicio` },
      { num: sql`d.qtd_tara` },
    ],
    sql`from re_tb_desperdicios_det d
        where d.id_empresa = ${idEmpresa} and d.tip_desperdicio = ${TIP_DESPERDICIO.ExcedenteDeProducao}
          and d.id_produto is not null and d.ind_status_aprov is distinct from 2
          and d.dta_apontamento >= ${j.de}::date and d.dta_apontamento < ${j.antes}::date
          and ${deQuem(j, sql`d.id_restaurante`, sql`d.id_produto`)}`,
  );
  return porId(rows).map(([, idRestaurante, dia, idItemVenda, idProduto, bruto, tara]) => ({
    idRestaurante,
    dtaApontamento: dia,
    idItemVenda,
    idProduto,
    qtdDesperdicio: bruto,
    qtdTara: tara,
  }));
}

/** Rows whose first column is an id, in the order of the ids. */
function porId<T extends [number, ...unknown[]]>(rows: T[]): T[] {
  return rows.sort((a, b) => a[0] - b[0]);
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
