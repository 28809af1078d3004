/** Runs one of the project's own checks (scripts/checks/*.mjs) as `npm run check:boundaries` does, from the root. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');

/** The folder tests/fixtures/<name>. */
export const fixtureDir = (name: string) => join(root, 'tests', 'fixtures', name);

/** scripts/checks/<script> run over `dir` (the whole project by default). */
export const runCheck = (script: string, dir = root) =>
  spawnSync(process.execPath, [join(root, 'scripts', 'checks', script), dir], {
    cwd: root,
    encoding: 'utf8',
  });

/** The check passes on the project: nothing on stderr, status 0. */
export function expectProjectPasses(script: string): void {
  const run = runCheck(script);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
}
