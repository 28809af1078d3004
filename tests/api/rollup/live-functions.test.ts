import { rowsOf } from '@server/db/client';
import { ROLLUP } from '@server/modules/rollup/definition/levels';
import { rollupFunctions } from '@server/modules/rollup/definition/migration';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app';
import {
  generatedRollupFunctions,
  liveRollupFunctions,
  ROLLUP_FUNCTION_QUERY,
  TRIGGER_QUERY,
} from './helpers/live-functions';
import { migrationsUpTo, removeMigrationCopies } from './helpers/migrations';
import { scratchDb } from './helpers/scratch';

/**
 * The rollup's functions have one source, their declaration (src/server/modules/rollup/definition): the ones
 * live in the database are the generated ones, and the generated migration restated exactly what the earlier
 * migrations had left live.
 */

const GENERATED_MIGRATION = '0034_rollup_gerado';

afterAll(removeMigrationCopies);

describe('the rollup functions live in the test database', () => {
  it('are every one the generated source, whitespace aside, with its signature', async () => {
    const t = await createTestApp();
    try {
      const live = await liveRollupFunctions((text) => rowsOf(t.database.db, sql.raw(text)));
      expect(Object.keys(live)).toHaveLength(10);
      expect(live).toEqual(generatedRollupFunctions());
    } finally {
      await t.close();
    }
  });
});

describe(`drizzle/${GENERATED_MIGRATION}`, () => {
  it('restates the functions live before it, whitespace aside, and leaves the triggers as they were', async () => {
    const db = await scratchDb('rollup_gerado');
    try {
      await db.migrate(migrationsUpTo(GENERATED_MIGRATION, 'before'));
      const functionsBefore = await liveRollupFunctions(db.query);
      const triggersBefore = await db.query(TRIGGER_QUERY);
      expect(functionsBefore).toEqual(generatedRollupFunctions());
      expect(triggersBefore).toHaveLength(8);

      await db.migrate(migrationsUpTo(GENERATED_MIGRATION, 'through'));
      expect(await liveRollupFunctions(db.query)).toEqual(functionsBefore);
      expect(await db.query(TRIGGER_QUERY)).toEqual(triggersBefore);
      // After it, each body is the generated text itself.
      const bodies = await db.query<{ name: string; body: string }>(ROLLUP_FUNCTION_QUERY);
      const generated = new Map(rollupFunctions(ROLLUP).map((f) => [f.name, f.body]));
      for (const { name, body } of bodies) expect(body, name).toBe(`\n${generated.get(name)}\n`);
    } finally {
      await db.close();
    }
  }, 120_000);
});
