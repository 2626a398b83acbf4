import type { Config } from '@react-router/dev/config';
import { compressLateAssets } from './scripts/compress-late.ts';
import { writeCspHashes } from './scripts/csp-hashes.ts';
import { writeServiceWorker } from './scripts/service-worker.ts';

/**
 * React Router's framework mode as a single-page app (docs/architecture.md#delivery): no server
 * rendering at request time, but the first screen of each route prerendered at build time from
 * the route's own components and hydrated in the browser. The build writes the browser's files
 * to dist/client/ (the sandbox and the nginx recipe serve that folder).
 */
export default {
  appDirectory: 'src/app',
  buildDirectory: 'dist',
  ssr: false,
  prerender: ['/home', '/consentDetails'],
  // After the pages are prerendered: the hashes of their inline scripts, for the CSP; and the
  // compressed copies of what was written after the compression plugin ran (the manifest); then
  // the service worker, which precaches all of that as written.
  buildEnd: async ({ reactRouterConfig }) => {
    writeCspHashes(reactRouterConfig.buildDirectory);
    compressLateAssets(reactRouterConfig.buildDirectory);
    const { warnings } = await writeServiceWorker(reactRouterConfig.buildDirectory);
    for (const warning of warnings) console.warn(`service worker: ${warning}`);
  },
} satisfies Config;
