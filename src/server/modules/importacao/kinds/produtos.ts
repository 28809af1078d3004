import type { ImportKind } from '../kind';
import { upsertRows } from '../upsert';
import { codeCol, decimalCol, ref, textCol, val } from './columns';

/** Products (re_tb_produtos) with their cost per kg, by external code; the grouping by its external code. */
export const produtosKind: ImportKind = {
  tipo: 'produtos',
  descricao: 'Produtos, com custo por kg',
  colunas: [
    codeCol('codigo', {
      obrigatoria: true,
      descricao: 'Código do produto no ERP (chave da importação)',
      exemplo: 'P500',
    }),
    textCol('descricao', 200, { obrigatoria: true, descricao: 'Nome do produto', exemplo: 'Arroz branco' }),
    codeCol('codAgrupamento', { descricao: 'Código do agrupamento', exemplo: 'A01' }),
    decimalCol('vlrCustoKg', 2, { descricao: 'Custo por kg em R$ (12,50 ou 12.50)', exemplo: '12,50' }),
  ],
  chave: ['codigo'],
  refs: [
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
        table: 're_tb_produtos',
        pk: 'id_produto',
        key: [{ col: 'cod_externo', type: 'varchar(60)', get: val('codigo') }],
        values: [
          { col: 'des_produto', type: 'varchar(200)', get: val('descricao') },
          { col: 'cod_agrupamento', type: 'integer', get: ref('codAgrupamento') },
          { col: 'vlr_custo_kg', type: 'numeric(14,2)', get: val('vlrCustoKg') },
        ],
      },
      rows,
    ),
};
