import type { ImportKind } from '../kind';
import { erpCodeCol, nameCol, upsertByErpCode } from './erp-catalogue';

/** Product groupings (re_tb_agrupamento), by external code. */
export const agrupamentosKind: ImportKind = {
  tipo: 'agrupamentos',
  descricao: 'Agrupamentos de produtos',
  colunas: [
    erpCodeCol('Código do agrupamento no ERP (chave da importação)', 'A01'),
    nameCol('Nome do agrupamento', 'Proteína'),
  ],
  chave: ['codigo'],
  refs: [],
  write: upsertByErpCode('re_tb_agrupamento', 'cod_agrupamento', 'des_agrupamento'),
};
