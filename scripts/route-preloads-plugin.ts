/**
 * Writes dist/route-preloads.json: for each screen of the route table, the built files its code needs besides
 * the entry's (its chunk and every chunk it imports), and the same for the signed-in shell. The server adds
 * them to the page it sends for that address as <link rel="modulepreload">, so a cold load fetches the entry,
 * the shell and the screen together instead of one after the other (each waits for the previous one to run).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export interface RoutePreloads {
  /** The signed-in shell's files. */
  shell: string[];
  /** By route path (as in APP_ROUTES): the screen's files. */
  screens: Record<string, string[]>;
}

/** Route path → module specifier, from the route table's loaders (`'/path': () => import('@app/...')`). */
export function screenModules(routeTable: string): Record<string, string> {
  const modules: Record<string, string> = {};
  for (const [, path, spec] of routeTable.matchAll(/'(\/[^']*)':\s*\(\)\s*=>\s*import\('([^']+)'\)/g))
    modules[path] = spec;
  return modules;
}

interface ChunkLike {
  fileName: string;
  imports: string[];
  facadeModuleId: string | null;
  isEntry: boolean;
}

/** `chunk` and everything it imports statically, by file name. */
function closure(chunk: ChunkLike, byFile: Map<string, ChunkLike>, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const file of chunk.imports) {
    const next = byFile.get(file);
    if (next) closure(next, byFile, into);
  }
  return into;
}

export function routePreloads(options: { root: string; routeTable: string; shell: string }): Plugin {
  const source = (spec: string) => resolve(options.root, spec.replace(/^@app\//, 'src/app/'));
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((c): c is ChunkLike & typeof c => c.type === 'chunk');
      const byFile = new Map<string, ChunkLike>(chunks.map((c) => [c.fileName, c]));
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      // What index.html already loads.
      const initial = closure(entry, byFile);
      const filesOf = (spec: string): string[] => {
        const base = source(spec);
        const chunk = chunks.find(
          (c) => c.facadeModuleId && c.facadeModuleId.replace(/\.tsx?$/, '') === base,
        );
        if (!chunk) this.error(`route-preloads: nenhum arquivo gerado para ${spec}`);
        return [...closure(chunk, byFile)].filter((file) => !initial.has(file));
      };
      const modules = screenModules(readFileSync(resolve(options.root, options.routeTable), 'utf8'));
      if (!Object.keys(modules).length) this.error('route-preloads: nenhuma tela na tabela de rotas');
      const preloads: RoutePreloads = {
        shell: filesOf(options.shell),
        screens: Object.fromEntries(Object.entries(modules).map(([path, spec]) => [path, filesOf(spec)])),
      };
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads) });
    },
  };
}
