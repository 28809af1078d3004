import { jsonRowsOf } from '@server/db/json-rows';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../kit/test-app';

/**
 * jsonRowsOf, the large reads' transport (the recommender's history): the rows spelt as one JSON text by the
 * database come back as the values a row-by-row read gives, nulls and empty reads included, on the embedded
 * database as on PostgreSQL.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const valores = sql`from (values
    (1, 12.345::numeric, '2024-01-05'::date, 'S', 2147483647),
    (2, null, null, null, -7),
    (3, 0.1::numeric, '2024-12-31'::date, 'E', 0),
    (4, 'NaN'::numeric, '2024-12-31'::date, 'S', 1)) v(id, kg, dia, tip, n)`;

describe('jsonRowsOf', () => {
  it('refuses a grouped read (one text per group), which belongs in a subquery', async () => {
    await expect(
      jsonRowsOf(t.database.db, [{ num: sql`v.id` }], sql`${valores} group by v.id`),
    ).rejects.toThrow(/subquery/);
  });

  it('gives each row as an array of its numbers and texts, nulls (and a numeric NaN) as null', async () => {
    const rows = await jsonRowsOf<[number, number | null, string | null, string | null, number]>(
      t.database.db,
      [{ num: sql`v.id` }, { num: sql`v.kg` }, { text: sql`v.dia` }, { text: sql`v.tip` }, { num: sql`v.n` }],
      valores,
    );
    expect(rows.sort((a, b) => a[0] - b[0])).toEqual([
      [1, 12.345, '2024-01-05', 'S', 2147483647],
      [2, null, null, null, -7],
      [3, 0.1, '2024-12-31', 'E', 0],
      [4, null, '2024-12-31', 'S', 1],
    ]);
  });

  it('gives [] for a read without rows', async () => {
    const rows = await jsonRowsOf(t.database.db, [{ num: sql`v.id` }], sql`${valores} where false`);
    expect(rows).toEqual([]);
  });
});
