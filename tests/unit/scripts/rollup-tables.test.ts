/**
 * The rollup tables are read only through src/server/modules/rollup/ (`npm run check:boundaries` runs
 * scripts/checks/rollup-tables.mjs): the project's src/ passes, and a fixture that names a rollup table in a
 * dashboard's SQL and imports its Drizzle object in a service fails on exactly those lines, not on the
 * schema or the rollup module's own reader.
 */
import { describe, expect, it } from 'vitest';
import { expectProjectPasses, failuresOnFixture } from './run-check';

describe('rollup tables check', () => {
  it('passes on the project: no rollup table named outside modules/rollup and the schema', () => {
    expectProjectPasses('rollup-tables');
  });

  it('fails on the fixture, naming each offending line', () => {
    const lines = failuresOnFixture('rollup-tables').map((l) => l.slice(0, l.indexOf(': ')));
    expect(lines).toEqual([
      'src/server/modules/painel/service.ts:4',
      'src/server/services/uses-table.ts:2',
      'src/server/services/uses-table.ts:4',
    ]);
  });
});
