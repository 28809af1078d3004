// @vitest-environment jsdom
/**
 * The build's replacement of Mantine's useId (scripts/mantine-stable-id-plugin.ts): the installed module is the
 * one it knows, the replacement gives React's id as Mantine shows it before its effect (so a component renders
 * once, with the same id every render), other modules pass untouched, and a changed Mantine module stops the build.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { stableMantineUseId } from '../../../scripts/mantine-stable-id-plugin';

const root = join(import.meta.dirname, '..', '..', '..');
const MODULE = join(root, 'node_modules', '@mantine', 'hooks', 'esm', 'use-id', 'use-id.mjs');

type UseId = (staticId?: string) => string;

/** Mounts a component that takes ids from `useId`: the ids of each of its renders. */
async function mount(useId: UseId): Promise<[string, string][]> {
  const renders: [string, string][] = [];
  function Probe() {
    renders.push([useId(), useId('fixo')]);
    return null;
  }
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(createElement(Probe)));
  await act(async () => root.unmount());
  return renders;
}

/** Mantine's random id (randomId: 'mantine-' and 9 base-36 characters). */
const RANDOM_ID = /^mantine-[a-z0-9]{9}$/;

describe('mantine-stable-id plugin', () => {
  it("replaces the installed useId with one that returns React's id: a component mounts with one render", async () => {
    const original = readFileSync(MODULE, 'utf8');
    const replaced = stableMantineUseId(original, MODULE);
    expect(replaced).not.toBeNull();

    // Both modules, mounted on the client as the app does: Mantine's own re-renders after its layout effect and
    // changes the id; the replacement renders once, with React's id as Mantine showed it before the effect.
    const dir = mkdtempSync(join(root, 'node_modules', '.cd-use-id-'));
    try {
      const file = join(dir, 'use-id.mjs');
      writeFileSync(file, replaced ?? '');
      const stable = (await import(pathToFileURL(file).href)) as { useId: UseId };
      const mantine = (await import(pathToFileURL(MODULE).href)) as { useId: UseId };

      const before = await mount(mantine.useId);
      expect(before).toHaveLength(2);
      expect(before[1][0]).toMatch(RANDOM_ID);
      expect(before[1][0]).not.toBe(before[0][0]);

      const after = await mount(stable.useId);
      expect(after).toHaveLength(1);
      // React's id as Mantine showed it before its effect: 'mantine-' and React's id without colons.
      expect(after[0][0]).toMatch(/^mantine-[^:]*r[^:]*$/);
      expect(after[0][0]).not.toMatch(RANDOM_ID);
      expect(after[0][1]).toBe('fixo');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves other modules alone and stops on a useId it does not know', () => {
    expect(
      stableMantineUseId('export const x = 1;', '/x/node_modules/@mantine/core/esm/index.mjs'),
    ).toBeNull();
    expect(() =>
      stableMantineUseId(
        'export function useId(s) { return s; }',
        '/x/node_modules/@mantine/hooks/esm/use-id/use-id.mjs',
      ),
    ).toThrow(/review scripts\/mantine-stable-id-plugin\.ts/);
  });
});
