/** Runs one of the project's own checks (scripts/checks/*.mjs) as `npm run check:boundaries` does, from the root. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');

/** scripts/checks/<check>.mjs run over `dir` (the whole project by default). */
const runCheck = (check: string, dir = root) =>
  spawnSync(process.execPath, [join(root, 'scripts', 'checks', `${check}.mjs`), dir], {
    cwd: root,
    encoding: 'utf8',
  });

/** The check passes on the project: nothing on stderr, status 0. */
export function expectProjectPasses(check: string): void {
  const run = runCheck(check);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
}

/** The check fails (status 1) on its fixture tests/fixtures/<check>; the lines it writes after its first. */
export function failuresOnFixture(check: string): string[] {
  const run = runCheck(check, join(root, 'tests', 'fixtures', check));
  expect(run.status).toBe(1);
  return run.stderr.trim().split('\n').slice(1);
}
