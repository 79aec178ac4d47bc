// The layer rules of docs/architecture.md, checked by `npm run lint:layers` (dependency-cruiser).
// Type-only imports count (tsPreCompilationDeps) and so do dynamic import()s: a lazy part that
// imports its loader back is a circle like any other.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle between modules (static, dynamic or type-only imports). Break it with an interface defined low.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-is-pure',
      severity: 'error',
      comment: 'src/core imports nothing of ours outside core.',
      from: { path: '^src/core/' },
      to: { path: '^src/', pathNot: '^src/core/' },
    },
    {
      name: 'core-no-node',
      severity: 'error',
      comment: 'src/core uses no Node API (node:* or a Node built-in).',
      from: { path: '^src/core/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'core-no-browser-api',
      severity: 'error',
      comment: 'src/core uses no browser extension API (webextension-polyfill, chrome types).',
      from: { path: '^src/core/' },
      to: { path: '(^|/)node_modules/(webextension-polyfill|@types/chrome|@types/webextension-polyfill)/' },
    },
    {
      name: 'devnet-only-core',
      severity: 'error',
      comment: 'src/devnet (the Node ledger) imports only src/core of the wallet.',
      from: { path: '^src/devnet/' },
      to: { path: '^src/', pathNot: '^src/(core|devnet)/' },
    },
    {
      name: 'shared-only-core',
      severity: 'error',
      comment: 'src/shared (message definitions every layer reads) imports only core.',
      from: { path: '^src/shared/' },
      to: { path: '^src/', pathNot: '^src/(core|shared)/' },
    },
    {
      name: 'popup-not-background',
      severity: 'error',
      comment: 'The popup reaches the background by messages only (src/shared), never by import.',
      from: { path: '^src/popup/' },
      to: { path: '^src/(background|content|inpage|devnet)/' },
    },
    {
      name: 'background-not-ui',
      severity: 'error',
      comment: 'The background imports no popup, page or devnet code.',
      from: { path: '^src/background/' },
      to: { path: '^src/(popup|content|inpage|devnet)/' },
    },
    {
      name: 'page-scripts-alone',
      severity: 'error',
      comment: 'The content script and the inpage script import no background, popup or devnet code.',
      from: { path: '^src/(content|inpage)/' },
      to: { path: '^src/(background|popup|devnet)/' },
    },
    {
      name: 'not-resolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
