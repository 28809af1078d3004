/**
 * Writes the rollup's functions, generated from their declaration (src/server/modules/rollup/definition/
 * levels.ts), into a new migration in drizzle/ when the declaration changed since the newest generated one
 * (docs/architecture/rollup.md): `npm run rollup:generate`. With --check (`npm run check`) it writes nothing and
 * fails when the newest generated migration is not what the declaration generates.
 */
import { resolve } from 'node:path';
import { ROLLUP } from '@server/modules/rollup/definition/levels';
import {
  checkNewestRollupMigration,
  writeRollupMigration,
} from '@server/modules/rollup/definition/migration-files';

const folder = resolve(import.meta.dirname, '..', 'drizzle');

if (process.argv.includes('--check')) {
  const check = checkNewestRollupMigration(folder, ROLLUP);
  if (!check || check.actual !== check.expected) {
    console.error(
      check
        ? `drizzle/${check.tag}.sql is not what the rollup's declaration generates: run npm run rollup:generate`
        : 'no generated rollup migration in drizzle/: run npm run rollup:generate',
    );
    process.exit(1);
  }
  console.log(`rollup: drizzle/${check.tag}.sql matches the declaration`);
} else {
  const tag = writeRollupMigration(folder, ROLLUP);
  console.log(
    tag ? `rollup: wrote drizzle/${tag}.sql` : 'rollup: the newest generated migration is up to date',
  );
}
