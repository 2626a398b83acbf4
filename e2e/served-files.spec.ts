/**
 * What the production build serves (issue #11 item 7): the app's code without its source maps
 * (they are 'hidden' and written beside dist/, in dist-sourcemaps/) and without the mock service
 * worker, which is for Storybook only. Fetched from the sandbox serving dist/, as a browser would.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { filesLoadedBy } from '../bench/html.ts';
import { distDir, removeTempDirs, startAppSandbox } from './support/sandbox.ts';
import type { Sandbox } from './support/sandbox.ts';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startAppSandbox();
});

afterAll(async () => {
  await sandbox?.close();
  await removeTempDirs();
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

describe('what dist/ serves', () => {
  test('the app’s code neither references nor serves source maps', async () => {
    const page = await fetch(`${sandbox.base}/home`);
    expect(page.status).toBe(200);
    const assets = filesLoadedBy(await page.text());
    // The entry script at least; every JS and CSS file of the build, to be thorough.
    expect(assets.length).toBeGreaterThan(0);
    const built = filesUnder(join(distDir, 'assets')).map((file) => `assets/${file}`);
    expect(built).toEqual(expect.arrayContaining(assets));

    for (const asset of built.filter((file) => /\.(js|css)$/.test(file))) {
      const answer = await fetch(`${sandbox.base}/${asset}`);
      expect(answer.status, asset).toBe(200);
      expect(answer.headers.get('sourcemap'), asset).toBeNull();
      expect(answer.headers.get('x-sourcemap'), asset).toBeNull();
      expect(await answer.text(), asset).not.toMatch(/[#@]\s*sourceMappingURL=/);

      const map = await fetch(`${sandbox.base}/${asset}.map`);
      expect(map.status, `${asset}.map`).toBe(404);
    }
    expect(built.filter((file) => file.endsWith('.map'))).toEqual([]);
  });

  test('every script and style a page loads comes compressed, React Router’s manifest included', async () => {
    for (const path of ['/home', '/consentDetails']) {
      const assets = filesLoadedBy(await (await fetch(`${sandbox.base}${path}`)).text());
      expect(assets.some((asset) => /manifest-[^/]*\.js$/.test(asset))).toBe(true);
      for (const asset of assets.filter((file) => /\.(js|css)$/.test(file))) {
        const answer = await fetch(`${sandbox.base}/${asset}`, {
          headers: { 'accept-encoding': 'br, gzip' },
        });
        expect(answer.status, asset).toBe(200);
        const encoding = answer.headers.get('content-encoding');
        // Only a file too small to gain from it (a few dozen bytes) comes as it is.
        if (encoding === null) {
          const body = Buffer.from(await answer.arrayBuffer());
          expect(gzipSync(body, { level: 9 }).length, asset).toBeGreaterThanOrEqual(body.length);
        } else {
          expect(encoding, asset).toMatch(/^(br|gzip)$/);
        }
      }
    }
  });

  test('no .map file anywhere in dist/; the maps exist beside it for error tracking', () => {
    expect(filesUnder(distDir).filter((file) => file.endsWith('.map'))).toEqual([]);
    if (process.env.E2E_DIST_DIR) return; // a build made elsewhere keeps its maps where it chose
    const mapsDir = `${distDir}-sourcemaps`;
    expect(existsSync(mapsDir), `${mapsDir} holds the hidden source maps`).toBe(true);
    expect(filesUnder(mapsDir).some((file) => file.endsWith('.js.map'))).toBe(true);
  });

  test('the mock service worker is neither in dist/ nor served', async () => {
    expect(existsSync(join(distDir, 'mockServiceWorker.js'))).toBe(false);
    const answer = await fetch(`${sandbox.base}/mockServiceWorker.js`);
    expect(answer.status).toBe(404);
  });
});
