import { registerTable, rowsAfterBatch } from '@server/core/register-parts';
import type { Indexed } from '@server/core/register-service';
import type { Db } from '@server/db/client';
import { reTbBalancasUnidades } from '@server/db/schema/scales';
import { eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it, vi } from 'vitest';

const dialect = new PgDialect({ casing: 'snake_case' });
const db = {} as Db;

describe('registerTable: the table part of a register config', () => {
  it('names the register, its table, its id column and id field', () => {
    const part = registerTable('reTbBalancasUnidades', reTbBalancasUnidades, 'idBalUnidade', async () => []);
    expect(part.name).toBe('reTbBalancasUnidades');
    expect(part.table).toBe(reTbBalancasUnidades);
    expect(part.id).toBe(reTbBalancasUnidades.idBalUnidade);
    expect(part.idField).toBe('idBalUnidade');
  });

  it('finds by ids through the register query with an id condition, and every row without ids', async () => {
    const rows = [{ idBalUnidade: 7 }];
    const find = vi.fn(async (_db: Db, _idEmpresa: number, _where?: SQL) => rows);
    const part = registerTable('reTbBalancasUnidades', reTbBalancasUnidades, 'idBalUnidade', find);

    expect(await part.find(db, 3, [7, 8])).toBe(rows);
    const [passedDb, idEmpresa, where] = find.mock.calls[0];
    expect(passedDb).toBe(db);
    expect(idEmpresa).toBe(3);
    const query = dialect.sqlToQuery(where as SQL);
    expect(query.sql).toBe('"re_tb_balancas_unidades"."id_bal_unidade" in ($1, $2)');
    expect(query.params).toEqual([7, 8]);

    await part.find(db, 3);
    expect(find.mock.calls[1]).toEqual([db, 3, undefined]);
  });

  it('is spread into a config next to the register own parts', () => {
    const config = {
      ...registerTable('reTbBalancasUnidades', reTbBalancasUnidades, 'idBalUnidade', async () => []),
      remove: { bodyKey: 'idBalUnidade' },
    };
    expect(Object.keys(config)).toEqual(['name', 'table', 'id', 'idField', 'find', 'remove']);
    // The condition is built on the id column itself.
    expect(dialect.sqlToQuery(eq(config.id, 1)).sql).toBe('"re_tb_balancas_unidades"."id_bal_unidade" = $1');
  });
});

describe('rowsAfterBatch: the rows a batch rule compares', () => {
  type Link = { id: number | null; idBal: number; name: string };
  const batch = (...items: Link[]): Indexed<Link>[] =>
    items.map((item, index) => ({ index, item, id: item.id }));

  it('loads the stored rows of the batch distinct keys, in the batch order, once', async () => {
    const load = vi.fn(async (_keys: number[]) => [] as Link[]);
    await rowsAfterBatch(
      batch(
        { id: null, idBal: 5, name: 'a' },
        { id: 2, idBal: 3, name: 'b' },
        { id: null, idBal: 5, name: 'c' },
      ),
      (x) => x.idBal,
      load,
      (x) => x.id,
    );
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith([5, 3]);
  });

  it('merges them with the batch: a stored row the batch updates gives way to its item', async () => {
    const stored: Link[] = [
      { id: 1, idBal: 5, name: 'stored 1' },
      { id: 2, idBal: 5, name: 'stored 2' },
    ];
    const items = batch({ id: 2, idBal: 5, name: 'edited 2' }, { id: null, idBal: 5, name: 'new' });
    const rows = await rowsAfterBatch(
      items,
      (x) => x.idBal,
      async () => stored,
      (x) => x.id,
    );
    expect(rows).toEqual([stored[0], items[0].item, items[1].item]);
    // The batch's own objects, so a rule can tell them from the stored rows.
    expect(rows[1]).toBe(items[0].item);
  });
});
