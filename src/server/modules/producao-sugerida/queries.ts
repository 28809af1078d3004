import { TIP_DESPERDICIO } from '@domain/constants';
import { isoOfDay } from '@domain/forecast/calendar';
import type { LinhaKanban, PesagemExcedente, RefeicoesDia } from '@domain/forecast/types';
import { type SQL, sql } from 'drizzle-orm';
import { intArray } from '../../core/sql-arrays';
import type { Db } from '../../db/client';
import {
  type FlatRows,
  flatRows,
  jsonRead,
  orderById,
  readOne,
  readTogether,
  type TextRead,
} from '../../db/json-rows';

/*
 * What the recommender reads, in a few statements per call: the kanban lines with their closings, the surplus
 * weighings, the meals served (the restaurant's count plus its satellites') and planned, and the lines of the
 * target days with their names, plate weights, costs and CO2e factors. Each is a TextRead, so that a request
 * reads what it needs in one statement (readTogether).
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
  /**
   * Only these days' lines and weighings are read (`dias`, a date[]: the days the recommender keeps no valid copy
   * of; `com`, the common table expression it reads, see diasAReler).
   */
  soDias?: { com: SQL; dias: SQL };
}

/** The rows of the window's restaurants, or of the others' lines of its products (see Janela). */
function deQuem(j: Janela, restaurante: SQL, produto?: SQL): SQL {
  if (!j.outros) return sql`${restaurante} = any(${intArray(j.restaurantes)})`;
  const others = sql`${restaurante} <> all(${intArray(j.restaurantes)})`;
  return produto ? sql`${others} and ${produto} = any(${intArray(j.outros)})` : others;
}

const soDias = (j: Janela, dia: SQL): SQL => (j.soDias ? sql` and ${dia} = any(${j.soDias.dias})` : sql``);

export interface Historia {
  linhas: LinhaKanban[];
  pesagens: PesagemExcedente[];
  refeicoes: RefeicoesDia[];
}

/** Day number → 'yyyy-MM-dd', each day converted once per read (a read holds a few hundred days). */
function isoDays(): (dn: number) => string {
  const memo = new Map<number, string>();
  return (dn) => {
    let iso = memo.get(dn);
    if (iso === undefined) {
      iso = isoOfDay(dn);
      memo.set(dn, iso);
    }
    return iso;
  };
}

/** A flat read's rows in the order of their ids (the first column), each made by `make` from its offset `o`. */
function porId<T>(
  read: TextRead<FlatRows>,
  make: (v: FlatRows['values'], o: number, iso: (dn: number) => string) => T,
  com?: SQL,
): TextRead<T[]> {
  return {
    sql: read.sql,
    com,
    parse: (text) => {
      const rows = read.parse(text);
      const iso = isoDays();
      return Array.from(orderById(rows), (i) => make(rows.values, i * rows.width, iso));
    },
  };
}

/** Kanban lines (active, the plan as recorded before any accepted suggestion) of the window, by id. */
function linhasDaJanela(idEmpresa: number, j: Janela): TextRead<LinhaKanban[]> {
  const read = flatRows(
    [
      { num: sql`k.id_kanban` },
      { num: sql`k.id_restaurante` },
      { day: sql`k.dta_cardapio` },
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
          and ${deQuem(j, sql`k.id_restaurante`, sql`k.id_produto`)}${soDias(j, sql`k.dta_cardapio`)}`,
  );
  return porId(
    read,
    (v, o, iso) => {
      const tip = v[o + 8];
      return {
        idKanban: v[o] as number,
        idRestaurante: v[o + 1] as number,
        dtaCardapio: iso(v[o + 2] as number),
        idItemVenda: v[o + 3] as number,
        idProduto: v[o + 4] as number,
        codAgrupamento: v[o + 5] as number | null,
        qtdPlanejada: v[o + 6] as number | null,
        qtdProduzida: v[o + 7] as number | null,
        semSobra: tip === 'S',
        esgotadoAs: tip === 'E' ? (v[o + 9] as string | null) : null,
      };
    },
    j.soDias?.com,
  );
}

/**
 * Surplus weighings (type 2) of a product, of the window's restaurants and products, rejected ones left out, in
 * the order they were recorded (excedentePor sums them in that order).
 */
function pesagensDaJanela(idEmpresa: number, j: Janela): TextRead<PesagemExcedente[]> {
  const read = flatRows(
    [
      { num: sql`d.id_apontamento` },
      { num: sql`d.id_restaurante` },
      { day: sql`d.dta_apontamento` },
      { num: sql`d.id_item_venda` },
      { num: sql`d.id_produto` },
      { num: sql`d.qtd_desperdicio` },
      { num: sql`d.qtd_tara` },
    ],
    sql`from re_tb_desperdicios_det d
        where d.id_empresa = ${idEmpresa} and d.tip_desperdicio = ${TIP_DESPERDICIO.ExcedenteDeProducao}
          and d.id_produto is not null and d.ind_status_aprov is distinct from 2
          and d.dta_apontamento >= ${j.de}::date and d.dta_apontamento < ${j.antes}::date
          and ${deQuem(j, sql`d.id_restaurante`, sql`d.id_produto`)}${soDias(j, sql`d.dta_apontamento`)}`,
  );
  return porId(
    read,
    (v, o, iso) => ({
      idRestaurante: v[o + 1] as number,
      dtaApontamento: iso(v[o + 2] as number),
      idItemVenda: v[o + 3] as number | null,
      idProduto: v[o + 4] as number,
      qtdDesperdicio: v[o + 5] as number,
      qtdTara: v[o + 6] as number,
    }),
    j.soDias?.com,
  );
}

/**
 * Meals served per restaurant and day in the window: the restaurant's count plus, per satellite, its largest
 * count of the day (clients + staff; each diner takes one of each item).
 */
function refeicoesDaJanela(idEmpresa: number, j: Janela): TextRead<RefeicoesDia[]> {
  const { de, antes } = j;
  return refeicoesDe(
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
}

/** Meals per restaurant and day of a query of (id_restaurante, dia as text, qtd). */
function refeicoesDe(query: SQL): TextRead<RefeicoesDia[]> {
  const read = jsonRead<{ id_restaurante: number; dia: string; qtd: number }>(query);
  return {
    sql: read.sql,
    parse: (text) =>
      read.parse(text).map((r) => ({
        idRestaurante: Number(r.id_restaurante),
        dia: r.dia,
        qtdRefeicoes: Number(r.qtd),
      })),
  };
}

/**
 * The reads of the window's history: lines, surplus weighings and meals served (the others': their lines and
 * weighings of the days of `j`, their meals of the days of `refeicoes`, the whole window, as a meals forecast
 * reads weeks back). Read with readTogether, alone or with a request's other reads.
 */
export function leiturasDaHistoria(idEmpresa: number, j: Janela, refeicoes: Janela = j) {
  return {
    linhas: linhasDaJanela(idEmpresa, j),
    pesagens: pesagensDaJanela(idEmpresa, j),
    refeicoes: refeicoesDaJanela(idEmpresa, refeicoes),
  };
}

/** The window's history (see leiturasDaHistoria), in one statement. */
export function historiaDaJanela(
  db: Db,
  idEmpresa: number,
  j: Janela,
  refeicoes: Janela = j,
): Promise<Historia> {
  return readTogether(db, leiturasDaHistoria(idEmpresa, j, refeicoes));
}

/** Meals planned per restaurant and day (the import's planned meals) between two days, both included. */
export function leituraRefeicoesPlanejadas(
  idEmpresa: number,
  restaurantes: readonly number[],
  de: string,
  ate: string,
): TextRead<RefeicoesDia[]> {
  return refeicoesDe(
    sql`select id_restaurante, dta_refeicao::text as dia, qtd_planejadas as qtd from re_tb_refeicoes_planejadas
        where id_empresa = ${idEmpresa} and id_restaurante = any(${intArray(restaurantes)})
          and dta_refeicao between ${de}::date and ${ate}::date`,
  );
}

/** Meals planned per restaurant and day between two days, both included (see leituraRefeicoesPlanejadas). */
export function refeicoesPlanejadas(
  db: Db,
  idEmpresa: number,
  restaurantes: readonly number[],
  de: string,
  ate: string,
): Promise<RefeicoesDia[]> {
  return readOne(db, leituraRefeicoesPlanejadas(idEmpresa, restaurantes, de, ate));
}
