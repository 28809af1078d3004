import { columnsOf } from '@server/core/select-columns';
import { reTbRecipientesPesos } from '@server/db/schema/registers';
import { describe, expect, it } from 'vitest';

describe('columnsOf: a table columns for a select', () => {
  it('takes the named columns, under their own names, in the order given', () => {
    const p = reTbRecipientesPesos;
    const picked = columnsOf(p, 'qtdPeso', 'idPeso', 'idRestaurante');
    expect(Object.keys(picked)).toEqual(['qtdPeso', 'idPeso', 'idRestaurante']);
    expect(picked.qtdPeso).toBe(p.qtdPeso);
    expect(picked.idPeso).toBe(p.idPeso);
    expect(picked.idRestaurante).toBe(p.idRestaurante);
  });

  it('takes nothing else', () => {
    expect(columnsOf(reTbRecipientesPesos)).toEqual({});
  });
});
