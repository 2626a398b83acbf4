import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { axiosTrim } from './scripts/vite-axios-trim.ts';
import { gregorianOnly } from './scripts/vite-gregorian-only.ts';
import { productionRouter } from './scripts/vite-production-router.ts';

/** Where a production build's source maps go: beside its outDir (dist-sourcemaps/), not in it. */
export const sourcemapDirFor = (outDir: string) => `${outDir}-sourcemaps`;
/** public/ files that are for development only (MSW's worker serves Storybook's mocks). */
const DEV_ONLY_PUBLIC_FILES = ['mockServiceWorker.js'];

/**
 * What dist/ serves: the app, not its source maps nor the mock service worker. The maps are
 * 'hidden' (no sourceMappingURL in the code) and moved out of dist/ to dist-sourcemaps/, where an
 * error tracker can pick them up; a browser asking for one gets a 404.
 */
function servedFilesOnly(): Plugin {
  let outDir = '';
  return {
    name: 'ussd:served-files-only',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      // Only the app's own build (Storybook's builds its iframe.html and needs the worker).
      if (!('index.html' in bundle)) return;
      const mapsDir = sourcemapDirFor(outDir);
      rmSync(mapsDir, { recursive: true, force: true });
      for (const file of Object.values(bundle)) {
        const mapName = file.type === 'chunk' ? file.sourcemapFileName : null;
        if (!mapName) continue;
        mkdirSync(dirname(join(mapsDir, mapName)), { recursive: true });
        renameSync(join(outDir, mapName), join(mapsDir, mapName));
      }
      for (const name of DEV_ONLY_PUBLIC_FILES) rmSync(join(outDir, name), { force: true });
    },
  };
}

/** Files worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Brotli (.br) and gzip (.gz) copies beside every text file of the build, made once at the
 * highest levels, so a server sends them by Accept-Encoding without compressing per request
 * (the sandbox's static serving, nginx's brotli_static / gzip_static: deploy/). A copy that is
 * not smaller than its original is not written.
 */
function precompressed(): Plugin {
  let outDir = '';
  return {
    name: 'ussd:precompressed',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      if (!('index.html' in bundle)) return;
      for (const name of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = join(outDir, name);
        const content = readFileSync(file);
        const copies = {
          br: brotliCompressSync(content, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gz: gzipSync(content, { level: 9 }),
        };
        for (const [extension, copy] of Object.entries(copies)) {
          if (copy.length < content.length) writeFileSync(`${file}.${extension}`, copy);
        }
      }
    },
  };
}

/** The chunk a module is the facade of, in a build's output. */
const chunkOf = (bundle: Rolldown.OutputBundle, moduleEnd: string) =>
  Object.values(bundle).find(
    (file): file is Rolldown.OutputChunk =>
      file.type === 'chunk' && Boolean(file.facadeModuleId?.endsWith(moduleEnd)),
  );

/** A chunk's file and every file it imports statically (what it needs before it runs). */
function staticGraph(bundle: Rolldown.OutputBundle, chunk: Rolldown.OutputChunk): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const next = bundle[file];
    if (next?.type === 'chunk') next.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return [...seen];
}

/**
 * The app's code, fetched beside the boot module. At low priority: the first screen is painted
 * from the HTML, so this code never stands in the way of that paint (and Lighthouse, which
 * counts a high-priority script that happened to arrive before the paint as blocking it, agrees).
 */
const preloadTags = (files: string[]) =>
  files
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
    .join('\n    ');

/**
 * The code loaded on demand (the details page, the toast region, the confirm dialog), listed in a
 * meta tag for the app to have fetched when the browser is idle (`fetchCodeForLater`), into the
 * HTTP cache, and run only when needed (docs/architecture.md#delivery). Not as <link rel=prefetch>
 * in the HTML: those would start during the first screen's load and share its bandwidth.
 */
const LATER = [
  '/src/app/pages/ConsentDetailsPage.tsx',
  '/src/components/ToastRegion/ToastRegion.tsx',
  '/src/components/ConfirmDialog/ConfirmDialog.tsx',
];
const laterTag = (files: string[]) =>
  `<meta name="ussd:code-for-later" content="${files.map((file) => `/${file}`).join(' ')}">`;

/**
 * The first screen, early (docs/architecture.md#delivery). The entry (src/main.tsx) is the small
 * boot module, which starts the list request and then imports the app (src/app/mount.tsx):
 * index.html preloads the app's files, so they download beside the boot module instead of after
 * it. consentDetails.html is the same page for the details route: its static shell (index.html's
 * <template id="details-shell">) in place of the list's, and the details chunk preloaded too.
 */
function firstScreen(): Plugin {
  const listShell = /<!--list-shell-->[\s\S]*?<!--\/list-shell-->/;
  const detailsShell = /\s*<template id="details-shell">([\s\S]*?)<\/template>/;
  const later = /<meta name="ussd:code-for-later" content="([^"]*)">/;
  return {
    name: 'ussd:first-screen',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const app = bundle && chunkOf(bundle, '/src/app/mount.tsx');
        if (!bundle || !app) return html;
        const present = (file: string) => html.includes(`/${file}"`);
        const files = staticGraph(bundle, app).filter((file) => !present(file));
        const lazyFiles = LATER.flatMap((module) => {
          const chunk = chunkOf(bundle, module);
          if (!chunk) throw new Error(`No chunk of its own for ${module}: is it still lazy?`);
          return staticGraph(bundle, chunk);
        });
        const fetchLater = [...new Set(lazyFiles)].filter(
          (file) => !present(file) && !files.includes(file),
        );
        return html.replace(
          '</head>',
          `  ${preloadTags(files)}\n    ${laterTag(fetchLater)}\n  </head>`,
        );
      },
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const html = String(index.source);
      const details = detailsShell.exec(html);
      index.source = html.replace(detailsShell, '');
      const page = chunkOf(bundle, '/src/app/pages/ConsentDetailsPage.tsx');
      if (!details || !page) return;
      // Loaded now, not later: what index.html has as a script or a modulepreload.
      const loaded = (file: string) =>
        html.includes(`src="/${file}"`) ||
        html.includes(`modulepreload" crossorigin fetchpriority="low" href="/${file}"`);
      const files = staticGraph(bundle, page).filter((file) => !loaded(file));
      // This page runs them now: preloaded, not fetched for later.
      const laterHere = (later.exec(html)?.[1] ?? '')
        .split(' ')
        .filter((href) => href && !files.includes(href.slice(1)));
      const source = String(index.source)
        .replace(listShell, () => details[1].trim())
        .replace(later, () => laterTag(laterHere.map((href) => href.slice(1))));
      this.emitFile({
        type: 'asset',
        fileName: 'consentDetails.html',
        source: source.replace('</head>', `  ${preloadTags(files)}\n  </head>`),
      });
    },
  };
}

const appSource = `${resolve(import.meta.dirname, 'src')}/`;
const isAppSource = (id: string) => id.startsWith(appSource);
/** A module id inside one of these npm packages (or scopes). */
const vendor = (...packages: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`);

// `npm run dev` serves the app with hot reload and forwards every service call to the sandbox.
const sandbox = process.env.SANDBOX_URL ?? 'http://127.0.0.1:3000';
const proxied = ['/node-ussd-integration', '/api', '/methub4all', '/sandbox', '/healthz'];

export default defineConfig({
  plugins: [
    react(),
    // The product speaks en-IN only: keep react-aria's other locale strings out of the bundle.
    { ...optimizeLocales.vite({ locales: ['en-IN', 'en-US'] }), enforce: 'pre' },
    // axios code no call of the app reaches, out of the build (docs/architecture.md#load-budget).
    axiosTrim(),
    // The Gregorian calendar alone: the app's locale is en-IN (docs/architecture.md#load-budget).
    gregorianOnly(),
    // react-router's production build, not its development one (docs/architecture.md#load-budget).
    productionRouter(),
    servedFilesOnly(),
    firstScreen(),
    precompressed(),
  ],
  // Pre-bundled up front, so the first browser test run is not restarted by a late discovery
  // ("Vite unexpectedly reloaded a test").
  optimizeDeps: {
    include: [
      '@internationalized/date',
      'axios/unsafe/core/Axios.js',
      'axios/unsafe/core/AxiosError.js',
      'axios/unsafe/core/AxiosHeaders.js',
      'axios/unsafe/core/mergeConfig.js',
      'axios/unsafe/defaults/index.js',
      'jwt-decode',
      'zod',
      'zod/mini',
      'react-hook-form',
      '@hookform/resolvers/zod',
      '@tanstack/react-query',
      'react-router',
      'styled-components',
      'react-aria-components',
      'msw',
      // Pre-bundled together with 'msw', so both share one copy of MSW's WebSocket handler
      // (two copies would not recognise each other's ws.link handlers).
      'msw/browser',
      'msw-storybook-addon/csf3',
      'storybook/test',
    ],
  },
  server: {
    proxy: {
      ...Object.fromEntries(
        proxied.map((path) => [path, { target: sandbox, changeOrigin: false }]),
      ),
      '/ussd-verifier': { target: sandbox.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    sourcemap: 'hidden',
    target: 'es2022',
    // Browsers that run this app's ES2022 support modulepreload: no polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Vendor code in a few chunks of its own (none over Vite's 500 kB warning), split by
        // which routes use it (entriesAware), so the list never loads the details route's share.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: vendor('react', 'react-dom', 'scheduler'),
              priority: 3,
              entriesAware: true,
            },
            {
              name: 'aria',
              test: vendor(
                'react-aria',
                'react-stately',
                'react-aria-components',
                '@react-aria',
                '@react-stately',
                '@internationalized',
              ),
              priority: 2,
              entriesAware: true,
            },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 1, entriesAware: true },
          ],
        },
      },
      treeshake: {
        // Our modules only define things (components, styles, rules): a module nothing uses is
        // dropped. Without this, every `styled(X)` call counts as a side effect, and the
        // components barrel would ship the date picker, calendar and select with the list.
        moduleSideEffects: (id) => !isAppSource(id) || id.endsWith('/src/main.tsx'),
      },
    },
  },
});
