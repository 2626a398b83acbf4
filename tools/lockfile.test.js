// `npm ci` (the first step of CI) refuses a lock file that leaves out any dependency a locked
// package declares, optional ones included. `npm install` can write such a lock when the registry
// lacks some platforms' builds of a package: knip 6.44's oxc-parser 0.156 had only Linux bindings
// here, so its lock installed on this machine and failed CI. This test makes the same check as
// `npm ci`, in milliseconds, so the next such lock fails `npm test` instead (docs/architecture.md#conventions).
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** The lock entry a `require(name)` from the package at `from` would find, as npm resolves it. */
function resolveInLock(packages, from, name) {
  let dir = from;
  for (;;) {
    const candidate = dir === '' ? `node_modules/${name}` : `${dir}/node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (dir === '') return undefined;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent === -1 ? '' : dir.slice(0, parent);
  }
}

/** A registry range the locked version satisfies; other specs (git, file, alias) are npm's to judge. */
function satisfies(version, range) {
  if (!semver.validRange(range)) return true;
  return semver.satisfies(version, range, { includePrerelease: true });
}

/**
 * Every dependency a locked package declares that the lock does not hold at a version in its
 * range: what `npm ci` rejects. A root `overrides` entry (`"name": "range"`, the form this
 * project uses) replaces the range every package asks for, as npm applies it.
 */
function missingFromLock(lock, overrides = {}) {
  const { packages } = lock;
  return Object.entries(packages).flatMap(([at, entry]) => {
    if (entry.link) return [];
    const wanted = { ...entry.dependencies, ...entry.optionalDependencies };
    // The root and the workspaces (entries outside node_modules/) install their devDependencies.
    if (!at.startsWith('node_modules/') && !at.includes('/node_modules/')) {
      Object.assign(wanted, entry.devDependencies);
    }
    return Object.entries(wanted).flatMap(([name, declared]) => {
      const range = typeof overrides[name] === 'string' ? overrides[name] : declared;
      const found = resolveInLock(packages, at, name);
      if (found && satisfies(packages[found].version, range)) return [];
      const got = found ? `${packages[found].version} at ${found}` : 'nothing';
      return [`${at || '(root)'} wants ${name}@${range}, the lock has ${got}`];
    });
  });
}

describe('package-lock.json', () => {
  it('holds every dependency its packages declare, so `npm ci` accepts it', () => {
    const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
    const { overrides } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(missingFromLock(lock, overrides)).toEqual([]);
  });

  it('is checked the way npm ci checks it: a nested package whose binding is another version fails', () => {
    const lock = {
      packages: {
        '': { devDependencies: { knip: '6.44.2' } },
        'node_modules/knip': { version: '6.44.2', dependencies: { 'oxc-parser': '^0.156.0' } },
        'node_modules/knip/node_modules/oxc-parser': {
          version: '0.156.0',
          optionalDependencies: {
            '@oxc-parser/binding-linux-x64-gnu': '0.156.0',
            '@oxc-parser/binding-darwin-arm64': '0.156.0',
          },
        },
        'node_modules/knip/node_modules/@oxc-parser/binding-linux-x64-gnu': {
          version: '0.156.0',
          optional: true,
        },
        // Storybook's older binding, hoisted: found by name, but not at the version wanted.
        'node_modules/@oxc-parser/binding-darwin-arm64': { version: '0.127.0', optional: true },
      },
    };
    expect(missingFromLock(lock)).toEqual([
      'node_modules/knip/node_modules/oxc-parser wants @oxc-parser/binding-darwin-arm64@0.156.0, ' +
        'the lock has 0.127.0 at node_modules/@oxc-parser/binding-darwin-arm64',
    ]);
  });

  it("takes a root override's range instead of the declared one, and checks a workspace's devDependencies", () => {
    const lock = {
      packages: {
        '': { workspaces: ['sandbox'] },
        sandbox: { devDependencies: { 'fast-check': '^4.0.0' } },
        'node_modules/light-my-request': { version: '6.8.1', dependencies: { cookie: '^2.0.0' } },
        'node_modules/cookie': { version: '1.1.1' },
      },
    };
    expect(missingFromLock(lock, { cookie: '^1.1.1' })).toEqual([
      'sandbox wants fast-check@^4.0.0, the lock has nothing',
    ]);
    expect(missingFromLock(lock)).toEqual([
      'sandbox wants fast-check@^4.0.0, the lock has nothing',
      'node_modules/light-my-request wants cookie@^2.0.0, the lock has 1.1.1 at node_modules/cookie',
    ]);
  });
});
