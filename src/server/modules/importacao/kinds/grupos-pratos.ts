import type { ImportKind } from '../kind';
import { erpCodeCol, nameCol, upsertByErpCode } from './erp-catalogue';

/** Dish groups (re_tb_grupo_prato), by external code. */
export const gruposPratosKind: ImportKind = {
  tipo: 'gruposPratos',
  descricao: 'Grupos de pratos',
  colunas: [
    erpCodeCol('Código do grupo de pratos no ERP (chave da importação)', 'GP01'),
    nameCol('Nome do grupo de pratos', 'Prato principal'),
  ],
  chave: ['codigo'],
  refs: [],
  write: upsertByErpCode('re_tb_grupo_prato', 'id_grupo_prato', 'des_grupo_prato'),
};
