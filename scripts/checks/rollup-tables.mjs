#!/usr/bin/env node
/**
 * The rollup tables (re_tb_desp_resumo_*, kept by drizzle/0024_rollup.sql) are read only through
 * src/server/modules/rollup/: no other file under src/ names one, neither in SQL (`re_tb_desp_resumo…`) nor as
 * its Drizzle object (`reTbDespResumo…`, declared in src/server/db/schema/). dependency-cruiser sees files, not
 * the names imported from them (and the schema files hold other tables too), so this check reads the text.
 *
 * Usage: node scripts/checks/rollup-tables.mjs [root]  (root: the folder holding src/, default the current one).
 * Prints each offending line as `path:line: text` and exits 1; prints nothing and exits 0 when none.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The folders that may name the rollup tables (relative to the root, '/'-separated). */
const ALLOWED = ['src/server/modules/rollup/', 'src/server/db/schema/'];
const NAMES = /re_tb_desp_resumo|reTbDespResumo/i;
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|sql)$/;

function* files(dir) {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (SOURCE.test(entry.name)) yield path;
  }
}

const root = process.argv[2] ?? process.cwd();
const offences = [];
for (const file of files(join(root, 'src'))) {
  const path = relative(root, file).split(sep).join('/');
  if (ALLOWED.some((folder) => path.startsWith(folder))) continue;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, i) => {
      if (NAMES.test(text)) offences.push(`${path}:${i + 1}: ${text.trim()}`);
    });
}
if (offences.length) {
  console.error(
    `Rollup tables named outside ${ALLOWED.join(' and ')} (read them through a reader in src/server/modules/rollup/):`,
  );
  for (const o of offences) console.error(o);
  process.exit(1);
}
