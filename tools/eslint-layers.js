// Two local ESLint rules that keep the import graph the shape docs/architecture.md#layers draws.
//
// `local/layers` — who may import whom:
//   - in src/, imports flow config → lib → components → features → app, with api beside features
//     and domain (React-free rules the sandbox shares) between api and features;
//   - src/domain takes from api only the Node-safe modules (the contract, the endpoints, the error
//     body) and imports no React package, so the sandbox can run it;
//   - src/api/mocks (MSW handlers, fixtures) is for stories, tests and .storybook/ only;
//   - a feature is reached from outside its folder only through its index.ts;
//   - sandbox/ and e2e/ run in Node: from src/ they take config, lib, domain, the contract, the
//     endpoints and the shared error body — never React code, never a feature;
//   - a sandbox route takes its helpers from sandbox/lib, not from another route;
//   - src/ imports nothing outside src/, and nothing imports stories/ or e2e/ but themselves.
// `local/no-cycles` — no module reaches itself again through value imports (type-only imports
//   vanish at build time and are not counted).
//
// Both read relative imports only, except that src/domain may not import a React package.
// One file past ~250 lines: ESLint loads a plugin as one module, and both rules share its resolver.
import fs from 'node:fs';
import path from 'node:path';

const defaultRoot = path.resolve(import.meta.dirname, '..');

/** A repo-relative path with forward slashes and without its source extension. */
function relative(root, file) {
  return path
    .relative(root, file)
    .split(path.sep)
    .join('/')
    .replace(/\.(d\.)?[cm]?[jt]sx?$/, '');
}

// A `*.story-helpers` module is the stories' own setup, shared by a few of them: a test file too.
const TEST_FILE = /\.(test|spec|stories|story-helpers)$/;

/** Where a file (or import target) sits: its zone, and inside src/ its layer and feature. */
function classify(file, root = defaultRoot) {
  const rel = relative(root, file);
  const isTest = TEST_FILE.test(rel);
  if (rel.startsWith('..')) return { zone: 'outside', rel, isTest };
  const parts = rel.split('/');
  const [top, second, ...rest] = parts;
  if (top === 'src') {
    if (second === 'api' && rest[0] === 'mocks')
      return { zone: 'src', layer: 'mocks', rel, isTest };
    if (second === 'features') {
      return { zone: 'src', layer: 'features', feature: rest[0], rest: rest.slice(1), rel, isTest };
    }
    return { zone: 'src', layer: second, rel, isTest };
  }
  if (top === 'sandbox')
    return { zone: 'sandbox', area: second, rel, isTest: isTest || second === 'test' };
  if (top === 'stories') return { zone: 'stories', rel, isTest: true };
  if (top === '.storybook') return { zone: 'storybook', rel, isTest: true };
  if (top === 'e2e') return { zone: 'e2e', rel, isTest: true };
  return { zone: top, rel, isTest };
}

/** What each src/ layer may import from src/. */
const srcLayers = {
  config: ['config'],
  lib: ['config', 'lib'],
  components: ['config', 'lib', 'components'],
  api: ['config', 'lib', 'api'],
  domain: ['config', 'lib', 'api', 'domain'],
  mocks: ['config', 'lib', 'api', 'domain', 'mocks'],
  features: ['config', 'lib', 'components', 'api', 'domain', 'features'],
  app: ['config', 'lib', 'components', 'api', 'domain', 'features', 'app'],
};

/** The parts of src/api that Node-side code (sandbox, e2e, domain) may use: no React, no browser state. */
const NODE_SAFE_API = new Set(['src/api/contract', 'src/api/endpoints', 'src/api/error-body']);

function nodeSafeApi(target) {
  return NODE_SAFE_API.has(target.rel) || target.rel.startsWith('src/api/contract/');
}

function nodeSafe(target) {
  return (
    target.layer === 'config' ||
    target.layer === 'lib' ||
    target.layer === 'domain' ||
    (target.layer === 'api' && nodeSafeApi(target))
  );
}

/** Packages that bring React (or need it) into a module. */
const REACT_PACKAGE =
  /^(react|react-dom|react-aria|react-aria-components|react-hook-form|react-router|styled-components|@tanstack\/react-query|@react-aria\/.*|@react-stately\/.*)(\/|$)/;

/**
 * The parts of a feature that has sub-folders, and which other parts each may use
 * (docs/architecture.md#layers). The feature's own root (its index and whole-screen stories)
 * may use every part; a part never uses the root. Tests may reach any part of their feature.
 */
const FEATURE_PARTS = {
  'consent-form': {
    form: [],
    sections: ['form'],
    controller: ['form'],
    'consent-panel': ['form', 'controller'],
    actions: ['form', 'controller'],
  },
};

/** The part of its feature a file sits in, or null for the feature's root. */
function partOf(place) {
  return place.rest.length > 1 ? place.rest[0] : null;
}

/** A feature's public face: its folder or its index. */
function throughIndex(target) {
  return target.rest.length === 0 || (target.rest.length === 1 && target.rest[0] === 'index');
}

/** Why `from` may not import `target`, as a message id and its data; null when it may. */
function violation(from, target) {
  if (target.zone === 'outside') return null;
  if (target.layer === 'mocks' && !(from.layer === 'mocks' || from.isTest)) {
    return { messageId: 'mocks', data: { from: from.rel } };
  }
  if (
    target.layer === 'features' &&
    !(from.layer === 'features' && from.feature === target.feature) &&
    !throughIndex(target)
  ) {
    return {
      messageId: 'feature',
      data: { from: from.feature ?? from.rel, to: target.feature },
    };
  }
  const parts =
    from.layer === 'features' && target.layer === 'features' && from.feature === target.feature
      ? FEATURE_PARTS[from.feature]
      : undefined;
  if (parts && !from.isTest) {
    const fromPart = partOf(from);
    const targetPart = partOf(target);
    if (
      fromPart !== null &&
      fromPart !== targetPart &&
      (targetPart === null || !parts[fromPart]?.includes(targetPart))
    ) {
      return {
        messageId: 'part',
        data: { feature: from.feature, from: fromPart, to: targetPart ?? 'its root' },
      };
    }
  }
  if ((target.zone === 'stories' || target.zone === 'e2e') && from.zone !== target.zone) {
    return { messageId: 'zone', data: { from: from.zone, to: target.zone } };
  }
  switch (from.zone) {
    case 'src': {
      if (target.zone !== 'src')
        return { messageId: 'zone', data: { from: 'src', to: target.zone } };
      const allowed = srcLayers[from.layer];
      if (allowed && !allowed.includes(target.layer) && target.layer !== 'mocks') {
        return { messageId: 'layer', data: { from: from.layer, to: target.layer } };
      }
      if (
        from.layer === 'domain' &&
        !from.isTest &&
        target.layer === 'api' &&
        !nodeSafeApi(target)
      ) {
        return { messageId: 'node', data: { from: from.rel, to: target.rel } };
      }
      return null;
    }
    case 'sandbox':
      if (target.zone === 'src' && !nodeSafe(target)) {
        return { messageId: 'node', data: { from: 'sandbox', to: target.rel } };
      }
      if (
        target.zone === 'sandbox' &&
        from.area === 'routes' &&
        target.area === 'routes' &&
        target.rel !== from.rel
      ) {
        return { messageId: 'route', data: { from: from.rel, to: target.rel } };
      }
      return null;
    case 'e2e':
      if (target.zone === 'src' && !nodeSafe(target)) {
        return { messageId: 'node', data: { from: 'e2e', to: target.rel } };
      }
      return null;
    default:
      return null;
  }
}

function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return (
    specifiers.length > 0 &&
    specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type')
  );
}

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layers of docs/architecture.md#layers.' },
    messages: {
      layer: "'{{from}}' may not import from '{{to}}' (see docs/architecture.md#layers).",
      feature:
        "'{{from}}' may use feature '{{to}}' only through its public index ('…/features/{{to}}').",
      mocks:
        "'{{from}}' may not import src/api/mocks: mocks are for stories, tests and .storybook/ only.",
      node: "'{{from}}' runs in Node and may not import '{{to}}' (see docs/architecture.md#layers).",
      route:
        "Sandbox route '{{from}}' may not import route '{{to}}': shared helpers belong in sandbox/lib.",
      part: "In feature '{{feature}}', part '{{from}}' may not import from '{{to}}' (see docs/architecture.md#layers).",
      zone: "'{{from}}' may not import from '{{to}}' (see docs/architecture.md#layers).",
      react:
        "'{{from}}' is shared with the sandbox and may not import React package '{{to}}' (see docs/architecture.md#layers).",
    },
    schema: [
      { type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false },
    ],
  },
  create(context) {
    const root = context.options[0]?.root ?? defaultRoot;
    const from = classify(context.filename, root);
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      if (!source.startsWith('.')) {
        if (from.layer === 'domain' && !from.isTest && REACT_PACKAGE.test(source)) {
          context.report({
            node: node.source,
            messageId: 'react',
            data: { from: from.rel, to: source },
          });
        }
        return;
      }
      const target = classify(path.resolve(path.dirname(context.filename), source), root);
      const found = violation(from, target);
      if (found) context.report({ node: node.source, ...found });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

// ---------------------------------------------------------------------------------------------
// Cycles

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.jsx'];

/** The file a relative specifier names (with or without extension, or a folder's index). */
function resolveFile(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

// `import x from './a'`, `import { a, type B } from './a'`, `export * from './a'`, `import './a'`;
// `import type …` and `export type …` are left out (erased at build time).
const IMPORT_PATTERN =
  /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

const importCache = new Map();

/** The files a file imports by value, read from disk (cached by modification time). */
function valueImportsOnDisk(file) {
  let mtime;
  try {
    mtime = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = importCache.get(file);
  if (cached && cached.mtime === mtime) return cached.targets;
  const text = fs.readFileSync(file, 'utf8');
  const targets = [];
  for (const match of text.matchAll(IMPORT_PATTERN)) {
    const statement = match[0];
    // `import { type A, type B } from` brings in no value either.
    const names = /\{([^}]*)\}/.exec(statement)?.[1];
    if (
      names &&
      !/^\s*(?:import|export)\s+[\w$]+\s*,/.test(statement) &&
      names.split(',').every((n) => !n.trim() || /^type\s/.test(n.trim()))
    ) {
      continue;
    }
    const resolved = resolveFile(file, match[1]);
    if (resolved) targets.push(resolved);
  }
  importCache.set(file, { mtime, targets });
  return targets;
}

/** A path of value imports from `start` back to `goal`, or null. */
function pathBack(start, goal) {
  const parent = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const next of valueImportsOnDisk(file)) {
      if (next === goal) {
        const chain = [next];
        for (let at = file; at; at = parent.get(at)) chain.unshift(at);
        return chain;
      }
      if (!parent.has(next)) {
        parent.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const noCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'No module imports itself again through a chain of value imports.' },
    messages: { cycle: 'Import cycle: {{chain}}. Move what both sides need into a third module.' },
    schema: [],
  },
  create(context) {
    const self = context.filename;
    const root = path.dirname(self);
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.') || isTypeOnly(node)) return;
      const target = resolveFile(self, source);
      if (!target || target === self) return;
      const chain = pathBack(target, self);
      if (!chain) return;
      const names = [self, ...chain].map(
        (file) => path.relative(root, file) || path.basename(file),
      );
      context.report({ node: node.source, messageId: 'cycle', data: { chain: names.join(' → ') } });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { rules: { layers, 'no-cycles': noCycles } };
