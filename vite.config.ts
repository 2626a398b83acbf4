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
    // which Vite's transformer runs. Without it a component's id came from the order its module
    // ran in, which differs between the prerender's one bundle and the list's chunks: the page
    // was prerendered with other class names than the browser made, so hydration wrote every
    // component's CSS again (about 100 rules, each a full restyle in a slice of hydration) and
    // a component's class changed under it on its first update. `minify` strips the CSS's
    // whitespace and comments at build time; `pure` lets unused components be dropped.
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
    // styled-components is bundled into the prerender's server build (TOOLCHAIN: otherwise
    // "styled.header is not a function" under Node's ESM interop).
    ssr: { noExternal: ['styled-components'] },
    build: {
      sourcemap: 'hidden',
      target: 'es2022',
      rolldownOptions: {
        output: {
          // V8's explicit compile hint (Chrome 136 and later; to other engines a comment): every
          // function of a script the first screens load is compiled while the file streams in,
          // on a background thread, rather than on the main thread the first time hydration calls
          // it (docs/architecture.md#delivery). Not on what a dynamic import loads (the toasts,
          // the confirm dialog): most of its functions wait for their use. Written after
          // minification, which would drop it as a comment. (The prerender's server build gets it
          // too: a comment to Node.)
          postBanner: (chunk) => (chunk.isDynamicEntry ? '' : '//# allFunctionsCalledOnLoad'),
          // Fewer files before the list's first screen (docs/architecture.md#delivery): on mobile
          // data each file costs its request's latency, and a browser asks for six at a time.
          // React, React DOM and the router are one chunk; the data layer, the session, the theme
          // and the few components both pages show are another, when two entries or more share
          // them. Named, not "whatever is shared": react-aria's locale code is shared by the
          // details page, the dialogs and the toasts, and must stay off the list's first load
          // (it calls Intl as it loads). /home: 19 modulepreloads → 9.
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                priority: 2,
              },
              {
                name: 'shared',
                tags: ['$initial'],
                minShareCount: 2,
                test: /node_modules[\\/](axios|zod|@tanstack|jwt-decode|styled-components|stylis|clsx)[\\/]|node_modules[\\/]react-aria[\\/]dist[\\/]private[\\/](utils|interactions|ssr)[\\/]|src[\\/](api|lib|config|components[\\/](theme|Button|StatusPill|ConfirmDialog[\\/]confirm-context)|app[\\/](session|paths|app-state|code-for-later|routes[\\/]first-data|pages[\\/]PageHeader))[\\/.]/,
                priority: 1,
              },
            ],
          },
        },
      },
    },
  }),
);
