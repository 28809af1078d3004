import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsUpTo, removeMigrationCopies } from './rollup/helpers/migrations';

/**
 * The rollup's single-home migration (drizzle/0024_rollup.sql) restates every rollup function and trigger as the
 * earlier migrations left them: the database's own definitions (pg_get_functiondef, pg_get_triggerdef) are the
 * same before and after it. The rollup tests (resumo-dia, co2e, concurrency…) prove the behaviour on top.
 */

const ROLLUP_MIGRATION = '0024_rollup';
afterAll(removeMigrationCopies);

/** The definitions of the rollup's functions and triggers, as the database prints them. */
async function rollupDefinitions(migrationsFolder: string): Promise<Record<string, string>> {
  const client = new PGlite();
  try {
    await migrate(drizzle(client) as never, { migrationsFolder });
    const functions = await client.query<{ name: string; def: string }>(
      `select p.proname as name, pg_get_functiondef(p.oid) as def
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname like 're\\_resumo\\_%' order by 1`,
    );
    const triggers = await client.query<{ name: string; def: string }>(
      `select tgname as name, pg_get_triggerdef(oid) as def from pg_trigger
        where not tgisinternal and tgname like 'a\\_resumo\\_%' order by 1`,
    );
    return Object.fromEntries([
      ...functions.rows.map((r) => [`função ${r.name}`, r.def]),
      ...triggers.rows.map((r) => [`gatilho ${r.name}`, r.def]),
    ]);
  } finally {
    await client.close();
  }
}

describe('the rollup migration', () => {
  it('leaves every rollup function and trigger exactly as the earlier migrations defined them', async () => {
    const before = await rollupDefinitions(migrationsUpTo(ROLLUP_MIGRATION, 'before'));
    const after = await rollupDefinitions(migrationsUpTo(ROLLUP_MIGRATION, 'through'));
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining([
        'função re_resumo_apply',
        'função re_resumo_dia_rebuild',
        'gatilho a_resumo_apply',
      ]),
    );
    expect(Object.keys(before)).toHaveLength(16);
    expect(after).toEqual(before);
  }, 120_000);
});
