import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_ROUTES } from '@domain/access';
import { describe, expect, it } from 'vitest';
import { type RoutePreloads, routePreloads, screenModules } from '../../../scripts/route-preloads-plugin';

describe('screenModules', () => {
  it("reads every screen of the app's route table", () => {
    const table = readFileSync('src/app/routes.tsx', 'utf8');
    const modules = screenModules(table);
    // Every lazy import of the table but the shell's and the placeholder's is a screen.
    const imports = [...table.matchAll(/import\('@app\//g)].length;
    expect(Object.keys(modules)).toHaveLength(imports - 2);
    for (const [path, spec] of Object.entries(modules)) {
      expect(
        APP_ROUTES.some((r) => r.path === path),
        path,
      ).toBe(true);
      expect(spec, path).toMatch(/^@app\/features\//);
    }
    expect(modules['/reApontDesperdicios/bandeja']).toBe(
      '@app/features/entry/components/desperdicios-det-bandeja-page',
    );
  });
});

describe('routePreloads', () => {
  it("lists each screen's chunks and what they import, without the entry's own files", () => {
    const root = mkdtempSync(join(tmpdir(), 'cd-preloads-'));
    mkdirSync(join(root, 'src/app'), { recursive: true });
    writeFileSync(
      join(root, 'src/app/routes.tsx'),
      `const SCREEN_LOADERS = {
  '/home': () => import('@app/features/home/home-page').then((m) => m),
  '/reApontDesperdicios/bandeja': () =>
    import('@app/features/entry/tray-page').then((m) => m),
};`,
    );
    const chunk = (fileName: string, imports: string[], source: string | null, isEntry = false) => ({
      type: 'chunk' as const,
      fileName,
      imports,
      isEntry,
      facadeModuleId: source && join(root, source),
    });
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', ['assets/runtime.js'], 'src/app/main.tsx', true),
        chunk('assets/runtime.js', [], null),
        chunk('assets/ui.js', ['assets/runtime.js'], null),
        chunk('assets/layout.js', ['assets/ui.js', 'assets/index.js'], 'src/app/layouts/app-layout.tsx'),
        chunk('assets/home.js', ['assets/ui.js'], 'src/app/features/home/home-page.tsx'),
        chunk('assets/tray.js', ['assets/db.js'], 'src/app/features/entry/tray-page.tsx'),
        chunk('assets/db.js', ['assets/ui.js'], null),
      ].map((c) => [c.fileName, c]),
    );
    const emitted: { fileName: string; source: string }[] = [];
    const plugin = routePreloads({
      root,
      routeTable: 'src/app/routes.tsx',
      shell: '@app/layouts/app-layout',
    });
    const generate = plugin.generateBundle as (this: unknown, o: unknown, b: unknown) => void;
    generate.call(
      {
        emitFile: (f: { fileName: string; source: string }) => emitted.push(f),
        error: (message: string) => {
          throw new Error(message);
        },
      },
      {},
      bundle,
    );
    expect(emitted.map((f) => f.fileName)).toEqual(['route-preloads.json']);
    const preloads = JSON.parse(emitted[0].source) as RoutePreloads;
    expect(preloads.shell).toEqual(['assets/layout.js', 'assets/ui.js']);
    expect(preloads.screens).toEqual({
      '/home': ['assets/home.js', 'assets/ui.js'],
      '/reApontDesperdicios/bandeja': ['assets/tray.js', 'assets/db.js', 'assets/ui.js'],
    });
  });
});
