import type { ImportKind } from '../kind';
import { boolCol, codeCol, erpRef, flag01, ref, timeZoneCol, val } from './columns';
import { erpCodeCol, nameCol, upsertByErpCode } from './erp-catalogue';

/** Restaurants (re_tb_restaurantes), by external code; the group by its external code. */
export const restaurantesKind: ImportKind = {
  tipo: 'restaurantes',
  descricao: 'Restaurantes (unidades), com grupo e fuso horário',
  colunas: [
    erpCodeCol('Código do restaurante no ERP (chave da importação)', 'R001'),
    nameCol('Nome do restaurante', 'Restaurante Centro'),
    codeCol('codGrupo', { descricao: 'Código do grupo (importação de grupos)', exemplo: 'G01' }),
    timeZoneCol('fusoHorario', {
      descricao: 'Fuso horário IANA da unidade; vazio = America/Sao_Paulo',
      exemplo: 'America/Sao_Paulo',
      padrao: 'America/Sao_Paulo',
    }),
    boolCol('inativo', { descricao: 'Restaurante inativo; vazio = N', exemplo: 'N', padrao: false }),
  ],
  chave: ['codigo'],
  refs: [erpRef('codGrupo', 're_tb_grupos_restaurantes', 'id_grupo', 'Grupo')],
  write: upsertByErpCode('re_tb_restaurantes', 'id_restaurante', 'des_restaurante', [
    { col: 'id_grupo', type: 'integer', get: ref('codGrupo') },
    { col: 'des_fuso_horario', type: 'varchar(64)', get: val('fusoHorario') },
    { col: 'ind_inativo', type: 'smallint', get: flag01('inativo') },
  ]),
};
