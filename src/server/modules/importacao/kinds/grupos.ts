import type { ImportKind } from '../kind';
import { upsertRows } from '../upsert';
import { codeCol, textCol, val } from './columns';

/** Restaurant groups (re_tb_grupos_restaurantes), by external code. */
export const gruposKind: ImportKind = {
  tipo: 'grupos',
  descricao: 'Grupos de restaurantes',
  colunas: [
    codeCol('codigo', {
      obrigatoria: true,
      descricao: 'Código do grupo no ERP (chave da importação)',
      exemplo: 'G01',
    }),
    textCol('descricao', 200, { obrigatoria: true, descricao: 'Nome do grupo', exemplo: 'Regional Sul' }),
  ],
  chave: ['codigo'],
  refs: [],
  write: (ctx, rows) =>
    upsertRows(
      ctx,
      {
        table: 're_tb_grupos_restaurantes',
        pk: 'id_grupo',
        key: [{ col: 'cod_externo', type: 'varchar(60)', get: val('codigo') }],
        values: [{ col: 'des_grupo', type: 'varchar(200)', get: val('descricao') }],
      },
      rows,
    ),
};
