/**
 * docs/glossary.md against the code: every module folder of src/server/modules/ is in the resources table and
 * every module it names exists; every route of the app's route table (APP_ROUTES, which src/app/routes.tsx
 * builds) is in the routes table, with an existing screen, and every app route the glossary names exists.
 * The folders and routes are read at run time, so a new module or screen fails here until the glossary has it.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ROUTES } from '@domain/access';
import { describe, expect, it } from 'vitest';
import { codeSpans, read, root, tableRows } from './markdown';

const glossary = read('docs/glossary.md');
const resources = tableRows(glossary, 'Recursos, módulos e telas');
const appRoutes = tableRows(glossary, 'Rotas do app');

const moduleFolders = readdirSync(join(root, 'src/server/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The module folders of the resources table's second column (`re-tb-desperdicios-det/foto/` included). */
const namedModules = resources.flatMap((row) => codeSpans(row[1]));

/** '/' is the login (the router's index), the one screen outside APP_ROUTES. */
const knownRoutes = new Set(['/', ...APP_ROUTES.map((route) => route.path)]);

describe('docs/glossary.md', () => {
  it('has a row for every folder of src/server/modules/', () => {
    const named = new Set(namedModules.map((folder) => folder.split('/')[0]));
    expect(moduleFolders.filter((folder) => !named.has(folder))).toEqual([]);
  });

  it('names only module folders that exist', () => {
    expect(namedModules.length).toBeGreaterThanOrEqual(moduleFolders.length);
    const missing = namedModules.filter(
      (folder) =>
        !/^[a-z0-9-]+(\/[a-z0-9-]+)*\/$/.test(folder) ||
        !existsSync(join(root, 'src/server/modules', folder)),
    );
    expect(missing).toEqual([]);
  });

  it("lists every route of the app's route table, each once", () => {
    const listed = appRoutes.flatMap((row) => codeSpans(row[0]));
    expect([...listed].sort()).toEqual(APP_ROUTES.map((route) => route.path).sort());
  });

  it('gives each route a screen file that exists', () => {
    const screens = appRoutes.flatMap((row) => codeSpans(row[2]));
    expect(screens.length).toBeGreaterThan(0);
    const missing = screens.filter((screen) => {
      const [feature, file] = screen.split('/');
      return !existsSync(join(root, 'src/app/features', feature, 'components', `${file}.tsx`));
    });
    expect(missing).toEqual([]);
  });

  it('names only app routes that exist', () => {
    const named = resources.flatMap((row) =>
      codeSpans(row[4])
        .filter((span) => span.startsWith('/'))
        .map((span) => span.split('?')[0]),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((route) => !knownRoutes.has(route))).toEqual([]);
  });
});
