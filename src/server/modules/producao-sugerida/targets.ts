import { TIP_DESPERDICIO } from '@domain/constants';
import { FATOR_CO2E_PADRAO } from '@domain/rules/co2e';
import { sql } from 'drizzle-orm';
import { intArray } from '../../core/sql-arrays';
import type { Db } from '../../db/client';
import { jsonRead, readOne, type TextRead } from '../../db/json-rows';
import { numericOrNull } from '../../db/numeric';
import { fatorCo2ePorRestaurante } from '../rollup/public';

/*
 * The kanban lines a recommendation or a backtest is made for, with what a screen and the scoring need of each:
 * names, the plan (current and as first recorded), the plate weight of its dish group, the cost per kg and the
 * restaurant's CO2e factor of surplus (kg CO2e ÷ kg of its surplus of the last 120 days, from the daily rollup); and
 * the parameters that steer the recommender per restaurant.
 */

export interface LinhaAlvo {
  idKanban: number;
  idRestaurante: number;
  desRestaurante: string;
  dtaCardapio: string;
  idItemVenda: number;
  desItemVenda: string;
  idProduto: number;
  desProduto: string;
  codAgrupamento: number | null;
  qtdPlanejada: number | null;
  qtdPlanejadaOriginal: number | null;
  qtdProduzida: number | null;
  tipFechamento: string | null;
  pratoKg: number | null;
  custoKg: number;
  fatorCo2e: number;
}

/** The active kanban lines of the restaurants between two days (both included), in a stable order. */
export function leituraLinhasAlvo(
  idEmpresa: number,
  restaurantes: readonly number[],
  de: string,
  ate: string,
): TextRead<LinhaAlvo[]> {
  const read = jsonRead<Record<string, unknown>>(
    sql`with fator as (${fatorCo2ePorRestaurante({
      idEmpresa,
      tipDesperdicio: TIP_DESPERDICIO.ExcedenteDeProducao,
      restaurantes,
      de: sql`${de}::date - 120`,
      ate: sql`${ate}::date`,
    })})
        select k.id_kanban, k.id_restaurante, rs.des_restaurante, k.dta_cardapio::text as dia, k.id_item_venda, i.des_item_venda,
          k.id_produto, p.des_produto, k.cod_agrupamento, k.qtd_planejada::float8 as plan,
          k.qtd_planejada_original::float8 as original, k.qtd_produzida::float8 as prod, k.tip_fechamento,
          g.qtd_prato::float8 as prato,
          coalesce(p.vlr_custo_kg, (select x.vlr_parametro_dec from re_tb_parametros x
            where x.id_empresa = k.id_empresa and x.des_parametro = 'RE-Custos' and x.seq_parametro = 2
              and (x.id_restaurante = k.id_restaurante or x.id_restaurante is null) and x.vlr_parametro_dec is not null
            order by x.id_restaurante nulls last limit 1), 0)::float8 as custo, fa.f::float8 as fator
        from re_tb_kanban_producao k
        join re_tb_restaurantes rs on rs.id_empresa = k.id_empresa and rs.id_restaurante = k.id_restaurante
        join re_mv_itens_venda i on i.id_empresa = k.id_empresa and i.id_item_venda = k.id_item_venda
        join re_tb_produtos p on p.id_empresa = k.id_empresa and p.id_produto = k.id_produto
        left join re_gramatura_pratos g on g.id_empresa = k.id_empresa and g.id_grupo = i.id_grupo_prato
        left join fator fa on fa.id_restaurante = k.id_restaurante
        where k.id_empresa = ${idEmpresa} and k.ind_ativo and k.id_restaurante = any(${intArray(restaurantes)})
          and k.dta_cardapio between ${de}::date and ${ate}::date`,
    sql`t.id_restaurante, t.dia, t.cod_agrupamento nulls last, t.des_item_venda, t.des_produto, t.id_kanban`,
  );
  return { sql: read.sql, parse: (text) => read.parse(text).map(linhaAlvo) };
}

/** The active kanban lines of the restaurants between two days (see leituraLinhasAlvo). */
export function linhasAlvo(
  db: Db,
  idEmpresa: number,
  restaurantes: readonly number[],
  de: string,
  ate: string,
): Promise<LinhaAlvo[]> {
  return readOne(db, leituraLinhasAlvo(idEmpresa, restaurantes, de, ate));
}

function linhaAlvo(r: Record<string, unknown>): LinhaAlvo {
  return {
    idKanban: Number(r.id_kanban),
    idRestaurante: Number(r.id_restaurante),
    desRestaurante: String(r.des_restaurante),
    dtaCardapio: String(r.dia),
    idItemVenda: Number(r.id_item_venda),
    desItemVenda: String(r.des_item_venda),
    idProduto: Number(r.id_produto),
    desProduto: String(r.des_produto),
    codAgrupamento: numericOrNull(r.cod_agrupamento),
    qtdPlanejada: numericOrNull(r.plan),
    qtdPlanejadaOriginal: numericOrNull(r.original),
    qtdProduzida: numericOrNull(r.prod),
    tipFechamento: (r.tip_fechamento as string | null) ?? null,
    pratoKg: numericOrNull(r.prato),
    custoKg: Number(r.custo),
    fatorCo2e: r.fator === null || r.fator === undefined ? FATOR_CO2E_PADRAO.OUTRO : Number(r.fator),
  };
}

export interface ParametrosRestaurante {
  nivelServico: number | null;
  antecedenciaDias: number | null;
  refeicoesPrevistas: number | null;
}

/** Each restaurant's recommender parameters: its own rows, else the company's (absent: null). */
export function leituraParametros(
  idEmpresa: number,
  restaurantes: readonly number[],
): TextRead<Map<number, ParametrosRestaurante>> {
  const read = jsonRead<Record<string, unknown>>(
    sql`select r.id_restaurante,
          (select p.vlr_parametro_dec from re_tb_parametros p where p.id_empresa = ${idEmpresa}
             and p.des_parametro = 'RE-ProducaoSugerida/U' and p.seq_parametro = 1
             and (p.id_restaurante = r.id_restaurante or p.id_restaurante is null)
           order by p.id_restaurante nulls last limit 1)::float8 as nivel,
          (select p.vlr_parametro_int from re_tb_parametros p where p.id_empresa = ${idEmpresa}
             and p.des_parametro = 'RE-ProducaoSugerida/U' and p.seq_parametro = 2
             and (p.id_restaurante = r.id_restaurante or p.id_restaurante is null)
           order by p.id_restaurante nulls last limit 1) as lead,
          (select p.vlr_parametro_int from re_tb_parametros p where p.id_empresa = ${idEmpresa}
             and p.des_parametro = 'RE-Refeicoes/U' and p.seq_parametro = 10
             and (p.id_restaurante = r.id_restaurante or p.id_restaurante is null)
           order by p.id_restaurante nulls last limit 1) as refeicoes
        from unnest(${intArray(restaurantes)}) as r(id_restaurante)`,
  );
  return { sql: read.sql, parse: (text) => parametrosPorRestaurante(read.parse(text)) };
}

function parametrosPorRestaurante(rows: Record<string, unknown>[]): Map<number, ParametrosRestaurante> {
  return new Map(
    rows.map((r) => [
      Number(r.id_restaurante),
      {
        // Stored in percent (the parameters screen's unit): τ is its hundredth.
        nivelServico: r.nivel === null || r.nivel === undefined ? null : Number(r.nivel) / 100,
        antecedenciaDias: numericOrNull(r.lead),
        refeicoesPrevistas: numericOrNull(r.refeicoes) || null,
      },
    ]),
  );
}
