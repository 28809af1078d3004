#!/usr/bin/env node
/**
 * No hand-written source file (.ts, .tsx, .js, .mjs, .cjs) under src/, sw/ or scripts/ is longer than 400
 * lines: a longer one is split into files of one purpose each. Seed data and generated files are exempt by the
 * short list below, each with its reason.
 *
 * Usage: node scripts/checks/file-size.mjs [root]  (root: the folder holding src/, default the current one).
 * Prints each offender as `path: N lines` and exits 1; prints nothing and exits 0 when none.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const MAX_LINES = 400;
const FOLDERS = ['src', 'sw', 'scripts'];
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;

/** Files allowed to be longer (relative to the root, '/'-separated), each with its reason. */
const EXEMPT = {
  'src/server/seed/demo-catalog.ts': 'seed data: the demo catalogue, a table of rows',
};

function* files(dir) {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* files(path);
    } else if (SOURCE.test(entry.name)) yield path;
  }
}

/** Lines as `wc -l` counts them, a last line without its newline included. */
function lineCount(text) {
  if (text === '') return 0;
  const breaks = text.split('\n').length - 1;
  return text.endsWith('\n') ? breaks : breaks + 1;
}

const root = process.argv[2] ?? process.cwd();
const offences = [];
for (const folder of FOLDERS) {
  const dir = join(root, folder);
  if (!existsSync(dir)) continue;
  for (const file of files(dir)) {
    const path = relative(root, file).split(sep).join('/');
    if (Object.hasOwn(EXEMPT, path)) continue;
    const lines = lineCount(readFileSync(file, 'utf8'));
    if (lines > MAX_LINES) offences.push(`${path}: ${lines} lines`);
  }
}
if (offences.length) {
  console.error(`Source files over ${MAX_LINES} lines (split each into files of one purpose):`);
  for (const o of offences) console.error(o);
  process.exit(1);
}
