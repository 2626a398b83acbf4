// The layer rules of docs/architecture.md#layers (who may import whom), as configuration of
// eslint-plugin-boundaries (`boundaries/dependencies`); tools/eslint-layers.test.js runs them on
// real paths. No import cycles is oxlint's `import/no-cycle` (.oxlintrc.json).
import path from 'node:path';
import boundaries from 'eslint-plugin-boundaries';

const root = path.resolve(import.meta.dirname, '..');
const extensions = ['.ts', '.tsx', '.js', '.mjs', '.jsx'];

/**
 * Where a file sits. Each file is one element (the deepest that matches): a feature folder, the
 * API's mocks, another folder of src/ (its layer), or a top-level folder of the repo (its zone).
 */
const elements = [
  { type: 'mocks', pattern: 'src/api/mocks', partialMatch: false },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'], partialMatch: false },
  { type: 'src', pattern: 'src/*', capture: ['layer'], partialMatch: false },
  // `[.]`: a name starting with a dot is matched only when the pattern spells the dot.
  { type: 'zone', pattern: ['*', '[.]storybook'], capture: ['zone'], partialMatch: false },
];

/** What a file is, beside where it sits (a file may be several). */
const files = [
  // Every file: so that "none of these categories" also matches a file that is none of them.
  { category: 'file', pattern: '**' },
  {
    category: 'test',
    pattern: [
      // A `*.story-helpers` module is the stories' own setup, shared by a few of them.
      '**/*.{test,spec,stories,story-helpers}.*',
      'stories/**',
      '.storybook/**',
      'e2e/**',
      'sandbox/test/**',
    ],
  },
  // What code running in Node (the sandbox, e2e, src/domain) may take from src/: no React, no
  // browser state.
  {
    category: 'node-safe',
    pattern: [
      'src/config/**',
      'src/lib/**',
      'src/domain/**',
      'src/api/contract.ts',
      'src/api/contract/**',
      'src/api/endpoints.ts',
      'src/api/error-body.ts',
    ],
  },
  { category: 'sandbox-route', pattern: 'sandbox/routes/**' },
  // The parts of the details feature, each a folder (docs/architecture.md#layers).
  { category: 'part', pattern: 'src/features/consent-form/*/**', capture: ['part'] },
];

const layer = (name) => ({ element: { type: 'src', captured: { layer: name } } });
const notTest = { categories: { noneOf: ['test'] } };
const inSrc = { element: { type: '{src,feature,mocks}' } };
const notNodeSafe = { ...inSrc, file: { categories: { noneOf: ['node-safe'] } } };

/** What each layer of src/ may not import from src/ (features and app are features and app). */
const layerMayNot = {
  config: ['lib', 'components', 'api', 'domain', 'features', 'app'],
  lib: ['components', 'api', 'domain', 'features', 'app'],
  components: ['api', 'domain', 'features', 'app'],
  api: ['components', 'domain', 'features', 'app'],
  domain: ['components', 'features', 'app'],
  mocks: ['components', 'features', 'app'],
  features: ['app'],
};
const target = (name) => (name === 'features' ? { element: { type: 'feature' } } : layer(name));
const source = (name) =>
  name === 'features'
    ? { element: { type: 'feature' } }
    : name === 'mocks'
      ? { element: { type: 'mocks' } }
      : layer(name);

/** A glob matching any of `names` (braces need two or more). */
const braces = (names) => (names.length > 1 ? `{${names.join(',')}}` : names[0]);

/** Which parts of consent-form each part may use besides itself; none uses the feature's root. */
const parts = {
  form: [],
  sections: ['form'],
  controller: ['form'],
  'consent-panel': ['form', 'controller'],
  actions: ['form', 'controller'],
};

/** Packages that bring React (or need it) into a module. */
const reactPackages = [
  'react',
  'react-dom',
  'react-aria',
  'react-aria-components',
  'react-hook-form',
  'react-router',
  'styled-components',
  '@tanstack/react-query',
  '@react-aria/*',
  '@react-stately/*',
];

const see = '(see docs/architecture.md#layers)';

// Policies are read in order and the last one that matches an import decides; so the
// general ones come first and the more specific reasons last.
const policies = [
  // sandbox/ and e2e/ run in Node: from src/ only config, lib, domain and the Node-safe API.
  {
    from: { element: { type: 'zone', captured: { zone: '{sandbox,e2e}' } } },
    disallow: { to: notNodeSafe },
    message: `'{{ from.element.captured.zone }}' runs in Node and may not import '{{ dependency.source }}' ${see}.`,
  },
  // A sandbox route takes its helpers from sandbox/lib, not from another route.
  {
    from: { file: { categories: 'sandbox-route' } },
    disallow: { to: { file: { categories: 'sandbox-route' } } },
    message: `Sandbox route may not import route '{{ dependency.source }}': shared helpers belong in sandbox/lib.`,
  },
  // src/domain is shared with the sandbox: from src/api only the Node-safe modules.
  {
    from: { ...layer('domain'), file: notTest },
    disallow: { to: { ...layer('api'), file: { categories: { noneOf: ['node-safe'] } } } },
    message: `'src/domain' runs in Node too and may not import '{{ dependency.source }}' ${see}.`,
  },
  // The layers: config → lib → components → features → app, api beside features, domain between.
  ...Object.entries(layerMayNot).map(([from, mayNot]) => ({
    from: source(from),
    disallow: { to: mayNot.map(target) },
    message: `'src/${from}' may not import from '{{ dependency.source }}' ${see}.`,
  })),
  // src/ imports nothing outside src/.
  {
    from: inSrc,
    disallow: { to: { element: { type: 'zone' }, module: { origin: 'local' } } },
    message: `'src' may not import from outside src/ ('{{ dependency.source }}') ${see}.`,
  },
  // Nothing imports stories/ or e2e/ but themselves.
  ...['stories', 'e2e'].map((zone) => ({
    from: { file: { path: `!${zone}/**` } },
    disallow: { to: { element: { type: 'zone', captured: { zone } } } },
    message: `Only '${zone}' may import from '${zone}' ${see}.`,
  })),
  // Inside consent-form, a part uses only the parts before it, never the feature's root.
  ...Object.entries(parts).map(([part, mayUse]) => ({
    from: { file: { categories: { allOf: ['part'], noneOf: ['test'] }, captured: { part } } },
    disallow: {
      to: [
        {
          element: { type: 'feature', captured: { feature: 'consent-form' } },
          file: { categories: { noneOf: ['part'] } },
        },
        {
          element: { type: 'feature', captured: { feature: 'consent-form' } },
          file: { captured: { part: `!${braces([part, ...mayUse])}` } },
        },
      ],
    },
    message: `In feature 'consent-form', part '${part}' may not import '{{ dependency.source }}' ${see}.`,
  })),
  // A feature is reached from outside its folder only through its index.ts.
  {
    from: { file: { path: '!src/features/{{ to.element.captured.feature }}/**' } },
    disallow: { to: { element: { type: 'feature', fileInternalPath: '!index.{ts,tsx}' } } },
    message: `Feature '{{ to.element.captured.feature }}' is used only through its public index ('…/features/{{ to.element.captured.feature }}').`,
  },
  // src/api/mocks (MSW handlers, fixtures) is for stories, tests and .storybook/ only.
  {
    from: { element: { types: { noneOf: ['mocks'] } }, file: notTest },
    disallow: { to: { element: { type: 'mocks' } } },
    message: `src/api/mocks is for stories, tests and .storybook/ only ('{{ dependency.source }}').`,
  },
];

// src/domain is shared with the sandbox: no React package either.
const noReact = {
  from: { ...layer('domain'), file: notTest },
  disallow: { to: { module: { origin: 'external', source: reactPackages } } },
  message: `'src/domain' is shared with the sandbox and may not import React package '{{ dependency.source }}' ${see}.`,
};

/** `boundaries/dependencies` with the options every file shares. */
const dependencies = (options) => [
  'error',
  { default: 'allow', checkInternals: true, checkUnknownLocals: true, ...options },
];

/** The import rules for every linted file. */
export default [
  {
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': root,
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/legacy-templates': false,
      // Static imports and re-exports (a lazy `import()` is not a layer's dependency).
      'boundaries/dependency-nodes': ['import', 'export'],
      'import/resolver': { node: { extensions } },
    },
    rules: {
      'boundaries/dependencies': dependencies({ policies }),
    },
  },
  // Packages are looked at only where a policy names them: matching every package import of
  // every file against the policies would about double the rule's time.
  {
    files: ['src/domain/**'],
    ignores: ['src/domain/**/*.{test,spec,stories}.*'],
    rules: {
      'boundaries/dependencies': dependencies({
        checkAllOrigins: true,
        policies: [...policies, noReact],
      }),
    },
  },
];
