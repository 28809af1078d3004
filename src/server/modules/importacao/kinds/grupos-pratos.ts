import type { ImportKind } from '../kind';
import { upsertRows } from '../upsert';
import { codeCol, textCol, val } from './columns';

/** Dish groups (re_tb_grupo_prato), by external code. */
export const gruposPratosKind: ImportKind = {
  tipo: 'gruposPratos',
  descricao: 'Grupos de pratos',
  colunas: [
    codeCol('codigo', {
      obrigatoria: true,
      descricao: 'Código do grupo de pratos no ERP (chave da importação)',
      exemplo: 'GP01',
    }),
    textCol('descricao', 200, {
      obrigatoria: true,
      descricao: 'Nome do grupo de pratos',
      exemplo: 'Prato principal',
    }),
  ],
  chave: ['codigo'],
  refs: [],
  write: (ctx, rows) =>
    upsertRows(
      ctx,
      {
        table: 're_tb_grupo_prato',
        pk: 'id_grupo_prato',
        key: [{ col: 'cod_externo', type: 'varchar(60)', get: val('codigo') }],
        values: [{ col: 'des_grupo_prato', type: 'varchar(200)', get: val('descricao') }],
      },
      rows,
    ),
};
