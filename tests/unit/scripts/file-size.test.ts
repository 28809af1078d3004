/**
 * No hand-written source file under src/, sw/ or scripts/ is over 400 lines (`npm run check:boundaries` runs
 * scripts/checks/file-size.mjs): the project passes, and a fixture fails on exactly its long source files —
 * not on one of exactly 400 lines, the listed seed data, a long SQL file or a long file outside those folders.
 */
import { describe, expect, it } from 'vitest';
import { expectProjectPasses, failuresOnFixture } from './run-check';

describe('file size check', () => {
  it('passes on the project: no source file over 400 lines but the listed ones', () => {
    expectProjectPasses('file-size');
  });

  it('fails on the fixture, naming each long file with its line count', () => {
    const failures = failuresOnFixture('file-size');
    expect(failures).toEqual([
      'src/app/features/one/too-long.tsx: 401 lines',
      'src/domain/rules/long-rule.ts: 450 lines',
      'src/server/modules/other/seed-like.ts: 401 lines',
      'sw/long-worker.ts: 402 lines',
      'scripts/long-script.mjs: 420 lines',
    ]);
  });
});
