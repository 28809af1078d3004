import { IMPORT_MSG } from '@domain/rules/import-values';
import type { ImportKind, StagedRow } from '../kind';
import { upsertRowsByLine } from '../upsert';
import { codeCol, dateCol, integerCol, ref, restauranteRef, val } from './columns';

const restauranteDia = [
  { col: 'id_restaurante', type: 'integer', get: ref('codRestaurante') },
  { col: 'dta_refeicao', type: 'date', get: val('dtaRefeicao') },
];

/**
 * Meals per restaurant and day, keyed by restaurant and day: served (re_tb_refeicoes) and planned
 * (re_tb_refeicoes_planejadas). A line carries either or both (planned only: a day still to come); an empty
 * cell leaves that table's row of the day as it is.
 */
export const refeicoesKind: ImportKind = {
  tipo: 'refeicoes',
  descricao: 'Refeições servidas e planejadas por restaurante e dia (chave: restaurante + dia)',
  colunas: [
    codeCol('codRestaurante', { obrigatoria: true, descricao: 'Código do restaurante', exemplo: 'R001' }),
    dateCol('dtaRefeicao', {
      obrigatoria: true,
      descricao: 'Dia (dd/mm/aaaa ou aaaa-mm-dd)',
      exemplo: '01/03/2026',
    }),
    integerCol('qtdRefeicoes', {
      descricao: 'Refeições servidas no dia (pode ficar vazio numa linha só com qtdPlanejadas)',
      exemplo: '850',
    }),
    integerCol('qtdPlanejadas', {
      descricao: 'Refeições planejadas para o dia (a previsão usa este número quando informado)',
      exemplo: '',
    }),
  ],
  chave: ['codRestaurante', 'dtaRefeicao'],
  checkLine: (v) =>
    v.qtdRefeicoes === null && v.qtdPlanejadas === null
      ? { coluna: 'qtdRefeicoes', mensagem: IMPORT_MSG.noMeals }
      : null,
  refs: [restauranteRef('codRestaurante')],
  write: async (ctx, rows) => {
    const withValue = (coluna: string) => rows.filter((r: StagedRow) => r.v[coluna] !== null);
    const served = await upsertRowsByLine(
      ctx,
      {
        table: 're_tb_refeicoes',
        pk: 'id_refeicao',
        key: restauranteDia,
        values: [{ col: 'qtd_refeicoes', type: 'integer', get: val('qtdRefeicoes') }],
      },
      withValue('qtdRefeicoes'),
    );
    const planned = await upsertRowsByLine(
      ctx,
      {
        table: 're_tb_refeicoes_planejadas',
        pk: 'id_planejada',
        key: restauranteDia,
        values: [{ col: 'qtd_planejadas', type: 'integer', get: val('qtdPlanejadas') }],
      },
      withValue('qtdPlanejadas'),
    );
    // Each line counts once: inserted when it inserted a row of either table, else changed when it changed one.
    const inserted = new Set([...served.inseridas, ...planned.inseridas]);
    const changed = new Set([...served.alteradas, ...planned.alteradas].filter((l) => !inserted.has(l)));
    return { inseridas: inserted.size, alteradas: changed.size };
  },
};
