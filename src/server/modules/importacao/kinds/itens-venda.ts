import type { ImportKind } from '../kind';
import { upsertRows } from '../upsert';
import { codeCol, ref, textCol, val } from './columns';

/** Sale items (re_mv_itens_venda), by external code; the dish group by its external code. */
export const itensVendaKind: ImportKind = {
  tipo: 'itensVenda',
  descricao: 'Itens de venda',
  colunas: [
    codeCol('codigo', {
      obrigatoria: true,
      descricao: 'Código do item de venda no ERP (chave da importação)',
      exemplo: 'IV100',
    }),
    textCol('descricao', 200, {
      obrigatoria: true,
      descricao: 'Nome do item de venda',
      exemplo: 'Frango grelhado',
    }),
    codeCol('codGrupoPrato', { descricao: 'Código do grupo de pratos', exemplo: 'GP01' }),
  ],
  chave: ['codigo'],
  refs: [
    {
      coluna: 'codGrupoPrato',
      tabela: 're_tb_grupo_prato',
      id: 'id_grupo_prato',
      codigo: 'cod_externo',
      nome: 'Grupo de pratos',
    },
  ],
  write: (ctx, rows) =>
    upsertRows(
      ctx,
      {
        table: 're_mv_itens_venda',
        pk: 'id_item_venda',
        key: [{ col: 'cod_externo', type: 'varchar(60)', get: val('codigo') }],
        values: [
          { col: 'des_item_venda', type: 'varchar(200)', get: val('descricao') },
          { col: 'id_grupo_prato', type: 'integer', get: ref('codGrupoPrato') },
        ],
      },
      rows,
    ),
};
