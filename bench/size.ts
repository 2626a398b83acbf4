/**
 * Bundle sizes: builds the app and a page using every primitive with the production Vite config,
 * and prints raw and gzip sizes of what a first visit downloads (JS and CSS).
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');

async function measure(name: string, entryHtml: string) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'ussd-size-'));
  try {
    await build({
      root: path.dirname(entryHtml),
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'silent',
      build: {
        outDir,
        emptyOutDir: true,
        sourcemap: false,
        rolldownOptions: { input: entryHtml },
      },
    });
    const assets = path.join(outDir, 'assets');
    let raw = 0;
    let gzip = 0;
    for (const file of readdirSync(assets)) {
      if (!/\.(js|css)$/.test(file)) continue;
      const bytes = readFileSync(path.join(assets, file));
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
    }
    return { name, raw, gzip };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [
  await measure('page using every primitive', path.join(root, 'bench/all-primitives/index.html')),
  await measure('the app (all routes)', path.join(root, 'index.html')),
];
console.log('\nBundle sizes (JS + CSS, production build)');
console.table(rows.map((r) => ({ bundle: r.name, raw: kb(r.raw), gzip: kb(r.gzip) })));
