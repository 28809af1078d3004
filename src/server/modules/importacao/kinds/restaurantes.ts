import type { ImportKind } from '../kind';
import { upsertRows } from '../upsert';
import { boolCol, codeCol, flag01, ref, textCol, timeZoneCol, val } from './columns';

/** Restaurants (re_tb_restaurantes), by external code; the group by its external code. */
export const restaurantesKind: ImportKind = {
  tipo: 'restaurantes',
  descricao: 'Restaurantes (unidades), com grupo e fuso horário',
  colunas: [
    codeCol('codigo', {
      obrigatoria: true,
      descricao: 'Código do restaurante no ERP (chave da importação)',
      exemplo: 'R001',
    }),
    textCol('descricao', 200, {
      obrigatoria: true,
      descricao: 'Nome do restaurante',
      exemplo: 'Restaurante Centro',
    }),
    codeCol('codGrupo', { descricao: 'Código do grupo (importação de grupos)', exemplo: 'G01' }),
    timeZoneCol('fusoHorario', {
      descricao: 'Fuso horário IANA da unidade; vazio = America/Sao_Paulo',
      exemplo: 'America/Sao_Paulo',
      padrao: 'America/Sao_Paulo',
    }),
    boolCol('inativo', { descricao: 'Restaurante inativo; vazio = N', exemplo: 'N', padrao: false }),
  ],
  chave: ['codigo'],
  refs: [
    {
      coluna: 'codGrupo',
      tabela: 're_tb_grupos_restaurantes',
      id: 'id_grupo',
      codigo: 'cod_externo',
      nome: 'Grupo',
    },
  ],
  write: (ctx, rows) =>
    upsertRows(
      ctx,
      {
        table: 're_tb_restaurantes',
        pk: 'id_restaurante',
        key: [{ col: 'cod_externo', type: 'varchar(60)', get: val('codigo') }],
        values: [
          { col: 'des_restaurante', type: 'varchar(200)', get: val('descricao') },
          { col: 'id_grupo', type: 'integer', get: ref('codGrupo') },
          { col: 'des_fuso_horario', type: 'varchar(64)', get: val('fusoHorario') },
          { col: 'ind_inativo', type: 'smallint', get: flag01('inativo') },
        ],
      },
      rows,
    ),
};
