import { type FlatRows, flatRows, jsonRead, orderById, readOne, readTogether } from '@server/db/json-rows';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../kit/test-app';

/**
 * The reads that travel as one text each (the recommender's): a flat read's values come back as a row-by-row
 * read gives them, nulls, days and empty reads included; several reads run as one statement; on the embedded
 * database as on PostgreSQL.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const valores = sql`from (values
    (3, 12.345::numeric, '2024-01-05'::date, 'S', 2147483647),
    (1, null, null, null, -7),
    (4, 0.1::numeric, '1969-12-31'::date, 'E', 0),
    (2, 'NaN'::numeric, '2024-12-31'::date, 'S', 1)) v(id, kg, dia, tip, n)`;

const colunas = [
  { num: sql`v.id` },
  { num: sql`v.kg` },
  { day: sql`v.dia` },
  { text: sql`v.tip` },
  { num: sql`v.n` },
];

const linhas = (r: FlatRows) =>
  Array.from(orderById(r), (i) => r.values.slice(i * r.width, (i + 1) * r.width));

describe('flatRows', () => {
  it('refuses a grouped read (one text per group), which belongs in a subquery', async () => {
    const err = await readOne(
      t.database.db,
      flatRows([{ num: sql`v.id` }], sql`${valores} group by v.id`),
    ).then(
      () => null,
      (e: Error & { cause?: Error }) => e,
    );
    expect(err?.cause?.message).toMatch(/more than one row/);
  });

  it('gives each row its numbers, days (as day numbers) and texts, nulls (and a numeric NaN) as null', async () => {
    const r = await readOne(t.database.db, flatRows(colunas, valores));
    expect(r.length).toBe(4);
    expect(linhas(r)).toEqual([
      [1, null, null, null, -7],
      [2, null, 20088, 'S', 1],
      [3, 12.345, 19727, 'S', 2147483647],
      [4, 0.1, -1, 'E', 0],
    ]);
  });

  it('gives no rows for a read without rows', async () => {
    const r = await readOne(t.database.db, flatRows(colunas, sql`${valores} where false`));
    expect(r.length).toBe(0);
    expect(r.values).toEqual([]);
  });
});

describe('readTogether', () => {
  it('runs several reads in one statement, each read as its own', async () => {
    const r = await readTogether(t.database.db, {
      planas: flatRows([{ num: sql`v.id` }], sql`${valores} where v.n >= 0`),
      objetos: jsonRead<{ id: number; tip: string | null }>(
        sql`select v.id, v.tip ${valores}`,
        sql`t.id desc`,
      ),
      vazio: jsonRead(sql`select 1 as um where false`),
    });
    expect([...r.planas.values].sort()).toEqual([2, 3, 4]);
    expect(r.objetos).toEqual([
      { id: 4, tip: 'E' },
      { id: 3, tip: 'S' },
      { id: 2, tip: 'S' },
      { id: 1, tip: null },
    ]);
    expect(r.vazio).toEqual([]);
  });
});
