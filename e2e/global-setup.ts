/**
 * The journeys test the production build the sandbox serves from dist/. Build it first when it
 * is missing or older than its sources: the same rule as `npm start` (scripts/app-build.mjs).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { appBuildStatus, buildApp } from '../scripts/app-build.mjs';
import { testChromePath } from './support/browser.ts';

export default function setup() {
  if (!existsSync(testChromePath)) {
    throw new Error(
      `The e2e journeys need Chromium at ${testChromePath} (set CHROME_PATH, or run npm test, which installs it on Debian).`,
    );
  }
  if (process.env.E2E_DIST_DIR) {
    if (!existsSync(join(process.env.E2E_DIST_DIR, 'index.html'))) {
      throw new Error(`E2E_DIST_DIR=${process.env.E2E_DIST_DIR} holds no index.html`);
    }
    return;
  }
  const { builtAt, stale } = appBuildStatus();
  if (!stale) return;
  const started = performance.now();
  const result = buildApp(undefined, 'pipe');
  if (!result.ok) {
    // A stale build would make every journey test yesterday's app: stop here instead.
    throw new Error(`vite build failed (exit ${result.status}):\n${result.output}`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`e2e: ${builtAt ? 'rebuilt the stale' : 'built the'} app into dist/ in ${seconds} s`);
}
