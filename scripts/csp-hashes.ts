/**
 * The Content-Security-Policy keeps `script-src 'self'` (docs/architecture.md#delivery). React
 * Router's prerendered pages carry a few inline scripts of its own (its context, the route data
 * stream, the module loader, scroll restoration): each is allowed by its SHA-256 hash, computed
 * here at build time from the pages as written, and nothing else inline runs.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The name of the file beside the served folder that holds the hashes. */
export const CSP_FILE = 'csp.json';

export interface CspHashes {
  /** `'sha256-…'` sources for script-src, one per distinct inline script of the pages. */
  scriptSrc: string[];
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The hash source of every inline script in an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
}

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));

/** Writes `<buildDir>/csp.json` from the pages under `<buildDir>/client`. */
export function writeCspHashes(buildDir: string): CspHashes {
  const hashes = new Set(
    htmlFiles(join(buildDir, 'client')).flatMap((file) =>
      inlineScriptHashes(readFileSync(file, 'utf8')),
    ),
  );
  const csp: CspHashes = { scriptSrc: [...hashes].sort() };
  writeFileSync(join(buildDir, CSP_FILE), `${JSON.stringify(csp, null, 2)}\n`);
  return csp;
}
