import type { ImportKind } from '../kind';
import { erpCodeCol, nameCol, upsertByErpCode } from './erp-catalogue';

/** Restaurant groups (re_tb_grupos_restaurantes), by external code. */
export const gruposKind: ImportKind = {
  tipo: 'grupos',
  descricao: 'Grupos de restaurantes',
  colunas: [
    erpCodeCol('Código do grupo no ERP (chave da importação)', 'G01'),
    nameCol('Nome do grupo', 'Regional Sul'),
  ],
  chave: ['codigo'],
  refs: [],
  write: upsertByErpCode('re_tb_grupos_restaurantes', 'id_grupo', 'des_grupo'),
};
