import type { WriteContext } from '@server/modules/importacao/kind';
import { erpRef, restauranteRef } from '@server/modules/importacao/kinds/columns';
import { erpCodeCol, nameCol, upsertByErpCode } from '@server/modules/importacao/kinds/erp-catalogue';
import { upsertRows } from '@server/modules/importacao/upsert';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@server/modules/importacao/upsert', () => ({
  upsertRows: vi.fn(async () => ({ inseridas: 1, alteradas: 0 })),
}));

describe('the catalogue kinds parts', () => {
  /** A required text column `nome`, described and exemplified as given, taking up to `max` characters. */
  const expectRequiredText = (
    col: ReturnType<typeof nameCol>,
    nome: string,
    max: number,
    descricao: string,
    exemplo: string,
  ) => {
    expect(col).toMatchObject({ nome, obrigatoria: true, descricao, exemplo });
    expect(col.parse('x'.repeat(max)).ok).toBe(true);
    expect(col.parse('x'.repeat(max + 1)).ok).toBe(false);
  };

  it('erpCodeCol: the required key column codigo, a code up to 60 characters', () => {
    const descricao = 'Código do grupo no ERP (chave da importação)';
    expectRequiredText(erpCodeCol(descricao, 'G01'), 'codigo', 60, descricao, 'G01');
  });

  it('nameCol: the required name column descricao, up to 200 characters', () => {
    expectRequiredText(
      nameCol('Nome do grupo', 'Regional Sul'),
      'descricao',
      200,
      'Nome do grupo',
      'Regional Sul',
    );
  });

  it('upsertByErpCode: upserts by cod_externo, the name first, then the other values', async () => {
    const other = { col: 'cod_nivel', type: 'varchar(20)', get: () => '3' };
    const write = upsertByErpCode('re_tb_insumos', 'id_insumo', 'des_insumo', [other]);
    const ctx = {} as WriteContext;
    const rows = [{ linha: 2, v: { codigo: 'INS1', descricao: 'Cebola' }, ids: {} }];
    expect(await write(ctx, rows)).toEqual({ inseridas: 1, alteradas: 0 });
    const [passedCtx, spec, passedRows] = vi.mocked(upsertRows).mock.calls[0];
    expect(passedCtx).toBe(ctx);
    expect(passedRows).toBe(rows);
    expect(spec.table).toBe('re_tb_insumos');
    expect(spec.pk).toBe('id_insumo');
    expect(spec.key.map((c) => [c.col, c.type, c.get(rows[0]), c.get.coluna])).toEqual([
      ['cod_externo', 'varchar(60)', 'INS1', 'codigo'],
    ]);
    expect(spec.values.map((c) => [c.col, c.type, c.get(rows[0])])).toEqual([
      ['des_insumo', 'varchar(200)', 'Cebola'],
      ['cod_nivel', 'varchar(20)', '3'],
    ]);
  });

  it('erpRef: a reference by the external code of another table; restauranteRef is one', () => {
    expect(erpRef('codGrupo', 're_tb_grupos_restaurantes', 'id_grupo', 'Grupo')).toEqual({
      coluna: 'codGrupo',
      tabela: 're_tb_grupos_restaurantes',
      id: 'id_grupo',
      codigo: 'cod_externo',
      nome: 'Grupo',
    });
    expect(restauranteRef('codRestaurantes', true)).toEqual({
      coluna: 'codRestaurantes',
      tabela: 're_tb_restaurantes',
      id: 'id_restaurante',
      codigo: 'cod_externo',
      nome: 'Restaurante',
      lista: true,
    });
  });
});
