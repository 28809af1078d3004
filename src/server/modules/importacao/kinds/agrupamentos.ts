import type { ImportKind } from '../kind';
import { upsertRows } from '../upsert';
import { codeCol, textCol, val } from './columns';

/** Product groupings (re_tb_agrupamento), by external code. */
export const agrupamentosKind: ImportKind = {
  tipo: 'agrupamentos',
  descricao: 'Agrupamentos de produtos',
  colunas: [
    codeCol('codigo', {
      obrigatoria: true,
      descricao: 'Código do agrupamento no ERP (chave da importação)',
      exemplo: 'A01',
    }),
    textCol('descricao', 200, { obrigatoria: true, descricao: 'Nome do agrupamento', exemplo: 'Proteína' }),
  ],
  chave: ['codigo'],
  refs: [],
  write: (ctx, rows) =>
    upsertRows(
      ctx,
      {
        table: 're_tb_agrupamento',
        pk: 'cod_agrupamento',
        key: [{ col: 'cod_externo', type: 'varchar(60)', get: val('codigo') }],
        values: [{ col: 'des_agrupamento', type: 'varchar(200)', get: val('descricao') }],
      },
      rows,
    ),
};
