import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const apiPort = Number(process.env.PORT ?? 8080);

/** The chunks every screen needs, the login form included (see build.rolldownOptions below). */
const SHARED_CHUNKS = ['ui', 'app-common'];

/**
 * Preloads the shared chunks from index.html, so that they download with the entry instead of after it (the
 * first screen is a lazy import, known only once the entry runs). A preload fetches, it does not run them.
 */
function preloadSharedChunks(): Plugin {
  return {
    name: 'preload-shared-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) =>
        Object.values(ctx.bundle ?? {})
          .filter((chunk) => chunk.type === 'chunk' && SHARED_CHUNKS.includes(chunk.name))
          .map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head' as const,
          })),
    },
  };
}

export default defineConfig({
  root: '.',
  resolve: {
    alias: {
      '@app': r('./src/app'),
      '@server': r('./src/server'),
      '@domain': r('./src/domain'),
    },
  },
  plugins: [
    react(),
    preloadSharedChunks(),
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
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false, type: 'module' },
    }),
    // A .br and a .gz beside each text file of the build, sent by the server as the client accepts.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  // Source maps are written for reading production stack traces but not referenced by the files (the server
  // never serves *.map).
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1200,
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
              test: /[\\/]src[\\/](app[\\/](components|hooks|lib|api|utils)|domain)[\\/]/,
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
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
