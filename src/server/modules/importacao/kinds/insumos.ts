import type { ImportKind } from '../kind';
import { decimalCol, textCol, val } from './columns';
import { erpCodeCol, nameCol, upsertByErpCode } from './erp-catalogue';

/** The inputs catalogue (re_tb_insumos), by external code. */
export const insumosKind: ImportKind = {
  tipo: 'insumos',
  descricao: 'Catálogo de insumos',
  colunas: [
    erpCodeCol('Código do insumo no ERP (chave da importação)', 'INS77'),
    nameCol('Nome do insumo', 'Cebola'),
    textCol('codMascara', 40, { descricao: 'Máscara de classificação do insumo', exemplo: '01.02' }),
    textCol('codNivel', 20, { descricao: 'Nível da classificação', exemplo: '3' }),
    decimalCol('vlrCustoKg', 2, { descricao: 'Custo por kg em R$ (4,90 ou 4.90)', exemplo: '4,90' }),
  ],
  chave: ['codigo'],
  refs: [],
  write: upsertByErpCode('re_tb_insumos', 'id_insumo', 'des_insumo', [
    { col: 'cod_mascara', type: 'varchar(40)', get: val('codMascara') },
    { col: 'cod_nivel', type: 'varchar(20)', get: val('codNivel') },
    { col: 'vlr_custo_kg', type: 'numeric(14,2)', get: val('vlrCustoKg') },
  ]),
};
