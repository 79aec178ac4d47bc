// ESLint for the whole repository (`npm run lint:eslint`): typescript-eslint's type-aware rules on every
// TypeScript file, the Hooks rules on the popup (preact's Hooks follow React's rules), one import
// convention (bare relative specifiers, no `.js`: tsconfig resolves as a bundler does and tsx runs the
// devnet), and eslint-config-prettier last so that layout is Prettier's alone.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** A relative specifier that ends in `.js` (static imports, re-exports and `import()`). */
const JS_EXTENSION = '/^\\.{1,2}\\/.*\\.js$/';
const bareRelativeImports = [
  'error',
  {
    selector: `ImportDeclaration > Literal.source[value=${JS_EXTENSION}]`,
    message: 'Import relative modules without `.js` (bare specifiers).',
  },
  {
    selector: `ExportNamedDeclaration > Literal.source[value=${JS_EXTENSION}]`,
    message: 'Re-export relative modules without `.js` (bare specifiers).',
  },
  {
    selector: `ExportAllDeclaration > Literal.source[value=${JS_EXTENSION}]`,
    message: 'Re-export relative modules without `.js` (bare specifiers).',
  },
  {
    selector: `ImportExpression > Literal.source[value=${JS_EXTENSION}]`,
    message: 'Import relative modules without `.js` (bare specifiers).',
  },
];

export default tseslint.config(
  {
    ignores: ['dist/**', 'release/**', 'node_modules/**', 'test-artifacts/**', '.devnet/**', 'docs/**', 'bench/baseline-ext/**'],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      'no-restricted-syntax': bareRelativeImports,
      // Callbacks are declared in method shorthand (props, context values, tables of handlers) and none
      // reads `this`; the one call that needs its object (wallet_query) uses `.apply`.
      '@typescript-eslint/unbound-method': 'off',
      // Popup handlers run their work through useAction().run, which catches and shows every error, and
      // preact ignores what a handler returns: an async onClick is safe.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // An async function that awaits nothing still answers a Promise, as the handler tables and
      // interfaces it fills require.
      '@typescript-eslint/require-await': 'off',
      // Passing on a caught error (unknown) as it came is right; new rejections are Errors.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      // An exhaustive switch names the impossible value (`never`) in its error.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNever: true }],
      // `_name` marks what a destructuring leaves out on purpose (`const { key: _key, ...rest } = x`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests read JSON answers, build fakes of async interfaces and reject with odd values on purpose.
    files: ['test/**/*.{ts,tsx}', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/restrict-template-expressions': 'off',
      // Unions such as `'down' | string` and `unknown | 'endless'` document the values a test expects.
      '@typescript-eslint/no-redundant-type-constituents': 'off',
      // `page.evaluate(...) as T` reads better in a test than the call's type arguments.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  {
    // hono's cors middleware and Context are typed with `any` inputs: passing a route's Context on is safe.
    files: ['src/devnet/http/app.ts'],
    rules: { '@typescript-eslint/no-unsafe-argument': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // The classic service-worker loader Firefox runs before the module graph.
    files: ['scripts/background-loader.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['src/popup/**/*.{ts,tsx}', 'test/popup/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  prettier,
);
