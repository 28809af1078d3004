// Builds the server to JavaScript (dist-server/server.js, and the command line dist-server/admin-create.js) so production runs it with node alone, without tsx
// or any dev dependency. One output file per source file, keeping the folder layout (src/server/x/y.ts →
// dist-server/x/y.js, src/domain/x.ts → dist-server/domain/x.js): @fastify/autoload finds the route modules by
// reading dist-server/modules at run time, so they cannot be folded into one bundle. esbuild compiles each file
// on its own; every import of the project (relative or through the @server/@domain aliases) is rewritten to the
// relative path of its compiled .js file, and every npm package is left as an import (they are the
// `dependencies`, installed by `npm ci --omit=dev`; argon2 and PGlite ship native and WASM files that must stay
// in node_modules). The migrations are read from drizzle/ at the package root and the PWA from dist/, so a
// deploy keeps those next to dist-server/.
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'esbuild';

const root = process.cwd();
const outdir = join(root, 'dist-server');
/** Source folders → their place under dist-server/. */
const roots = [
  { src: join(root, 'src/server'), out: '', alias: '@server/' },
  { src: join(root, 'src/domain'), out: 'domain', alias: '@domain/' },
];

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.ts$/.test(e.name) && !/\.d\.ts$/.test(e.name) ? [p] : [];
  });
}

/** A source file → its output path under dist-server/, without the extension. */
function outputOf(file) {
  for (const r of roots) {
    if (file.startsWith(`${r.src}/`)) return join(r.out, relative(r.src, file)).replace(/\.tsx?$/, '');
  }
  throw new Error(`fora de src/server e src/domain: ${file}`);
}

function resolveSource(base) {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every import of the project stays an import, of the compiled file next to this one. */
const projectImports = {
  name: 'project-imports',
  setup(b) {
    b.onResolve({ filter: /^(\.|@server\/|@domain\/)/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const alias = roots.find((r) => args.path.startsWith(r.alias));
      const base = alias
        ? join(alias.src, args.path.slice(alias.alias.length))
        : resolve(args.resolveDir, args.path);
      const target = resolveSource(base);
      if (!target) return { errors: [{ text: `não encontrado: ${args.path}` }] };
      if (!/\.tsx?$/.test(target)) return { path: args.path, external: true };
      let path = relative(dirname(outputOf(args.importer)), outputOf(target));
      if (!path.startsWith('.')) path = `./${path}`;
      return { path: `${path}.js`, external: true };
    });
  },
};

const started = Date.now();
rmSync(outdir, { recursive: true, force: true });
const entryPoints = Object.fromEntries(
  roots.flatMap((r) => sources(r.src)).map((file) => [outputOf(file), file]),
);
await build({
  entryPoints,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  plugins: [projectImports],
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});
// The command line keeps its place at the root of dist-server/ (npm run admin:create, the deploy docs).
writeFileSync(join(outdir, 'admin-create.js'), "import './cli/admin-create.js';\n");
console.log(
  `servidor compilado em dist-server/ (server.js, admin-create.js e ${Object.keys(entryPoints).length} módulos; ${Date.now() - started} ms)`,
);
