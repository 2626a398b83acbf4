/**
 * `npm run bench`: the product's size and speed figures in one table, each beside its target,
 * and in bench/results.json (ignored by git; the next run shows the change from it). Browser
 * figures are the median of BENCH_RUNS (default 5) runs in headless Chromium. Not part of
 * `npm test`, which holds the size budget only (budget.test.ts).
 *
 *   BENCH_RUNS=5            runs per browser figure
 *   BENCH_LIGHTHOUSE=0      skip Lighthouse (the slowest part: ~10 s a run)
 *   BENCH_SANDBOX=0         skip the sandbox load figures (BENCH_DURATION_S each, default 8 s)
 *
 * `npm run bench -- --against <git ref>` instead measures this tree beside that ref's build, in
 * one interleaved run (against.ts).
 */
import { execSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { appBuildStatus, buildApp } from '../scripts/app-build.mjs';
import { KEYSTROKES, launchBrowser, listRun, typingRun } from './browser.ts';
import { calibratedCpuSlowdown } from './cpu-calibration.ts';
import { listScaleFigures } from './list-scale.ts';
import type { ListRun, TypingRun } from './browser.ts';
import { analyseAppBuild, analyseBundle, buildInMemory, kb, repoRoot } from './bundle.ts';
import { ROUTE_LABELS, TARGETS_KB } from './budget.ts';
import {
  LIGHTHOUSE_PAGES,
  METRICS,
  PRESETS,
  launchForLighthouse,
  lighthouseRun,
} from './lighthouse.ts';
import { formatTable, median, readPreviousResults, resultsPath, writeResults } from './results.ts';
import type { Figure } from './results.ts';
import { sandboxFigures } from './sandbox.ts';
import { PLANS, startWorld } from './world.ts';

process.env.NODE_ENV = 'production';

// `npm run bench -- --against <git ref>`: this tree beside another build, side by side.
const againstAt = process.argv.indexOf('--against');
if (againstAt !== -1) {
  const ref = process.argv[againstAt + 1];
  if (!ref) throw new Error('usage: npm run bench -- --against <git ref>');
  const { benchAgainst } = await import('./against.ts');
  await benchAgainst(ref);
  process.exit(process.exitCode ?? 0);
}

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const progress = (message: string) => process.stderr.write(`bench: ${message}\n`);
const figures: Figure[] = [];
let failed = false;

// Sizes: the production build as written (rebuilt when stale).
progress('measuring the app build (rebuilt when stale)…');
const report = analyseAppBuild();
for (const route of ['list', 'details', 'app'] as const) {
  const size = report.routes[route];
  const notSplit = route === 'details' && !report.detailsSplit;
  figures.push({
    id: `size.${route}`,
    group: 'Sizes (gzip -9, JS + CSS)',
    label: ROUTE_LABELS[route],
    value: Math.round((size.gzip / 1024) * 10) / 10,
    unit: 'KB',
    ...(TARGETS_KB[route] ? { target: { max: TARGETS_KB[route] } } : {}),
    ...(notSplit ? { display: 'not split' } : {}),
  });
}
const primitives = analyseBundle(await buildInMemory(`${repoRoot}/bench/all-primitives`));
figures.push({
  id: 'size.primitives',
  group: 'Sizes (gzip -9, JS + CSS)',
  label: 'a page using every primitive (no data layer)',
  value: Math.round((primitives.routes.app.gzip / 1024) * 10) / 10,
  unit: 'KB',
});
for (const chunk of report.oversizedChunks) {
  progress(`${chunk.file} is ${chunk.kB.toFixed(0)} kB: Vite warns about chunks over 500 kB`);
}

// The sandbox serves dist/: rebuild it when older than its sources (as npm start does).
if (appBuildStatus().stale) {
  progress('dist/ is stale: rebuilding it…');
  const built = buildApp(undefined, 'pipe');
  if (!built.ok) throw new Error(`vite build failed:\n${built.output}`);
}
progress(`seeding ${PLANS} plans and starting the sandbox…`);
const world = await startWorld();
try {
  const browser = await launchBrowser();
  try {
    const lists: ListRun[] = [];
    const typings: TypingRun[] = [];
    for (let run = 1; run <= RUNS; run++) {
      progress(`browser run ${run}/${RUNS}: list of ${PLANS}, sort, typing…`);
      lists.push(await listRun(browser, world));
      const typing = await typingRun(browser, world);
      typings.push(typing);
      progress(
        typing.kind === 'measured'
          ? `typing in ${typing.field}: ${typing.reported} of ${KEYSTROKES} keystrokes took 16 ms or more`
          : 'typing: no editable field on the details page',
      );
    }
    const listGroup = `List of ${PLANS.toLocaleString('en')} rows (median of ${RUNS})`;
    const timing = (id: string, label: string, values: number[], max?: number): Figure => ({
      id,
      group: listGroup,
      label,
      value: Math.round(median(values) * 10) / 10,
      unit: 'ms',
      runs: values.map((v) => Math.round(v * 10) / 10),
      ...(max ? { target: { max } } : {}),
    });
    figures.push(
      timing(
        'list.paint',
        'list data received → rows painted',
        lists.map((r) => r.paintMs),
        100,
      ),
      timing(
        'list.sort',
        'sort by policy number → rows painted',
        lists.map((r) => r.sortMs),
        50,
      ),
      timing(
        'list.all',
        `list data received → all ${PLANS} rows in the grid`,
        lists.map((r) => r.allRowsMs),
      ),
    );
    figures.push(typingFigure(typings));
    figures.push(...(await listScaleFigures(browser, world, RUNS, progress)));
  } finally {
    await browser.close();
  }

  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    const lhBrowser = await launchForLighthouse();
    const benchmarkIndexes: number[] = [];
    try {
      for (const path of LIGHTHOUSE_PAGES) {
        for (const preset of PRESETS) {
          const runs = [];
          for (let run = 1; run <= RUNS; run++) {
            progress(`Lighthouse ${path} ${preset} ${run}/${RUNS}…`);
            runs.push(await lighthouseRun(lhBrowser, world, path, preset));
          }
          benchmarkIndexes.push(...runs.map((r) => r.benchmarkIndex));
          const min = preset === 'desktop' ? 100 : 95;
          for (const category of ['performance', 'accessibility'] as const) {
            const values = runs.map((r) => r[category]);
            figures.push({
              id: `lighthouse.${path.slice(1)}.${preset}.${category}`,
              group: `Lighthouse 12 (median of ${RUNS})`,
              label: `${path} ${preset} ${category}`,
              value: median(values),
              unit: '',
              target: { min: category === 'performance' ? min : 100 },
              runs: values,
            });
            if (category !== 'performance') continue;
            // The metrics the score is made of, beside it: where a score is lost.
            for (const { key, label, unit } of METRICS) {
              const metricRuns = runs.map((r) =>
                unit === 'ms'
                  ? Math.round(r.metrics[key])
                  : Math.round(r.metrics[key] * 1000) / 1000,
              );
              figures.push({
                id: `lighthouse.${path.slice(1)}.${preset}.${key}`,
                group: `Lighthouse 12 (median of ${RUNS})`,
                label: `  ${label}`,
                value: median(metricRuns),
                unit,
                ...(key === 'tbt' && preset === 'mobile' ? { target: { max: 150 } } : {}),
                ...(key === 'cls' ? { target: { max: 0.02 } } : {}),
                runs: metricRuns,
              });
            }
            const observedRuns = runs.map((r) => Math.round(r.observedFcp));
            figures.push({
              id: `lighthouse.${path.slice(1)}.${preset}.fcpObserved`,
              group: `Lighthouse 12 (median of ${RUNS})`,
              label: '  FCP as painted (unthrottled, loopback)',
              value: median(observedRuns),
              unit: 'ms',
              runs: observedRuns,
            });
          }
        }
      }
      // How fast this host is, by Lighthouse's own measure: the mobile figures above slow its
      // CPU 4×, which is a mid-tier phone only on a host of index ≈ 1,500 (cpu-calibration.ts).
      const index = Math.round(median(benchmarkIndexes));
      figures.push({
        id: 'lighthouse.benchmarkIndex',
        group: `Lighthouse 12 (median of ${RUNS})`,
        label: 'host CPU (benchmarkIndex; 4× is calibrated for ≈ 1,500)',
        value: index,
        unit: '',
        display: `${index} (a mid-tier phone here: ${calibratedCpuSlowdown(index).toFixed(1)}×)`,
        runs: benchmarkIndexes.map(Math.round),
      });
    } finally {
      await lhBrowser.close();
    }
  }

  if (process.env.BENCH_SANDBOX !== '0') {
    progress('sandbox load figures…');
    const sandbox = await sandboxFigures(world);
    figures.push(...sandbox.figures);
    failed ||= !sandbox.ok;
  }
} finally {
  await world.close();
}

function typingFigure(runs: TypingRun[]): Figure {
  const base = {
    id: 'form.typing.p95',
    group: 'Details form',
    label: `typing: event duration p95 over ${KEYSTROKES} keystrokes`,
    unit: 'ms',
    target: { max: 16 },
  };
  if (runs.some((r) => r.kind === 'no form')) {
    return { ...base, value: null, display: 'n/a: no form' };
  }
  const measured = runs.filter((r) => r.kind === 'measured');
  const values = measured.map((r) => r.p95Ms);
  // Under Event Timing's 16 ms threshold a duration is not reported: count it as "< 16".
  const under = values.filter((v) => v === null).length;
  if (under > values.length / 2) {
    return { ...base, value: null, display: '< 16 ms', met: true, runs: values };
  }
  return { ...base, value: median(values.map((v) => v ?? 0)), runs: values };
}

const previous = readPreviousResults();
const commit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
})();
console.log(`\nUSSD Web Client bench — ${new Date().toISOString()} (${commit || 'no commit'})`);
if (previous) console.log(`Δ: change since ${previous.when} (${previous.commit})`);
// Timings mean little on a busy machine: say how busy it was.
const [load] = loadavg();
const cores = availableParallelism();
console.log(
  `Load average ${load.toFixed(1)} on ${cores} cores${load > cores ? ': the machine was busy, timings are pessimistic' : ''}.`,
);
console.log(`${formatTable(figures, previous)}\n`);
console.log(
  `Largest areas of the list route: ${Object.entries(report.routes.list.areas)
    .slice(0, 8)
    .map(([area, bytes]) => `${area} ${kb(bytes)}`)
    .join(', ')}`,
);
writeResults({
  when: new Date().toISOString(),
  commit,
  loadAverage: +load.toFixed(2),
  cores,
  figures,
});
console.log(`Figures written to ${resultsPath}.`);
if (failed) process.exitCode = 1;
