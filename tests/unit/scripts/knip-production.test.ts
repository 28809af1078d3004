/**
 * `npm run check` runs knip twice: as usual (tests are entries, so an export a test uses counts as used) and in
 * production mode for exports (only the patterns ending in '!': the shipped code), which reports an export that
 * only tests use, unless it is tagged @internal. The fixture has one of each.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const knip = (...args: string[]) =>
  spawnSync(
    join(root, 'node_modules', '.bin', 'knip'),
    ['--directory', join('tests', 'fixtures', 'knip-production'), '--reporter', 'json', ...args],
    { cwd: root, encoding: 'utf8' },
  );
const exportsOf = (stdout: string) =>
  (JSON.parse(stdout).issues as { file: string; exports: { name: string }[] }[]).flatMap((i) =>
    i.exports.map((e) => `${i.file}: ${e.name}`),
  );

describe('knip production mode', () => {
  it('the usual run counts an export a test uses as used', () => {
    const run = knip();
    expect(run.status, run.stderr).toBe(0);
    expect(exportsOf(run.stdout)).toEqual([]);
  }, 60_000);

  it('production mode reports the export only a test uses, not the one tagged @internal', () => {
    const run = knip('--production', '--include', 'exports,types');
    expect(run.status, run.stderr).not.toBe(0);
    expect(exportsOf(run.stdout)).toEqual(['src/lib.ts: testedOnly']);
  }, 60_000);
});
