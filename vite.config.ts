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
    // styled-components' documented server-rendering set-up (its "Tooling" page: the plugin gives
    // every styled component an id of its file and place, "to avoid checksum mismatches due to
    // different class generation on the client and server"), here as Oxc's port of that plugin,
    // which Vite's transformer runs. Without it a component's id comes from the order its module
    // runs in, which differs between the prerender's one bundle and the list's chunks: the page is
    // prerendered with other class names than the browser makes, hydration writes every
    // component's CSS again (about 100 rules on /home, each a full restyle in a slice of
    // hydration; docs/architecture.md#delivery) and a component's class changes under it on its
    // first update. `minify` strips the CSS's whitespace and comments at build time; `pure` lets
    // unused components be dropped.
    oxc: {
      plugins: {
        styledComponents: {
          ssr: true,
          displayName: false,
          fileName: false,
          minify: true,
          pure: true,
        },
      },
    },
    // styled-components is bundled into the prerender's server build: otherwise Node's ESM interop
    // fails it with "styled.header is not a function".
    ssr: { noExternal: ['styled-components'] },
    build: {
      sourcemap: 'hidden',
      // No preload links of Vite's for what a dynamic import needs (the toasts, the confirm
      // dialog): the import loads the chunk and then its imports. Vite writes each such link with
      // `crossorigin=""`, while React Router's modulepreloads and module script, which loaded the
      // page's shared chunks, carry none; Firefox fires `error` on a preload whose crossorigin
      // differs from the one that first loaded the module (Chromium fires `load`). The pages load
      // both chunks ahead of need (`loadCodeForLater`), so the second round trip is not waited on.
      modulePreload: false,
      rolldownOptions: {
        output: {
          // V8's explicit compile hint (Chrome 136 and later; to other engines a comment): every
          // function of a script the first screens load is compiled while the file streams in,
          // on a background thread, rather than on the main thread the first time hydration calls
          // it. Against the same build without it, blocking time 0.63× on /home and 0.77× on
          // /consentDetails (docs/decisions/0003-compile-hints.md). A caveat on that gain:
          // DevTools' CPU throttling slows the renderer's main thread, not the background thread
          // that now compiles, so a throttled run credits the move in full. Not on what a dynamic
          // import loads (the toasts, the confirm dialog): most of its functions wait for their
          // use. Written after minification, which would drop it as a comment. (The prerender's
          // server build gets it too: a comment to Node.)
          postBanner: (chunk) => (chunk.isDynamicEntry ? '' : '//# allFunctionsCalledOnLoad'),
          // Fewer files before the first screen (docs/architecture.md#delivery, "Fewer files"): on
          // Slow 4G each file costs its request's latency (562 ms), and Rolldown's own split, a
          // chunk per set of routes sharing a module, had /home modulepreload 19 files and
          // /consentDetails 22; grouped, 8 and 10, and the details page's first field was usable
          // in 0.77× the time. The groups go by what a module is, not by where it lives.
          codeSplitting: {
            groups: [
              // React, React DOM and the router: one file, which changes only when they do.
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                priority: 2,
              },
              // Our modules that two entries or more load statically, with the libraries they
              // import: one file. A library comes in only through a module of ours, so what only
              // a dynamic import (the dialogs, the toasts) or only one route brings stays out:
              // react-aria's locale code, which calls Intl as it loads, comes with the details
              // page, the dialogs and the toasts (components/ProductLocale), never with the list
              // (e2e/first-screen.spec.ts).
              {
                name: 'shared',
                tags: ['$initial'],
                minShareCount: 2,
                test: (id) => !/[\\/]node_modules[\\/]/.test(id),
                priority: 1,
              },
            ],
          },
        },
      },
    },
  }),
);
