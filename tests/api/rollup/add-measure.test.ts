import { type Db, rowsOf } from '@server/db/client';
import { ROLLUP, type RollupDefinition } from '@server/modules/rollup/definition/levels';
import { MEASURES_BEFORE_GENERATION, rollupMigration } from '@server/modules/rollup/definition/migration';
import { levelKeyOf } from '@server/modules/rollup/definition/sql-text';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROSS_KG } from '../../fixtures/rollup/gross-kg';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The recipe of docs/architecture/rollup.md on the test database: the gross kg declared as one more measure, its
 * columns on the level tables (what the drizzle schema would add) and the migration `npm run rollup:generate`
 * writes for it. The history gets it (the migration rebuilds), and the delta triggers and the apply keep every
 * level equal to the appointments' own sums through updates and deletes. All in one transaction, rolled back.
 */

const WITH_GROSS: RollupDefinition = { ...ROLLUP, measures: [...ROLLUP.measures, GROSS_KG] };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A level's key computed from an appointment `d` (absent keys as 0). */
function keyOfAppointment(key: string): string {
  if (key === 'dta_mes') return `${levelKeyOf(key, 'd.')} AS dta_mes`;
  const fine = ROLLUP.fineKeys.find((k) => k.column === key);
  return fine?.nullable ? `coalesce(d.${key}, 0) AS ${key}` : `d.${key}`;
}

/** The groups of each level whose gross kg differs from the appointments' (and how many groups it has). */
function mismatchesQuery(table: string, keys: string[]): string {
  return `WITH raw AS (
      SELECT ${keys.map(keyOfAppointment).join(', ')}, sum(d.qtd_desperdicio) AS v
      FROM re_tb_desperdicios_det d GROUP BY ${keys.map((_, i) => i + 1).join(', ')}),
    roll AS (SELECT ${keys.join(', ')}, qtd_bruto AS v FROM ${table})
    SELECT count(*) FILTER (WHERE raw.v IS DISTINCT FROM roll.v)::int AS wrong, count(*)::int AS groups
    FROM raw FULL JOIN roll USING (${keys.join(', ')})`;
}

class RolledBack extends Error {}

describe('a measure added by the recipe', () => {
  it('is rebuilt over the history and kept in step on every level by the generated functions', async () => {
    const seen: { table: string; step: string; wrong: number; groups: number }[] = [];
    await t.database.db
      .transaction(async (tx) => {
        const check = async (step: string) => {
          for (const level of ROLLUP.levels) {
            const [row] = await rowsOf<{ wrong: number; groups: number }>(
              tx as unknown as Db,
              sql.raw(mismatchesQuery(level.table, level.keys)),
            );
            seen.push({ table: level.table, step, ...row });
          }
        };
        // The level tables' columns, as drizzle-kit would write them from the schema.
        for (const level of ROLLUP.levels)
          await tx.execute(
            sql.raw(`ALTER TABLE ${level.table} ADD COLUMN qtd_bruto numeric(16, 3) DEFAULT 0 NOT NULL`),
          );
        const migration = rollupMigration(WITH_GROSS, MEASURES_BEFORE_GENERATION);
        for (const statement of migration.split('--> statement-breakpoint'))
          await tx.execute(sql.raw(statement));
        await check('rebuilt');
        // The apply at once after each statement (it is deferred to the commit, which never comes here).
        await tx.execute(sql`SET CONSTRAINTS ALL IMMEDIATE`);
        await tx.execute(sql`UPDATE re_tb_desperdicios_det SET qtd_desperdicio = qtd_desperdicio + 1.5
          WHERE id_apontamento IN (SELECT id_apontamento FROM re_tb_desperdicios_det ORDER BY id_apontamento LIMIT 40)`);
        await check('updated');
        await tx.execute(sql`DELETE FROM re_tb_desperdicios_det
          WHERE id_apontamento IN (SELECT id_apontamento FROM re_tb_desperdicios_det ORDER BY id_apontamento DESC LIMIT 25)`);
        await check('deleted');
        throw new RolledBack();
      })
      .catch((e) => {
        if (!(e instanceof RolledBack)) throw e;
      });
    expect(seen).toHaveLength(3 * ROLLUP.levels.length);
    for (const s of seen) {
      expect(s.groups, `${s.table} ${s.step}`).toBeGreaterThan(0);
      expect(s.wrong, `${s.table} ${s.step}`).toBe(0);
    }
    // Rolled back: the test database is as it was.
    const [{ n }] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM information_schema.columns WHERE column_name = 'qtd_bruto'`,
    );
    expect(n).toBe(0);
  }, 120_000);
});
