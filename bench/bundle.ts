/**
 * What the production build weighs, route by route. Builds the app in memory with the production
 * config (nothing written) and reads Rolldown's output: the chunks index.html loads and preloads,
 * the chunks the details route loads on demand, every chunk, and the modules inside each.
 * Shared by `npm run bench` and the budget test; `bench/bundle-report.ts` prints it as JSON.
 *
 * Sizes are gzip -9 of each served JS and CSS file, summed. A module's share of its chunk's gzip
 * size is an estimate: the chunk's gzip size split in proportion to each module's minified code.
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, minifySync } from 'vite';
import type { Rolldown } from 'vite';
import { filesLoadedBy } from './html.ts';

export const repoRoot = path.resolve(import.meta.dirname, '..');

/** The module whose chunk is the details route: loaded on demand once routes are split. */
const DETAILS_ROUTE_MODULE = 'src/app/pages/ConsentDetailsPage.tsx';

/** Vite's "Some chunks are larger than …" warning threshold (build.chunkSizeWarningLimit, kB). */
const CHUNK_WARNING_LIMIT_KB = 500;

export interface ServedFile {
  file: string;
  raw: number;
  gzip: number;
}

export interface RouteSize {
  files: string[];
  raw: number;
  gzip: number;
  /** Estimated gzip bytes per package or source area (see `areaOf`), largest first. */
  areas: Record<string, number>;
  /** The largest modules, estimated gzip bytes, largest first. */
  modules: { id: string; gzip: number }[];
}

export interface BundleReport {
  routes: {
    /** What index.html loads and modulepreloads (and what those import statically). */
    list: RouteSize;
    /** What opening the details route adds to that; empty while it is not split off. */
    details: RouteSize;
    /** Every JS and CSS file of the build. */
    app: RouteSize;
  };
  detailsSplit: boolean;
  files: ServedFile[];
  /** Chunks Vite would warn about (minified size over CHUNK_WARNING_LIMIT_KB). */
  oversizedChunks: { file: string; kB: number }[];
}

/** A module id as a repo-relative path ('node_modules/…' for packages). */
function shortId(id: string): string {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const inModules = clean.lastIndexOf('/node_modules/');
  if (inModules >= 0) return clean.slice(inModules + 1);
  return path.isAbsolute(clean) ? path.relative(repoRoot, clean) : clean;
}

/**
 * What a module belongs to, for "what costs what": its npm package, or a source area
 * (`src/components/DatePicker`, `src/api/contract.ts`, `src/features/consent-form`).
 */
export function areaOf(id: string): string {
  const short = shortId(id);
  const pkg = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(short);
  if (pkg) return pkg[1];
  return short.startsWith('src/') ? short.split('/').slice(0, 3).join('/') : short;
}

const gzip = (content: string | Uint8Array) => gzipSync(content, { level: 9 }).length;
const isServedCode = (file: string) => /\.(js|css)$/.test(file);

function minifiedLength(id: string, code: string | null): number {
  if (!code?.trim()) return 0;
  try {
    return minifySync(`${shortId(id).replace(/\.\w+$/, '')}.js`, code, {
      compress: true,
      mangle: true,
    }).code.length;
  } catch {
    return code.length;
  }
}

/** Runs the production build in memory; NODE_ENV must be 'production' (see app-build.mjs). */
export async function buildInMemory(
  /** Another page to build with the app's config (its folder holds its index.html). */
  root = repoRoot,
): Promise<Rolldown.OutputBundle> {
  if (process.env.NODE_ENV !== 'production') {
    throw new Error('Measure a production build: run with NODE_ENV=production');
  }
  const result = await build({
    root,
    configFile: path.join(repoRoot, 'vite.config.ts'),
    logLevel: 'silent',
    build: { write: false, sourcemap: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const bundle: Rolldown.OutputBundle = {};
  for (const output of outputs) for (const file of output.output) bundle[file.fileName] = file;
  return bundle;
}

/** The files and everything they import statically (JS imports and the CSS they pull in). */
function staticClosure(bundle: Rolldown.OutputBundle, start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const output = bundle[file];
    if (output?.type !== 'chunk') continue;
    queue.push(...output.imports, ...(output.viteMetadata?.importedCss ?? []));
  }
  return seen;
}

export function analyseBundle(bundle: Rolldown.OutputBundle): BundleReport {
  const files: ServedFile[] = [];
  const moduleShares = new Map<string, { id: string; gzip: number }[]>();
  for (const output of Object.values(bundle)) {
    if (!isServedCode(output.fileName)) continue;
    const content = output.type === 'chunk' ? output.code : output.source;
    const size = { file: output.fileName, raw: Buffer.byteLength(content), gzip: gzip(content) };
    files.push(size);
    if (output.type !== 'chunk') {
      moduleShares.set(output.fileName, [{ id: output.fileName, gzip: size.gzip }]);
      continue;
    }
    const weights = Object.entries(output.modules).map(
      ([id, module]) => [id, minifiedLength(id, module.code)] as const,
    );
    const total = weights.reduce((sum, [, weight]) => sum + weight, 0) || 1;
    moduleShares.set(
      output.fileName,
      weights.map(([id, weight]) => ({ id: shortId(id), gzip: (size.gzip * weight) / total })),
    );
  }
  files.sort((a, b) => b.gzip - a.gzip);

  const route = (names: Iterable<string>): RouteSize => {
    const chosen = files.filter((f) => new Set(names).has(f.file));
    const modules = chosen.flatMap((f) => moduleShares.get(f.file) ?? []);
    const areas: Record<string, number> = {};
    for (const m of modules) areas[areaOf(m.id)] = (areas[areaOf(m.id)] ?? 0) + m.gzip;
    return {
      files: chosen.map((f) => f.file),
      raw: chosen.reduce((sum, f) => sum + f.raw, 0),
      gzip: chosen.reduce((sum, f) => sum + f.gzip, 0),
      areas: Object.fromEntries(Object.entries(areas).sort((a, b) => b[1] - a[1])),
      modules: modules.sort((a, b) => b.gzip - a.gzip).slice(0, 25),
    };
  };

  const html = bundle['index.html'];
  if (html?.type !== 'asset') throw new Error('The build produced no index.html');
  const initial = staticClosure(bundle, filesLoadedBy(String(html.source)));

  const detailsEntry = Object.values(bundle).find(
    (output): output is Rolldown.OutputChunk =>
      output.type === 'chunk' &&
      output.isDynamicEntry &&
      output.moduleIds.some((id) => shortId(id) === DETAILS_ROUTE_MODULE),
  );
  const details = detailsEntry
    ? [...staticClosure(bundle, [detailsEntry.fileName])].filter((file) => !initial.has(file))
    : [];

  const oversizedChunks = Object.values(bundle)
    .filter((output) => output.type === 'chunk')
    .map((chunk) => ({ file: chunk.fileName, kB: chunk.code.length / 1000 }))
    .filter((chunk) => chunk.kB > CHUNK_WARNING_LIMIT_KB);

  return {
    routes: {
      list: route(initial),
      details: route(details),
      app: route(files.map((f) => f.file)),
    },
    detailsSplit: Boolean(detailsEntry),
    files,
    oversizedChunks,
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
