/**
 * The size budget (bench/budget.json): sizes are not timings, so this is a deterministic test.
 * It measures the app's build (rebuilt first when stale, in a child process: NODE_ENV must be
 * 'production', Vitest's is 'test') and compares each route's gzip -9 JS + CSS with its budget.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BundleReport } from './bundle.ts';
import { ROUTES, checkBudget, explain, readBudget } from './budget.ts';
import { filesLoadedBy } from './html.ts';

const root = path.resolve(import.meta.dirname, '..');
let report: BundleReport;

beforeAll(() => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'bench/bundle-report.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`The production build failed (exit ${result.status}):\n${result.stderr}`);
  }
  report = JSON.parse(result.stdout) as BundleReport;
});

describe('size budget (gzip -9 JS + CSS)', () => {
  test.each(ROUTES)('%s stays within its budget, and the budget follows it down', (route) => {
    const budget = readBudget();
    const verdict = checkBudget(report, budget).find((v) => v.route === route)!;
    expect(verdict.verdict, explain(report, budget, [verdict])).toBe('ok');
  });

  test('the list route loads /home’s chunks, and the whole app holds every route', () => {
    const { list, details, app } = report.routes;
    expect(list.files.length).toBeGreaterThan(0);
    expect(app.files).toEqual(expect.arrayContaining([...list.files, ...details.files]));
    expect(list.gzip + details.gzip).toBeLessThanOrEqual(app.gzip);
  });

  test('no chunk is large enough for Vite’s chunk-size warning', () => {
    expect(report.oversizedChunks).toEqual([]);
  });
});

/**
 * The prerendered pages' styles are the browser's (docs/architecture.md#delivery): each styled
 * component the build prerendered is registered in the page under an id the browser's code gives
 * it too, an id written into the code at build time. An id made at run time comes from the order
 * the modules run in, which differs between the prerender's one bundle and the browser's chunks,
 * and hydration would then write every component's CSS again.
 */
describe('prerendered styles', () => {
  test.each(['home', 'consentDetails'])(
    '%s: every prerendered component id is in the code',
    (page) => {
      const client = path.join(root, 'dist', 'client');
      const html = readFileSync(path.join(client, page, 'index.html'), 'utf8');
      // styled-components' registry in the page: data-styled.g3[id="sc-…"]{content:"…"}. Global
      // styles and keyframes are named by their CSS, not by a component.
      const ids = [...html.matchAll(/data-styled\.g\d+\[id="(sc-[\w-]+)"\]/g)]
        .map(([, id]) => id)
        .filter((id) => !/^sc-(global|keyframes)-/.test(id));
      expect(ids.length).toBeGreaterThan(10);
      const code = readdirSync(path.join(client, 'assets'))
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFileSync(path.join(client, 'assets', file), 'utf8'))
        .join('\n');
      expect(ids.filter((id) => !code.includes(`componentId:\`${id}\``))).toEqual([]);
    },
  );
});

/**
 * V8's explicit compile hint (docs/architecture.md#delivery): the scripts the prerendered pages
 * load are compiled while they stream in, off the main thread; what a dynamic import loads later
 * (the toasts, the confirm dialog) is compiled as its functions are first called. The hint leads
 * the file, after Vite's map of what the dynamic imports preload when a chunk has one.
 */
describe('compile hints', () => {
  const client = path.join(root, 'dist', 'client');
  const assets = path.join(client, 'assets');
  const code = (file: string) => readFileSync(path.join(assets, file), 'utf8');
  const hinted = (file: string) =>
    /^(const __vite__mapDeps=.*\n)?\/\/# allFunctionsCalledOnLoad\n/.test(code(file));
  const onLoad = () =>
    new Set(
      ['home', 'consentDetails'].flatMap((page) =>
        filesLoadedBy(readFileSync(path.join(client, page, 'index.html'), 'utf8'))
          .filter((file) => file.endsWith('.js'))
          .map((file) => path.basename(file)),
      ),
    );

  test('every script the first screens load carries it', () => {
    // React Router's manifest is data it writes after the build.
    const loaded = [...onLoad()].filter((file) => !file.startsWith('manifest-'));
    expect(loaded.length).toBeGreaterThan(5);
    expect(loaded.filter((file) => !hinted(file))).toEqual([]);
  });

  test('no script only a dynamic import loads does', () => {
    const loaded = onLoad();
    const imported = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => [...code(file).matchAll(/import\(`\.\/([\w.-]+\.js)`\)/g)])
      .map(([, file]) => file);
    const later = [...new Set(imported)].filter((file) => !loaded.has(file));
    expect(later.length).toBeGreaterThan(0);
    expect(later.filter(hinted)).toEqual([]);
  });
});
