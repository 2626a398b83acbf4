/**
 * What the production build weighs, route by route. Reads the app's build as React Router wrote
 * it (dist/client: rebuilt first when stale, like `npm start`): the files each prerendered page
 * loads and modulepreloads (/home: the list route; /consentDetails, less those: the details
 * route), every JS and CSS file, and the modules inside each (from the source maps beside the
 * build). Shared by `npm run bench` and the budget test; `bench/bundle-report.ts` prints it as
 * JSON. `buildInMemory` builds another page with the shared Vite settings (bench/all-primitives).
 *
 * Sizes are gzip -9 of each served JS and CSS file, summed. A module's share of its chunk's gzip
 * size is an estimate: the chunk's gzip size split in proportion to each module's minified code
 * (in memory) or to its source (from a source map).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, minifySync } from 'vite';
import type { Rolldown } from 'vite';
import { appBuildStatus, buildApp } from '../scripts/app-build.mjs';
import { filesLoadedBy } from './html.ts';

export const repoRoot = path.resolve(import.meta.dirname, '..');

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
 * What a module belongs to, for "what costs what": its npm package, a source area
 * (`src/components/DatePicker`, `src/api/contract.ts`, `src/features/consent-form`), or, for a
 * built file with no source map (React Router's manifest, Rolldown's runtime), that file's name
 * without its content hash, so that the budget's areas name nothing a build renames.
 */
export function areaOf(id: string): string {
  const short = shortId(id);
  const pkg = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(short);
  if (pkg) return pkg[1];
  if (short.startsWith('src/')) return short.split('/').slice(0, 3).join('/');
  return short.replace(/^(assets\/.+)-[\w-]{8}(\.\w+)$/, '$1$2');
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

/** Builds a page (its folder holds its index.html) in memory with the shared Vite settings. */
export async function buildInMemory(root: string): Promise<Rolldown.OutputBundle> {
  if (process.env.NODE_ENV !== 'production') {
    throw new Error('Measure a production build: run with NODE_ENV=production');
  }
  const result = await build({
    root,
    configFile: path.join(repoRoot, 'vite.shared.ts'),
    plugins: [react()],
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

type ModuleShares = Map<string, { id: string; gzip: number }[]>;

/** The report from the served files, each file's modules, and what each route loads. */
function reportOf(
  files: ServedFile[],
  moduleShares: ModuleShares,
  loads: { list: Iterable<string>; details: Iterable<string> | null },
  oversizedChunks: BundleReport['oversizedChunks'],
): BundleReport {
  files.sort((a, b) => b.gzip - a.gzip);
  const route = (names: Iterable<string>): RouteSize => {
    const wanted = new Set(names);
    const chosen = files.filter((f) => wanted.has(f.file));
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
  return {
    routes: {
      list: route(loads.list),
      details: route(loads.details ?? []),
      app: route(files.map((f) => f.file)),
    },
    detailsSplit: loads.details !== null,
    files,
    oversizedChunks,
  };
}

/** A page built in memory (buildInMemory): what its index.html loads is its one route. */
export function analyseBundle(bundle: Rolldown.OutputBundle): BundleReport {
  const files: ServedFile[] = [];
  const moduleShares: ModuleShares = new Map();
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
    moduleShares.set(output.fileName, shares(size.gzip, weights));
  }
  const html = bundle['index.html'];
  if (html?.type !== 'asset') throw new Error('The build produced no index.html');
  const initial = staticClosure(bundle, filesLoadedBy(String(html.source)));
  const oversizedChunks = Object.values(bundle)
    .filter((output) => output.type === 'chunk')
    .map((chunk) => ({ file: chunk.fileName, kB: chunk.code.length / 1000 }))
    .filter((chunk) => chunk.kB > CHUNK_WARNING_LIMIT_KB);
  return reportOf(files, moduleShares, { list: initial, details: null }, oversizedChunks);
}

/** A chunk's gzip size split over its modules in proportion to their weights. */
function shares(chunkGzip: number, weights: (readonly [string, number])[]) {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0) || 1;
  return weights.map(([id, weight]) => ({ id: shortId(id), gzip: (chunkGzip * weight) / total }));
}

/** The app's build on disk (React Router's dist/client), rebuilt first when stale. */
function appBuildDir(): string {
  const { stale } = appBuildStatus(repoRoot);
  if (stale) {
    const result = buildApp(repoRoot, 'pipe');
    if (!result.ok)
      throw new Error(`The app build failed (exit ${result.status}):\n${result.output}`);
  }
  return path.join(repoRoot, 'dist', 'client');
}

/** The source files of a chunk and their weights, from its source map (dist/client-sourcemaps). */
function sourceWeights(mapsDir: string, file: string): (readonly [string, number])[] {
  const mapFile = path.join(mapsDir, `${file}.map`);
  if (!existsSync(mapFile)) return [[file, 1]];
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as {
    sources: string[];
    sourcesContent?: (string | null)[];
  };
  return map.sources.map(
    (source, i) =>
      [path.resolve(path.dirname(mapFile), source), map.sourcesContent?.[i]?.length ?? 1] as const,
  );
}

/** The app as built: the list is what /home's page loads; the details route, what /consentDetails adds. */
export function analyseAppBuild(dir = appBuildDir()): BundleReport {
  const mapsDir = `${dir}-sourcemaps`;
  const files: ServedFile[] = [];
  const moduleShares: ModuleShares = new Map();
  const oversizedChunks: BundleReport['oversizedChunks'] = [];
  for (const name of readdirSync(path.join(dir, 'assets'))) {
    const file = `assets/${name}`;
    if (!isServedCode(file)) continue;
    const content = readFileSync(path.join(dir, file));
    const size = { file, raw: content.length, gzip: gzip(content) };
    files.push(size);
    moduleShares.set(file, shares(size.gzip, sourceWeights(mapsDir, file)));
    if (content.length / 1000 > CHUNK_WARNING_LIMIT_KB) {
      oversizedChunks.push({ file, kB: content.length / 1000 });
    }
  }
  const pageLoads = (page: string) =>
    filesLoadedBy(readFileSync(path.join(dir, page, 'index.html'), 'utf8'));
  const list = new Set(pageLoads('home'));
  const details = pageLoads('consentDetails').filter((file) => !list.has(file));
  return reportOf(files, moduleShares, { list, details }, oversizedChunks);
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
