// Builds the server to JavaScript (dist-server/server.js, and the command line dist-server/admin-create.js) so production runs it with node alone, without tsx
// or any dev dependency: one ESM bundle of src/ (aliases @server/@domain resolved from tsconfig.json), with
// every npm package left as an import (they are the `dependencies`, installed by `npm ci --omit=dev`;
// argon2 and PGlite ship native and WASM files that must stay in node_modules). The migrations are read from
// drizzle/ at the package root and the PWA from dist/, so a deploy keeps those next to dist-server/.
import { build } from 'esbuild';

const started = Date.now();
await build({
  entryPoints: { server: 'src/server/server.ts', 'admin-create': 'src/server/cli/admin-create.ts' },
  outdir: 'dist-server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});
console.log(
  `servidor compilado em dist-server/server.js e dist-server/admin-create.js (${Date.now() - started} ms)`,
);
