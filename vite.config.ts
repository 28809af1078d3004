import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { mantineStableId } from './scripts/mantine-stable-id-plugin.ts';
import { routePreloads } from './scripts/route-preloads-plugin.ts';
import { API_WORKERS } from './tests/api/helpers/worker-database.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const apiPort = Number(process.env.PORT ?? 8080);

export default defineConfig({
  root: '.',
  resolve: {
    alias: {
      '@app': r('./src/app'),
      '@server': r('./src/server'),
      '@domain': r('./src/domain'),
    },
  },
  // The dev server's pre-bundled @mantine/hooks gets the same useId as the build.
  optimizeDeps: { rolldownOptions: { plugins: [mantineStableId()] } },
  plugins: [
    // Mantine's ids without the second render its useId forces on every input at mount.
    mantineStableId(),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      // The icons are already precached by injectManifest.globPatterns (png): don't list them twice.
      includeManifestIcons: false,
      manifest: {
        name: 'Controle de Desperdícios',
        short_name: 'Desperdícios',
        description: 'Registro, aprovação e análise de desperdício de alimentos',
        lang: 'pt-BR',
        theme_color: '#000055',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/home',
        scope: '/',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          // Same design with the glyph at 80% so it survives the launcher masks (safe zone).
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        // The reports' XLSX export (online screens) loads its library when used: not installed on every tablet.
        globIgnores: ['**/exceljs*.js'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false, type: 'module' },
    }),
    // Which built files each screen needs, for the server to announce them with the page.
    routePreloads({ root: r('.'), routeTable: 'src/app/routes.tsx', shell: '@app/layouts/app-layout' }),
    // A .br and a .gz beside each text file of the build, sent by the server as the client accepts.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  // Source maps are written for reading production stack traces but not referenced by the files (the server
  // never serves *.map).
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1200,
    // Few, larger chunks: over HTTP/1.1 (6 connections) a screen made of 70 small files waits on round trips.
    // - boot: everything the entry needs to start (and the login form), in one file; taken first, so that
    //   the groups below never make the entry wait for them;
    // - ui: the UI libraries every screen uses (one file, cached once for all screens);
    // - app-common: the app's own shared code (API calls, components, domain rules) used by 2+ screens. Not the
    //   domain's schemas: they build zod schemas as they load (a slow tablet's ~70 ms), and the entry screens
    //   need none, so they stay in chunks of the screens (and forms) that validate with them.
    // The dashboards' chart library and each screen's own code stay in their lazy chunks.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 3 },
            {
              name: 'ui',
              test: /[\\/]node_modules[\\/](@mantine|@floating-ui|@tabler|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|react-number-format|react-textarea-autosize|clsx|tslib|get-nonce|detect-node-es|react-transition-group)[\\/]/,
              priority: 2,
            },
            {
              name: 'app-common',
              test: /[\\/]src[\\/](app[\\/](components|hooks|lib|api|utils)[\\/]|domain[\\/](?!schemas[\\/]))/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/version.json': `http://localhost:${apiPort}`,
    },
  },
  test: {
    // @fastify/autoload imports the route modules itself: inlined, its imports go through vitest's loader (which
    // compiles TypeScript and resolves the aliases) instead of Node's.
    server: { deps: { inline: ['@fastify/autoload'] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Both cores (vitest leaves one to itself by default): 343 s instead of 427 s for the suite on two cores.
          maxWorkers: 2,
          // A screen test waits up to 5 s for each step on a busy machine (tests/unit/app/helpers/dom.ts).
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // The fixtures' 'today' (the machine's clock) is the server's default business day: São Paulo's.
          env: { TZ: 'America/Sao_Paulo' },
          globalSetup: ['tests/api/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The files share one module graph (the server's route modules load once, not once per file): every test
          // builds its own app on its own database, and none mocks a module. 650 s instead of 783 s on PGlite.
          isolate: false,
          // Two files at a time, one per core (409 s instead of 548 s on PGlite): on PGlite each file has its own
          // in-memory database; on PostgreSQL each worker its own copy of the test database (worker-database.ts).
          maxWorkers: API_WORKERS,
          setupFiles: ['tests/api/worker-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // The demo restaurants' business day is São Paulo's: the tests' 'today' (and the browser's, which inherits
          // the zone) is that day, also in the hours when UTC has already moved on to the next one.
          env: { TZ: 'America/Sao_Paulo' },
          globalSetup: ['tests/e2e/global-setup.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // A real browser on a busy CI machine: what a test waits for may take more than vitest's default 1 s.
          expect: { poll: { timeout: 10_000 } },
          // One file at a time against the one server: the files write to the same demo units and count what they
          // wrote. `npm run test:e2e` runs two such runs at once, each with its own server and database
          // (scripts/e2e-shards.mjs).
          fileParallelism: false,
        },
      },
    ],
  },
});
