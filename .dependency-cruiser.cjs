/**
 * The import boundaries that `npm run check` enforces (dependency-cruiser). Paths are relative to the folder it
 * runs in: the project root, or a fixture under tests/fixtures/boundaries that breaks one rule on purpose.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment:
        'src/domain is shared by the client and the server: it imports neither, nor the service worker.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^(src/(app|server)|sw)/' },
    },
    {
      name: 'app-not-server',
      comment: 'The client never imports the server (they share only src/domain).',
      severity: 'error',
      from: { path: '^src/app/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-app',
      comment: 'The server never imports the client (they share only src/domain).',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'features-are-independent',
      comment: 'A feature does not import another feature: shared code goes to components, hooks or lib.',
      severity: 'error',
      from: { path: '^src/app/features/([^/]+)/' },
      to: { path: '^src/app/features/([^/]+)/', pathNot: '^src/app/features/$1/' },
    },
    {
      name: 'shared-app-code-below-features',
      comment: 'Shared client code (components, hooks, lib, api, utils) does not reach up into a feature.',
      severity: 'error',
      from: { path: '^src/app/(components|hooks|lib|api|utils)/' },
      to: { path: '^src/app/features/' },
    },
    // The server's layers, bottom up: db (client, pool, schema; with env, logger and version) → core (what
    // several modules truly share) → modules (one folder per resource: routes → service → queries) → plugins,
    // seed, cli, app.ts and server.ts. Nothing imports a layer above its own.
    {
      name: 'server-db-is-the-bottom',
      comment: 'src/server/db (and env, logger, version) import no other server layer.',
      severity: 'error',
      from: { path: '^src/server/(db/|(env|logger|version)\\.ts$)' },
      to: { path: '^src/server/', pathNot: '^src/server/(db/|(env|logger|version)\\.ts$)' },
    },
    {
      name: 'server-core-below-modules',
      comment:
        'src/server/core is shared by the modules: it never imports a module, a plugin, the seed or the app.',
      severity: 'error',
      from: { path: '^src/server/core/' },
      to: { path: '^src/server/(modules|plugins|seed|cli)/|^src/server/(app|server)\\.ts$' },
    },
    {
      name: 'server-modules-below-plugins',
      comment: 'A module does not import the plugins, the seed, the CLI or the app that registers it.',
      severity: 'error',
      from: { path: '^src/server/modules/' },
      to: { path: '^src/server/(plugins|seed|cli)/|^src/server/(app|server)\\.ts$' },
    },
    {
      name: 'server-module-one-way-in',
      comment:
        'Another module (or a plugin, the seed, the CLI, the app) uses a module only through its public.ts, ' +
        'the one file that says what the module offers.',
      severity: 'error',
      from: { path: '^src/server/(?!modules/)|^src/server/modules/([^/]+)/' },
      to: {
        path: '^src/server/modules/([^/]+)/',
        pathNot: ['^src/server/modules/$1/', '^src/server/modules/[^/]+/public\\.ts$'],
      },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles (type-only imports count too: they still tie the modules together).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: `${__dirname}/tsconfig.json` },
    // TypeScript 7 has no compiler API: Babel strips the types (keeping type-only imports, see the plugin), and
    // @swc/core being installed is what makes dependency-cruiser take .ts/.tsx files at all.
    babelConfig: { fileName: `${__dirname}/scripts/checks/babel-depcruise.cjs` },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
