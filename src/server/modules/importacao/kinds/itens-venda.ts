import type { ImportKind } from '../kind';
import { codeCol, erpRef, ref } from './columns';
import { erpCodeCol, nameCol, upsertByErpCode } from './erp-catalogue';

/** Sale items (re_mv_itens_venda), by external code; the dish group by its external code. */
export const itensVendaKind: ImportKind = {
  tipo: 'itensVenda',
  descricao: 'Itens de venda',
  colunas: [
    erpCodeCol('Código do item de venda no ERP (chave da importação)', 'IV100'),
    nameCol('Nome do item de venda', 'Frango grelhado'),
    codeCol('codGrupoPrato', { descricao: 'Código do grupo de pratos', exemplo: 'GP01' }),
  ],
  chave: ['codigo'],
  refs: [erpRef('codGrupoPrato', 're_tb_grupo_prato', 'id_grupo_prato', 'Grupo de pratos')],
  write: upsertByErpCode('re_mv_itens_venda', 'id_item_venda', 'des_item_venda', [
    { col: 'id_grupo_prato', type: 'integer', get: ref('codGrupoPrato') },
  ]),
};
