import type { ImportKind } from '../kind';
import { upsertRows } from '../upsert';
import { boolCol, codeCol, dateCol, decimalCol, ref, val } from './columns';

/**
 * The production plan (re_tb_kanban_producao), keyed by restaurant, menu day, sale item and product. The
 * grouping, when not given, stays empty (the lookups by grouping then use the product's).
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
  ],
  chave: ['codRestaurante', 'dtaCardapio', 'codItemVenda', 'codProduto'],
  refs: [
    {
      coluna: 'codRestaurante',
      tabela: 're_tb_restaurantes',
      id: 'id_restaurante',
      codigo: 'cod_externo',
      nome: 'Restaurante',
    },
    {
      coluna: 'codItemVenda',
      tabela: 're_mv_itens_venda',
      id: 'id_item_venda',
      codigo: 'cod_externo',
      nome: 'Item de venda',
    },
    {
      coluna: 'codProduto',
      tabela: 're_tb_produtos',
      id: 'id_produto',
      codigo: 'cod_externo',
      nome: 'Produto',
    },
    {
      coluna: 'codAgrupamento',
      tabela: 're_tb_agrupamento',
      id: 'cod_agrupamento',
      codigo: 'cod_externo',
      nome: 'Agrupamento',
    },
  ],
  write: (ctx, rows) =>
    upsertRows(
      ctx,
      {
        table: 're_tb_kanban_producao',
        key: [
          { col: 'id_restaurante', type: 'integer', get: ref('codRestaurante') },
          { col: 'dta_cardapio', type: 'date', get: val('dtaCardapio') },
          { col: 'id_item_venda', type: 'integer', get: ref('codItemVenda') },
          { col: 'id_produto', type: 'integer', get: ref('codProduto') },
        ],
        values: [
          { col: 'cod_agrupamento', type: 'integer', get: ref('codAgrupamento') },
          { col: 'qtd_planejada', type: 'numeric(12,3)', get: val('qtdPlanejada') },
          { col: 'qtd_produzida', type: 'numeric(12,3)', get: val('qtdProduzida') },
          { col: 'ind_ativo', type: 'boolean', get: val('ativo') },
        ],
      },
      rows,
    ),
};
