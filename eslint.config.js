import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import importRules from './tools/eslint-layers.js';
import { noLibraryPrivates } from './tools/eslint-library-privates.js';

// The repo's own rule (the import rules are configuration: tools/eslint-layers.js).
const local = { rules: { 'no-library-privates': noLibraryPrivates } };

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'node_modules',
      '.sandbox-data',
      '.storybook/public/mockServiceWorker.js',
      '.react-router',
      'coverage',
      'sandbox/public/**/*.js',
    ],
  },
  js.configs.recommended,
  // The rules that need no types. Those that do, and the compiler's own errors, run once in
  // `npm run typecheck` (.oxlintrc.json): one TypeScript program for both, not one each. So do
  // no unused variables and no import cycles: oxlint has them natively, at a fraction of their
  // cost here (docs/decisions/0016-lint-rules-where-they-cost-least.md).
  ...tseslint.configs.recommended,
  // Who may import whom (docs/architecture.md#layers).
  ...importRules,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { local },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      // oxlint runs it, with the same options (.oxlintrc.json).
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Libraries through their documented API only: no `_`-named member of a library's objects,
    // no module of a package's unsafe/ folder (docs/architecture.md#load-budget).
    files: ['src/**', '.storybook/**', 'stories/**', 'e2e/**'],
    rules: {
      'local/no-library-privates': [
        'error',
        {
          allow: [
            // The contract's plan `_id` (docs/behaviour.md#data-model): a data field the services
            // send, not a library's member.
            '_id',
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)unsafe(/|$)',
              message: "A package's unsafe/ modules are its internals: import its documented API.",
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
