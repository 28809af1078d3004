/**
 * The boundary checks of `npm run check` fail on code that breaks them: dependency-cruiser, with the project's
 * own configuration, over a fixture tree that breaks each rule once (and has allowed imports that must pass), and
 * knip over a fixture with an unused export and an unused file.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
  cycle?: { name: string }[];
}

describe('boundary checks', () => {
  it('dependency-cruiser reports each broken rule, and nothing for the allowed imports', () => {
    const cruise = (outputType: string) =>
      spawnSync(
        bin('depcruise'),
        ['src', '--config', join(root, '.dependency-cruiser.cjs'), '--output-type', outputType],
        { cwd: join(root, 'tests', 'fixtures', 'boundaries'), encoding: 'utf8' },
      );
    // As `npm run check` runs it: it fails.
    expect(cruise('err').status).not.toBe(0);
    const run = cruise('json');
    const violations = (JSON.parse(run.stdout).summary.violations as Violation[]).map((v) =>
      v.rule.name === 'no-circular'
        ? `${v.rule.name}: ${v.from} ⟲ ${v.cycle?.map((c) => c.name).join(' → ')}`
        : `${v.rule.name}: ${v.from} → ${v.to}`,
    );
    expect(violations.sort()).toEqual(
      [
        'app-not-server: src/app/lib/uses-server.ts → src/server/server-thing.ts',
        'domain-is-pure: src/domain/impure.ts → src/app/lib/app-thing.ts',
        'features-are-independent: src/app/features/one/uses-two.ts → src/app/features/two/two-thing.ts',
        'no-circular: src/app/lib/cycle-a.ts ⟲ src/app/lib/cycle-b.ts → src/app/lib/cycle-a.ts',
        'server-not-app: src/server/uses-app.ts → src/app/lib/app-thing.ts',
        'shared-app-code-below-features: src/app/lib/uses-feature.ts → src/app/features/two/two-thing.ts',
        'server-db-is-the-bottom: src/server/db/uses-core.ts → src/server/core/core-thing.ts',
        'server-core-below-modules: src/server/core/uses-module.ts → src/server/modules/one/public.ts',
        'server-modules-below-plugins: src/server/modules/one/uses-plugin.ts → src/server/plugins/plugin-thing.ts',
        'server-module-one-way-in: src/server/modules/one/uses-two-inside.ts → src/server/modules/two/service.ts',
        'server-module-one-way-in: src/server/plugins/uses-module-inside.ts → src/server/modules/two/service.ts',
      ].sort(),
    );
  }, 60_000);

  it('knip reports an unused export and an unused file, not an export used in its own file', () => {
    const run = spawnSync(
      bin('knip'),
      ['--directory', join('tests', 'fixtures', 'knip'), '--reporter', 'json'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(run.status, run.stderr).not.toBe(0);
    const issues = JSON.parse(run.stdout).issues as {
      file: string;
      files: { name: string }[];
      exports: { name: string }[];
    }[];
    expect(issues.flatMap((i) => i.files.map((f) => f.name))).toEqual(['src/orphan.ts']);
    expect(issues.flatMap((i) => i.exports.map((e) => `${i.file}: ${e.name}`))).toEqual([
      'src/lib.ts: unusedHelper',
    ]);
  }, 60_000);
});
