import type { ImportKind } from '../kind';
import { upsertRows } from '../upsert';
import { codeCol, dateCol, integerCol, ref, restauranteRef, val } from './columns';

/** Meals served per restaurant and day (re_tb_refeicoes), keyed by restaurant and day. */
export const refeicoesKind: ImportKind = {
  tipo: 'refeicoes',
  descricao: 'Refeições servidas por restaurante e dia (chave: restaurante + dia)',
  colunas: [
    codeCol('codRestaurante', { obrigatoria: true, descricao: 'Código do restaurante', exemplo: 'R001' }),
    dateCol('dtaRefeicao', {
      obrigatoria: true,
      descricao: 'Dia (dd/mm/aaaa ou aaaa-mm-dd)',
      exemplo: '01/03/2026',
    }),
    integerCol('qtdRefeicoes', { obrigatoria: true, descricao: 'Refeições servidas no dia', exemplo: '850' }),
  ],
  chave: ['codRestaurante', 'dtaRefeicao'],
  refs: [restauranteRef('codRestaurante')],
  write: (ctx, rows) =>
    upsertRows(
      ctx,
      {
        table: 're_tb_refeicoes',
        pk: 'id_refeicao',
        key: [
          { col: 'id_restaurante', type: 'integer', get: ref('codRestaurante') },
          { col: 'dta_refeicao', type: 'date', get: val('dtaRefeicao') },
        ],
        values: [{ col: 'qtd_refeicoes', type: 'integer', get: val('qtdRefeicoes') }],
      },
      rows,
    ),
};
