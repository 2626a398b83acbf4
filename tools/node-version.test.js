// Every npm script runs on the Node that `node_modules/.bin/node` is (the `node` package, a
// devDependency), even where the machine's own Node is older: npm puts that folder first on a
// script's PATH (docs/decisions/0022-node-24-from-the-registry.md). This checks that the tests
// really ran on it, and on a Node that the root `engines` accepts.
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

describe('the Node the tests run on', () => {
  it('is one the root engines accept', () => {
    expect(semver.satisfies(process.version, manifest.engines.node)).toBe(true);
  });

  it('is the locked node package, whatever Node the machine carries', () => {
    expect(process.version).toBe(`v${manifest.devDependencies.node}`);
  });
});
