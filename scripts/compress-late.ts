/**
 * Brotli and gzip copies of the assets written after the build's compression plugin has run
 * (docs/architecture.md#delivery): React Router writes its `manifest-*.js` once the client bundle
 * is done, so vite-plugin-compression2 never sees it, and it would be served with no content
 * encoding. Called from react-router.config.ts's `buildEnd`, with the plugin's settings: Brotli
 * 11, gzip 9, no copy that is not smaller.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|css|svg|json|txt|webmanifest)$/;

/** Writes the missing `.br` and `.gz` copies under `<buildDir>/client/assets`; returns the files. */
export function compressLateAssets(buildDir: string): string[] {
  const assets = join(buildDir, 'client', 'assets');
  if (!existsSync(assets)) return [];
  const done: string[] = [];
  for (const name of readdirSync(assets)) {
    if (!TEXT.test(name)) continue;
    const file = join(assets, name);
    if (existsSync(`${file}.br`) || existsSync(`${file}.gz`)) continue;
    const body = readFileSync(file);
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    const gz = gzipSync(body, { level: 9 });
    if (br.length < body.length) writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
    done.push(name);
  }
  return done;
}
