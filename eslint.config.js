/**
 * ESLint for the TypeScript of src/, test/ and bench/, with type information (each folder's own
 * tsconfig, found by the project service): typescript-eslint's type-checked rules, the rules of
 * React hooks, accessibility of JSX, no import circles, and the Markdown engine kept free of the
 * site's features. `npm run lint` runs it with zero warnings allowed; `npm test` runs it first.
 * Formatting is Prettier's (.prettierrc.json), not ESLint's.
 */
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      '.site/',
      '.cache/',
      'examples/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
      'test/fixtures/',
      'src/node/webpack/*.cjs',
      'src/node/webpack/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `typeof import('./x')` stays allowed: it types a lazy chunk without loading it.
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Promises left on purpose are marked `void`; a forgotten one is an error.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Tests evaluate the docs' examples on purpose (new Function over a page's code), read
    // webpack's untyped stats and hooks, and hand async callbacks to APIs that expect them.
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-implied-eval': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}', 'src/shared/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/client/**/*.tsx'],
    ...jsxA11y.configs.recommended,
  },
  {
    files: ['src/client/**/*.tsx'],
    rules: {
      // Code blocks and wide tables scroll in their own box: keyboard users focus them to scroll.
      'jsx-a11y-x/no-noninteractive-tabindex': ['error', { tags: ['pre', 'table'], roles: ['tabpanel'] }],
      // A container may listen for keys that bubble from the controls inside it (Escape closes a
      // menu); clicks on something that is not a control are still errors.
      'jsx-a11y-x/no-static-element-interactions': [
        'error',
        { handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress'] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // The modules an import leads to are TypeScript too: read them with the TypeScript parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      // No module of the site imports itself back, however far round.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The Markdown engine knows no feature of the site: features hand it what it needs.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/node/content/markdown',
              from: './src/node/content',
              except: ['./markdown'],
              message:
                'src/node/content/markdown/ is the Markdown engine: give it what it needs through MarkdownExtensions (src/node/content/features.tsx).',
            },
            {
              target: './src/client',
              from: './src/node',
              message: 'browser code cannot use build-time code; share it through src/shared/',
            },
            {
              target: './src/shared',
              from: ['./src/node', './src/client', './src/sw'],
              message: 'src/shared/ is what both sides use: it imports neither side',
            },
          ],
        },
      ],
    },
  },
);
