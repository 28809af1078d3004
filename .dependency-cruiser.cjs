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
