import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROLLUP } from '@server/modules/rollup/definition/levels';
import {
  checkNewestRollupMigration,
  writeRollupMigration,
} from '@server/modules/rollup/definition/migration-files';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The newest generated rollup migration is what the declaration generates (`npm run check` runs the same
 * comparison: scripts/rollup-generate.ts --check), so the declaration and the migrations cannot drift apart.
 */

const DRIZZLE = join(import.meta.dirname, '..', '..', '..', '..', 'drizzle');
const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

describe('the generated rollup migration', () => {
  it('is, in drizzle/, exactly what the declaration generates', () => {
    const check = checkNewestRollupMigration(DRIZZLE, ROLLUP);
    expect(check?.tag).toMatch(/^\d{4}_rollup_gerado$/);
    expect(check?.actual).toBe(check?.expected);
  });

  it('is not written again while the declaration is unchanged', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cd-rollup-'));
    copies.push(dir);
    cpSync(DRIZZLE, dir, { recursive: true });
    const files = readdirSync(dir).sort();
    expect(writeRollupMigration(dir, ROLLUP)).toBeNull();
    expect(readdirSync(dir).sort()).toEqual(files);
  });
});
