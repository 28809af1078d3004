import { reTbRestaurantes } from '@server/db/schema/restaurants';
import { reTbBalancasUnidades, reTbCadBalancas } from '@server/db/schema/scales';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';

describe('companyFk: a company-scoped foreign key', () => {
  const fks = getTableConfig(reTbBalancasUnidades).foreignKeys;
  const byName = (name: string) => fks.find((f) => f.getName() === name)?.reference();

  it('pairs each side column with the idEmpresa of its own table', () => {
    const restaurant = byName('re_tb_balancas_unidades_restaurante_fk');
    expect(restaurant?.columns.map((c) => c.name)).toEqual(['idEmpresa', 'idRestaurante']);
    expect(restaurant?.foreignTable).toBe(reTbRestaurantes);
    expect(restaurant?.foreignColumns).toEqual([reTbRestaurantes.idEmpresa, reTbRestaurantes.idRestaurante]);

    const scale = byName('re_tb_balancas_unidades_balanca_fk');
    expect(scale?.columns.map((c) => c.name)).toEqual(['idEmpresa', 'idBal']);
    expect(scale?.foreignColumns).toEqual([reTbCadBalancas.idEmpresa, reTbCadBalancas.idBal]);
  });
});
