import type { ImportKind } from '../kind';
import { upsertRows } from '../upsert';
import { codeCol, decimalCol, textCol, val } from './columns';

/** The inputs catalogue (re_tb_insumos), by external code. */
export const insumosKind: ImportKind = {
  tipo: 'insumos',
  descricao: 'Catálogo de insumos',
  colunas: [
    codeCol('codigo', {
      obrigatoria: true,
      descricao: 'Código do insumo no ERP (chave da importação)',
      exemplo: 'INS77',
    }),
    textCol('descricao', 200, { obrigatoria: true, descricao: 'Nome do insumo', exemplo: 'Cebola' }),
    textCol('codMascara', 40, { descricao: 'Máscara de classificação do insumo', exemplo: '01.02' }),
    textCol('codNivel', 20, { descricao: 'Nível da classificação', exemplo: '3' }),
    decimalCol('vlrCustoKg', 2, { descricao: 'Custo por kg em R$ (4,90 ou 4.90)', exemplo: '4,90' }),
  ],
  chave: ['codigo'],
  refs: [],
  write: (ctx, rows) =>
    upsertRows(
      ctx,
      {
        table: 're_tb_insumos',
        pk: 'id_insumo',
        key: [{ col: 'cod_externo', type: 'varchar(60)', get: val('codigo') }],
        values: [
          { col: 'des_insumo', type: 'varchar(200)', get: val('descricao') },
          { col: 'cod_mascara', type: 'varchar(40)', get: val('codMascara') },
          { col: 'cod_nivel', type: 'varchar(20)', get: val('codNivel') },
          { col: 'vlr_custo_kg', type: 'numeric(14,2)', get: val('vlrCustoKg') },
        ],
      },
      rows,
    ),
};
