import { IMPORT_MSG } from '@domain/rules/import-values';
import { sql } from 'drizzle-orm';
import { typedArray } from '../../../core/sql-arrays';
import { rowsOf } from '../../../db/client';
import type { ImportKind, StagedRow, WriteContext } from '../kind';
import { upsertRows } from '../upsert';
import { boolCol, codeCol, dateCol, decimalCol, erpRef, ref, restauranteRef, timeCol, val } from './columns';

/** The grouping of each product of the batch (the kanban's grouping when the file leaves it empty). */
async function productGroupings(
  { tx, idEmpresa }: WriteContext,
  rows: StagedRow[],
): Promise<Map<number, number | null>> {
  const ids = [...new Set(rows.map((r) => r.ids.codProduto as number))];
  const found = await rowsOf<{ id: number; agrupamento: number | null }>(
    tx,
    sql`select id_produto as id, cod_agrupamento as agrupamento from re_tb_produtos
         where id_empresa = ${idEmpresa} and id_produto = any(${typedArray(ids, 'int')})`,
  );
  return new Map(found.map((p) => [Number(p.id), p.agrupamento === null ? null : Number(p.agrupamento)]));
}

/** The closing of a line: 'S' no surplus (semSobra = S), 'E' ran out (esgotadoAs), null not closed. */
const closingOf = (r: StagedRow) => (r.v.semSobra === true ? 'S' : r.v.esgotadoAs ? 'E' : null);

/**
 * The production plan (re_tb_kanban_producao), keyed by restaurant, menu day, sale item and product. When the
 * file leaves the grouping empty, the kanban takes the product's (the surplus entry looks kanbans up by it).
 * A line may close the kanban: no surplus (semSobra) or ran out at a time (esgotadoAs), never both.
 */
export const kanbansKind: ImportKind = {
  tipo: 'kanbans',
  descricao: 'Kanban de produção: plano por restaurante, dia, item de venda e produto',
  colunas: [
    codeCol('codRestaurante', { obrigatoria: true, descricao: 'Código do restaurante', exemplo: 'R001' }),
    dateCol('dtaCardapio', {
      obrigatoria: true,
      descricao: 'Dia do cardápio (dd/mm/aaaa ou aaaa-mm-dd)',
      exemplo: '01/03/2026',
    }),
    codeCol('codItemVenda', { obrigatoria: true, descricao: 'Código do item de venda', exemplo: 'IV100' }),
    codeCol('codProduto', { obrigatoria: true, descricao: 'Código do produto', exemplo: 'P500' }),
    codeCol('codAgrupamento', { descricao: 'Código do agrupamento', exemplo: 'A01' }),
    decimalCol('qtdPlanejada', 3, { descricao: 'Quantidade planejada em kg', exemplo: '25,5' }),
    decimalCol('qtdProduzida', 3, { descricao: 'Quantidade produzida em kg', exemplo: '24,8' }),
    boolCol('ativo', { descricao: 'Kanban ativo; vazio = S', exemplo: 'S', padrao: true }),
    boolCol('semSobra', {
      descricao: 'Fechado sem sobra (0 kg); não informe junto com esgotadoAs',
      exemplo: 'N',
    }),
    timeCol('esgotadoAs', {
      descricao: 'Acabou às HH:MM (a demanda do dia foi ao menos o produzido); vazio = não acabou',
      exemplo: '',
    }),
  ],
  chave: ['codRestaurante', 'dtaCardapio', 'codItemVenda', 'codProduto'],
  checkLine: (v) =>
    v.semSobra === true && v.esgotadoAs ? { coluna: 'esgotadoAs', mensagem: IMPORT_MSG.closedTwoWays } : null,
  refs: [
    restauranteRef('codRestaurante'),
    erpRef('codItemVenda', 're_mv_itens_venda', 'id_item_venda', 'Item de venda'),
    erpRef('codProduto', 're_tb_produtos', 'id_produto', 'Produto'),
    erpRef('codAgrupamento', 're_tb_agrupamento', 'cod_agrupamento', 'Agrupamento'),
  ],
  write: async (ctx, rows) => {
    const groupings = await productGroupings(ctx, rows);
    const grouping = (r: StagedRow) =>
      (r.ids.codAgrupamento as number | null) ?? groupings.get(r.ids.codProduto as number) ?? null;
    // The two closing columns write the pair together (the table's check ties the time to 'E'): with either
    // one in the header, both are updated.
    const closing = ctx.presentes.has('semSobra') ? 'semSobra' : 'esgotadoAs';
    return upsertRows(
      ctx,
      {
        table: 're_tb_kanban_producao',
        pk: 'id_kanban',
        key: [
          { col: 'id_restaurante', type: 'integer', get: ref('codRestaurante') },
          { col: 'dta_cardapio', type: 'date', get: val('dtaCardapio') },
          { col: 'id_item_venda', type: 'integer', get: ref('codItemVenda') },
          { col: 'id_produto', type: 'integer', get: ref('codProduto') },
        ],
        values: [
          { col: 'cod_agrupamento', type: 'integer', get: grouping, coluna: 'codAgrupamento' },
          { col: 'qtd_planejada', type: 'numeric(12,3)', get: val('qtdPlanejada') },
          { col: 'qtd_produzida', type: 'numeric(12,3)', get: val('qtdProduzida') },
          { col: 'ind_ativo', type: 'boolean', get: val('ativo') },
          { col: 'tip_fechamento', type: 'varchar(1)', get: closingOf, coluna: closing },
          { col: 'hor_esgotado', type: 'time', get: val('esgotadoAs'), coluna: closing },
        ],
      },
      rows,
    );
  },
};
