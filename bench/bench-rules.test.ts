/**
 * The bench's pure rules: budget verdicts, what grew, medians, the results table, the
 * side-by-side table and its targets, and the CPU slowdown a host's benchmark index calls for.
 */
import { describe, expect, test } from 'vitest';
import { format, row, verdict } from './against-table.ts';
import type { BundleReport, RouteSize } from './bundle.ts';
import { areaOf } from './bundle.ts';
import { calibratedCpuSlowdown } from './cpu-calibration.ts';
import { HEADROOM_KB, LOWER_BELOW_KB, budgetFrom, checkBudget, explain, growth } from './budget.ts';
import { filesLoadedBy } from './html.ts';
import { formatTable, median, percentile } from './results.ts';
import type { Figure } from './results.ts';

const KB = 1024;

function route(gzipKB: number, areas: Record<string, number> = {}): RouteSize {
  return {
    files: ['assets/x.js'],
    raw: gzipKB * 3 * KB,
    gzip: gzipKB * KB,
    areas: Object.fromEntries(Object.entries(areas).map(([a, kb]) => [a, kb * KB])),
    modules: [{ id: 'node_modules/react-dom/index.js', gzip: 40 * KB }],
  };
}

function report(list: number, details: number, app: number): BundleReport {
  return {
    routes: {
      list: route(list, { 'react-dom': 50, zod: 20 }),
      details: route(details),
      app: route(app),
    },
    detailsSplit: details > 0,
    files: [],
    oversizedChunks: [],
  };
}

describe('size budget', () => {
  test('a budget is the measured size plus the headroom, rounded up', () => {
    const budget = budgetFrom(report(100.2, 40, 140.2));
    expect(budget.routes.list.budgetKB).toBe(Math.ceil(100.2 + HEADROOM_KB));
    expect(budget.routes.list.areasKB).toEqual({ 'react-dom': 50, zod: 20 });
  });

  test('over the budget fails; well under it asks for a lower budget; near it is ok', () => {
    const budget = budgetFrom(report(100, 40, 140));
    const verdicts = (list: number) =>
      checkBudget(report(list, 40, 140), budget).find((v) => v.route === 'list')!.verdict;
    expect(verdicts(100)).toBe('ok');
    expect(verdicts(budget.routes.list.budgetKB + 0.1)).toBe('over');
    expect(verdicts(budget.routes.list.budgetKB - LOWER_BELOW_KB + 0.1)).toBe('ok');
    expect(verdicts(budget.routes.list.budgetKB - LOWER_BELOW_KB - 0.1)).toBe('lower the budget');
  });

  test('what grew is listed by area, largest growth first, and explained on failure', () => {
    const budget = budgetFrom(report(100, 40, 140));
    const grown = route(130, { 'react-dom': 50, zod: 35, axios: 15 });
    expect(growth(grown, budget.routes.list)).toEqual([
      { area: 'zod', wasKB: 20, nowKB: 35, deltaKB: 15 },
      { area: 'axios', wasKB: 0, nowKB: 15, deltaKB: 15 },
    ]);
    const bigger = {
      ...report(130, 40, 140),
      routes: { ...report(130, 40, 140).routes, list: grown },
    };
    const text = explain(bigger, budget, checkBudget(bigger, budget));
    expect(text).toMatch(/list route, initial load: 130 KB is over its \d+ KB budget/);
    expect(text).toContain('+  15.0  zod (20 → 35)');
    expect(text).toContain('node_modules/react-dom/index.js');
  });

  test('modules are grouped by npm package or source area', () => {
    expect(areaOf('/repo/node_modules/@tanstack/query-core/build/index.js')).toBe(
      '@tanstack/query-core',
    );
    expect(areaOf('/x/node_modules/.pnpm/a/node_modules/zod/v4/core/core.js')).toBe('zod');
  });

  test('a built file with no source map is named without its content hash', () => {
    expect(areaOf('assets/manifest-b7d45718.js')).toBe('assets/manifest.js');
    expect(areaOf('assets/rolldown-runtime-XKyaHtl9.js')).toBe('assets/rolldown-runtime.js');
    expect(areaOf('assets/rolldown-runtime-nmr-8etg.js')).toBe('assets/rolldown-runtime.js');
  });
});

describe('html and results', () => {
  test('what index.html loads: module scripts, modulepreloads and stylesheets', () => {
    const html = `<script type="module" crossorigin src="/assets/index-1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-2.js">
      <link rel="stylesheet" href="/assets/index-3.css"><link rel="icon" href="data:,">`;
    expect(filesLoadedBy(html)).toEqual([
      'assets/index-1.js',
      'assets/react-2.js',
      'assets/index-3.css',
    ]);
  });

  test('median and nearest-rank percentile', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(
      percentile(
        [...Array(100).keys()].map((i) => i + 1),
        95,
      ),
    ).toBe(95);
  });

  test('the table shows each figure against its target, and the change since last time', () => {
    const figures: Figure[] = [
      { id: 'a', group: 'Sizes', label: 'list', value: 170.4, unit: 'KB', target: { max: 160 } },
      { id: 'b', group: 'Lighthouse', label: 'score', value: 100, unit: '', target: { min: 100 } },
      { id: 'c', group: 'Lighthouse', label: 'typing', value: null, unit: 'ms', display: 'n/a' },
    ];
    const previous = { when: 'then', commit: 'abc', figures: [{ ...figures[0], value: 180.4 }] };
    const table = formatTable(figures, previous);
    expect(table).toMatch(/list\s+170\.4 KB\s+≤ 160 KB\s+missed by 10\.4 KB\s+-10\.0/);
    expect(table).toMatch(/score\s+100\s+≥ 100\s+met/);
    expect(table).toMatch(/typing\s+n\/a/);
  });
});

describe('side by side', () => {
  test('a ratio target is met at or under that share of the reference', () => {
    const reload = (b: number) =>
      verdict(row('/home, reload', 'first row', 'ms', [2000], [b], { ratio: 0.5 }));
    expect(reload(1000)).toBe('≤ 0.50×: met');
    expect(reload(1001)).toBe('≤ 0.50×: missed');
  });

  test('within the noise is the larger of +50 ms and +15 %, and +15 % for a size', () => {
    const cold = (a: number, b: number, unit = 'ms') =>
      verdict(row('/home', 'first paint', unit, [a], [b], { noise: true }));
    expect(cold(200, 250)).toMatch(/: met$/);
    expect(cold(200, 251)).toMatch(/: missed$/);
    expect(cold(2000, 2300)).toMatch(/: met$/);
    expect(cold(2000, 2301)).toMatch(/: missed$/);
    expect(cold(200, 231, 'KB')).toMatch(/^noise \(\+15 %\): missed$/);
  });

  test('each figure is the median of its runs, with B ÷ A and the target beside it', () => {
    const rows = [
      row('/home', 'first application row painted', 'ms', [3300, 3500, 3400], [3600, null, 3700]),
      row('/home, reload', 'first application row painted', 'ms', [1400], [600], { ratio: 0.5 }),
      row('/home, reload', 'bytes transferred', 'KB', [14.2], [7.1]),
    ];
    const table = format(rows, '4d68e2b');
    expect(table).toMatch(
      /\| route +\| figure +\| A \(4d68e2b\) \| B \(this tree\) \| B ÷ A \| target/,
    );
    expect(table).toMatch(
      /\/home +\| first application row painted \| +3,400 ms \| +3,650 ms \| 1\.07× \| +\|/,
    );
    expect(table).toMatch(
      /\/home, reload \| first application row painted \| +1,400 ms \| +600 ms \| 0\.43× \| ≤ 0\.50×: met/,
    );
    expect(table).toMatch(/bytes transferred +\| +14\.2 KB \| +7\.1 KB \| 0\.50× \|/);
  });
});

describe('CPU calibration', () => {
  test("follows Lighthouse's calculator through its anchor points", () => {
    expect(calibratedCpuSlowdown(150)).toBe(1);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    // The index the default 4× is made for.
    expect(calibratedCpuSlowdown(1533)).toBeCloseTo(4, 1);
    expect(calibratedCpuSlowdown(2000)).toBeCloseTo(6, 1);
  });

  test('this machine, at its usual index, is a mid-tier phone nearer 2.7× than 4×', () => {
    expect(calibratedCpuSlowdown(1150)).toBeCloseTo(2.7, 1);
  });

  test('never speeds a host up', () => {
    expect(calibratedCpuSlowdown(50)).toBe(1);
  });
});
