import type { ImportKind } from '../kind';
import { codeCol, decimalCol, erpRef, ref, val } from './columns';
import { erpCodeCol, nameCol, upsertByErpCode } from './erp-catalogue';

/** Products (re_tb_produtos) with their cost per kg, by external code; the grouping by its external code. */
export const produtosKind: ImportKind = {
  tipo: 'produtos',
  descricao: 'Produtos, com custo por kg',
  colunas: [
    erpCodeCol('Código do produto no ERP (chave da importação)', 'P500'),
    nameCol('Nome do produto', 'Arroz branco'),
    codeCol('codAgrupamento', { descricao: 'Código do agrupamento', exemplo: 'A01' }),
    decimalCol('vlrCustoKg', 2, { descricao: 'Custo por kg em R$ (12,50 ou 12.50)', exemplo: '12,50' }),
  ],
  chave: ['codigo'],
  refs: [erpRef('codAgrupamento', 're_tb_agrupamento', 'cod_agrupamento', 'Agrupamento')],
  write: upsertByErpCode('re_tb_produtos', 'id_produto', 'des_produto', [
    { col: 'cod_agrupamento', type: 'integer', get: ref('codAgrupamento') },
    { col: 'vlr_custo_kg', type: 'numeric(14,2)', get: val('vlrCustoKg') },
  ]),
};
