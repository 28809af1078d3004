import type { ImportKind } from '../kind';
import { upsertRows } from '../upsert';
import { boolCol, flag01, ref, restauranteRef, textCol, val } from './columns';

/**
 * Satellite units (re_tb_unidades_satelite). Their code (codSatelite) is already unique per company and is
 * what people and the ERP use, so it is the import key: no separate external code.
 */
export const satelitesKind: ImportKind = {
  tipo: 'satelites',
  descricao: 'Unidades satélite (chave: código do satélite)',
  colunas: [
    textCol('codSatelite', 30, {
      obrigatoria: true,
      descricao: 'Código do satélite (único na empresa; chave da importação)',
      exemplo: 'S01',
    }),
    textCol('descricao', 200, {
      obrigatoria: true,
      descricao: 'Nome do satélite',
      exemplo: 'Satélite Hospital',
    }),
    textCol('codRestaurante', 60, {
      obrigatoria: true,
      descricao: 'Código do restaurante que atende o satélite',
      exemplo: 'R001',
    }),
    boolCol('inativo', { descricao: 'Satélite inativo; vazio = N', exemplo: 'N', padrao: false }),
  ],
  chave: ['codSatelite'],
  refs: [restauranteRef('codRestaurante')],
  write: (ctx, rows) =>
    upsertRows(
      ctx,
      {
        table: 're_tb_unidades_satelite',
        pk: 'id_satelite',
        key: [{ col: 'cod_satelite', type: 'varchar(30)', get: val('codSatelite') }],
        values: [
          { col: 'des_satelite', type: 'varchar(200)', get: val('descricao') },
          { col: 'id_restaurante', type: 'integer', get: ref('codRestaurante') },
          { col: 'ind_inativo', type: 'smallint', get: flag01('inativo') },
        ],
      },
      rows,
    ),
};
