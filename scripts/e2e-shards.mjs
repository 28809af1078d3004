/**
 * The e2e suite as two runs at once, each a vitest process with its own server and embedded database
 * (tests/e2e/global-setup.ts), running its files one at a time: a browser test waits more than it computes, so
 * two runs on two cores take about two thirds of the time of one, and no file ever sees another run's writes
 * (the files write to the same demo units and count what they wrote). Files go to the run with less work so
 * far, by the seconds each took in a sequential run (a file not listed counts DEFAULT_SECONDS). Options are
 * passed on to vitest; the exit code is non-zero when either run fails.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { sep } from 'node:path';
import { createInterface } from 'node:readline';

const RUNS = Number(process.env.E2E_RUNS ?? 2);
const DEFAULT_SECONDS = 20;
/** Seconds per file (its path under tests/e2e) in a sequential run on a two-core machine. */
const SECONDS = {
  'platform/accessibility.test.ts': 106,
  'kitchen/entry-honesty.test.ts': 72,
  'admin/empty-database.test.ts': 54,
  'platform/tablet-layout.test.ts': 49,
  'kitchen/scale-reading.test.ts': 45,
  'kitchen/photo.test.ts': 42,
  'manager/dashboards-layout.test.ts': 36,
  'kitchen/offline-entry.test.ts': 34,
  'manager/weekly-digest.test.ts': 32,
  'manager/presentation-and-exports.test.ts': 28,
  'platform/session.test.ts': 27,
  'manager/dashboards.test.ts': 24,
  'approvals/approvals.test.ts': 17,
  'admin/scale-units-register.test.ts': 17,
  'admin/waste-config.test.ts': 16,
  'approvals/maintenance.test.ts': 14,
  'platform/content-security-policy.test.ts': 13,
  'manager/co2e.test.ts': 13,
  'admin/parameters.test.ts': 12,
  'admin/users-access.test.ts': 10,
  'platform/service-worker-install.test.ts': 10,
  'platform/screen-shell.test.ts': 9,
  'admin/restaurants-register.test.ts': 9,
  'admin/waste-classes.test.ts': 9,
  'admin/admin-dialog.test.ts': 6,
};

const args = process.argv.slice(2);
// The files by user (kitchen/, approvals/, manager/, admin/, platform/), as paths under tests/e2e.
const files = readdirSync('tests/e2e', { recursive: true, encoding: 'utf8' })
  .map((f) => f.split(sep).join('/'))
  .filter((f) => f.endsWith('.test.ts'))
  .sort((a, b) => (SECONDS[b] ?? DEFAULT_SECONDS) - (SECONDS[a] ?? DEFAULT_SECONDS) || a.localeCompare(b));
const runs = Array.from({ length: RUNS }, () => ({ seconds: 0, files: [] }));
for (const f of files) {
  const run = runs.reduce((a, b) => (b.seconds < a.seconds ? b : a));
  run.seconds += SECONDS[f] ?? DEFAULT_SECONDS;
  run.files.push(`tests/e2e/${f}`);
}

const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });

const codes = await Promise.all(
  runs
    .filter((r) => r.files.length)
    .map(
      (run, i) =>
        new Promise((resolve) => {
          const tag = `[e2e ${i + 1}/${RUNS}]`;
          console.log(`${tag} ${run.files.length} arquivos, ~${run.seconds} s: ${run.files.join(' ')}`);
          const child = spawn(
            process.execPath,
            ['node_modules/vitest/vitest.mjs', 'run', '--project', 'e2e', ...args, ...run.files],
            { stdio: ['ignore', 'pipe', 'pipe'] },
          );
          children.add(child);
          for (const stream of [child.stdout, child.stderr])
            createInterface({ input: stream }).on('line', (line) => console.log(`${tag} ${line}`));
          child.on('exit', (code, signal) => {
            console.log(`${tag} terminou: ${signal ?? `código ${code}`}`);
            resolve(code ?? 1);
          });
        }),
    ),
);
process.exit(codes.every((c) => c === 0) ? 0 : 1);
