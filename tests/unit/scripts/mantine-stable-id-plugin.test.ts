/**
 * The build's replacement of Mantine's useId (scripts/mantine-stable-id-plugin.ts): the installed module is the
 * one it knows, the replacement gives React's id as Mantine shows it before its effect (so a component renders
 * once, with the same id every render), other modules pass untouched, and a changed Mantine module stops the build.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, useId as useReactId } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { stableMantineUseId } from '../../../scripts/mantine-stable-id-plugin';

const root = join(import.meta.dirname, '..', '..', '..');
const MODULE = join(root, 'node_modules', '@mantine', 'hooks', 'esm', 'use-id', 'use-id.mjs');

describe('mantine-stable-id plugin', () => {
  it("replaces the installed useId with one that returns React's id, the same on every render", async () => {
    const replaced = stableMantineUseId(readFileSync(MODULE, 'utf8'), MODULE);
    expect(replaced).not.toBeNull();
    expect(replaced).not.toMatch(/useIsomorphicEffect|useLayoutEffect|useEffect|useState|randomId/);

    // The replacement, run with the project's React: what a component gets, against React's own id.
    const dir = mkdtempSync(join(root, 'node_modules', '.cd-use-id-'));
    try {
      const file = join(dir, 'use-id.mjs');
      const reactUrl = pathToFileURL(createRequire(join(root, 'package.json')).resolve('react')).href;
      writeFileSync(file, (replaced ?? '').replace('from "react"', `from ${JSON.stringify(reactUrl)}`));
      const { useId } = (await import(pathToFileURL(file).href)) as { useId: (s?: string) => string };
      const seen: [string, string][] = [];
      function Probe() {
        seen.push([useId(), useId('fixo')]);
        return null;
      }
      // React's id of the same component in the same place: what the replacement must build on.
      const reactIds: string[] = [];
      function ReactProbe() {
        reactIds.push(useReactId());
        return null;
      }
      renderToString(createElement(Probe));
      renderToString(createElement(Probe));
      renderToString(createElement(ReactProbe));
      expect(seen[0]).toEqual([`mantine-${reactIds[0].replace(/:/g, '')}`, 'fixo']);
      expect(seen[1]).toEqual(seen[0]);
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
