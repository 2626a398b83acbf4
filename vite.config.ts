/**
 * The app's build and dev server (docs/architecture.md#delivery): React Router's framework mode
 * (react-router.config.ts: routes split per route, /home and /consentDetails prerendered and
 * hydrated), Brotli and gzip copies of every text file, source maps kept out of what is served.
 */
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import { reactRouter } from '@react-router/dev/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import shared from './vite.shared.ts';

/**
 * The source maps are 'hidden' (no sourceMappingURL in the code) and moved out of what is served,
 * to dist/client-sourcemaps/, where an error tracker can pick them up; a browser asking for one
 * gets a 404.
 */
function sourcemapsBeside(): Plugin {
  return {
    name: 'ussd:sourcemaps-beside',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options, bundle) {
      const outDir = resolve(options.dir ?? '');
      const mapsDir = `${outDir}-sourcemaps`;
      rmSync(mapsDir, { recursive: true, force: true });
      for (const file of Object.values(bundle)) {
        const mapName = file.type === 'chunk' ? file.sourcemapFileName : null;
        if (!mapName) continue;
        mkdirSync(dirname(join(mapsDir, mapName)), { recursive: true });
        renameSync(join(outDir, mapName), join(mapsDir, mapName));
      }
    },
  };
}

// `npm run dev` serves the app with hot reload and forwards every service call to the sandbox.
const sandbox = process.env.SANDBOX_URL ?? 'http://127.0.0.1:3000';
const proxied = ['/node-ussd-integration', '/api', '/methub4all', '/sandbox', '/healthz'];

export default mergeConfig(
  shared,
  defineConfig({
    plugins: [
      reactRouter(),
      sourcemapsBeside(),
      // A server sends the copy the browser accepts (the sandbox, nginx's brotli_static and
      // gzip_static: deploy/), so nothing is compressed per request.
      compression({
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { 2: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        include: /\.(js|css|html|svg|json|txt|webmanifest)$/,
        skipIfLargerOrEqual: true,
      }),
    ],
    server: {
      proxy: {
        ...Object.fromEntries(
          proxied.map((path) => [path, { target: sandbox, changeOrigin: false }]),
        ),
        '/ussd-verifier': { target: sandbox.replace(/^http/, 'ws'), ws: true },
      },
    },
    // styled-components is bundled into the prerender's server build (TOOLCHAIN: otherwise
    // "styled.header is not a function" under Node's ESM interop).
    ssr: { noExternal: ['styled-components'] },
    build: {
      sourcemap: 'hidden',
      target: 'es2022',
    },
  }),
);
