/**
 * The size budget: each route's and the whole app's gzip -9 JS + CSS, with a little headroom,
 * in bench/budget.json. The budget test (bench/budget.test.ts) fails when a figure grows past
 * its budget, and when it has fallen well under it, so that the budget follows it down.
 *
 *   npm run bench:budget              check the current build against the budget
 *   npm run bench:budget -- --update  set the budget from the current build (then commit it)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BundleReport, RouteSize } from './bundle.ts';

export const budgetPath = path.join(import.meta.dirname, 'budget.json');

export const ROUTES = ['list', 'details', 'app'] as const;
export type RouteName = (typeof ROUTES)[number];

export const ROUTE_LABELS: Record<RouteName, string> = {
  list: 'list route, initial load',
  details: 'details route, on demand',
  app: 'whole app',
};

/** The issue's targets (KB, gzip -9): the budgets must come down to them. */
export const TARGETS_KB: Partial<Record<RouteName, number>> = { list: 160, app: 210 };

/** Room above the measured size a budget allows (KB). */
export const HEADROOM_KB = 2;
/** A figure this far under its budget (KB) asks for the budget to be lowered. */
export const LOWER_BELOW_KB = 3 * HEADROOM_KB;

export interface RouteBudget {
  budgetKB: number;
  /** What the build measured when the budget was set, and its areas (KB): the "what grew" base. */
  measuredKB: number;
  areasKB: Record<string, number>;
}

export interface Budget {
  comment: string;
  routes: Record<RouteName, RouteBudget>;
}

const toKB = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function readBudget(file = budgetPath): Budget {
  return JSON.parse(readFileSync(file, 'utf8')) as Budget;
}

export function budgetFrom(report: BundleReport): Budget {
  const routeBudget = (size: RouteSize): RouteBudget => ({
    budgetKB: Math.ceil(toKB(size.gzip) + HEADROOM_KB),
    measuredKB: toKB(size.gzip),
    areasKB: Object.fromEntries(
      Object.entries(size.areas)
        .map(([area, bytes]) => [area, toKB(bytes)] as const)
        .filter(([, kb]) => kb >= 0.1),
    ),
  });
  return {
    comment:
      'gzip -9 KB of JS + CSS per route (see bench/bundle.ts). Set by `npm run bench:budget -- --update`; only ever lower it.',
    routes: {
      list: routeBudget(report.routes.list),
      details: routeBudget(report.routes.details),
      app: routeBudget(report.routes.app),
    },
  };
}

export interface RouteVerdict {
  route: RouteName;
  measuredKB: number;
  budgetKB: number;
  verdict: 'over' | 'lower the budget' | 'ok';
}

export function checkBudget(report: BundleReport, budget: Budget): RouteVerdict[] {
  return ROUTES.map((route) => {
    const measuredKB = toKB(report.routes[route].gzip);
    const { budgetKB } = budget.routes[route];
    const verdict =
      measuredKB > budgetKB
        ? 'over'
        : measuredKB < budgetKB - LOWER_BELOW_KB
          ? 'lower the budget'
          : 'ok';
    return { route, measuredKB, budgetKB, verdict };
  });
}

/** What grew since the budget was set, by package or source area (KB, largest growth first). */
export function growth(size: RouteSize, base: RouteBudget) {
  const now = Object.fromEntries(Object.entries(size.areas).map(([a, b]) => [a, toKB(b)]));
  const areas = new Set([...Object.keys(now), ...Object.keys(base.areasKB)]);
  return [...areas]
    .map((area) => ({
      area,
      wasKB: base.areasKB[area] ?? 0,
      nowKB: now[area] ?? 0,
      deltaKB: Math.round(((now[area] ?? 0) - (base.areasKB[area] ?? 0)) * 10) / 10,
    }))
    .filter((row) => Math.abs(row.deltaKB) >= 0.2)
    .sort((a, b) => b.deltaKB - a.deltaKB);
}

/** A readable account of the check: the figures, and for a failing route its largest modules and what grew. */
export function explain(report: BundleReport, budget: Budget, verdicts: RouteVerdict[]): string {
  const lines = ['Size budget (gzip -9 JS + CSS, KB):'];
  for (const v of verdicts) {
    const target = TARGETS_KB[v.route];
    lines.push(
      `  ${ROUTE_LABELS[v.route].padEnd(26)} ${v.measuredKB.toFixed(1).padStart(6)} / budget ${String(v.budgetKB).padStart(4)}` +
        `${target ? ` (target ${target})` : ''}  ${v.verdict === 'ok' ? 'ok' : v.verdict.toUpperCase()}`,
    );
  }
  for (const v of verdicts.filter((verdict) => verdict.verdict !== 'ok')) {
    const size = report.routes[v.route];
    if (v.verdict === 'over') {
      lines.push(
        '',
        `${ROUTE_LABELS[v.route]}: ${v.measuredKB} KB is over its ${v.budgetKB} KB budget.`,
      );
      lines.push('  What grew since the budget was set (KB):');
      for (const row of growth(size, budget.routes[v.route]).slice(0, 12)) {
        lines.push(
          `    ${row.deltaKB > 0 ? '+' : ''}${row.deltaKB.toFixed(1).padStart(6)}  ${row.area} (${row.wasKB} → ${row.nowKB})`,
        );
      }
      lines.push('  Largest modules (estimated gzip KB):');
      for (const m of size.modules.slice(0, 12)) {
        lines.push(`    ${toKB(m.gzip).toFixed(1).padStart(6)}  ${m.id}`);
      }
      lines.push(
        '  Make it smaller (load it on demand, drop a dependency), or, if the growth is wanted,',
        '  raise the budget with `npm run bench:budget -- --update` and say why in the commit.',
      );
    } else {
      lines.push(
        '',
        `${ROUTE_LABELS[v.route]}: ${v.measuredKB} KB is well under its ${v.budgetKB} KB budget.`,
        '  Sizes only go down: lower it with `npm run bench:budget -- --update` and commit bench/budget.json.',
      );
    }
  }
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.env.NODE_ENV = 'production';
  const { analyseAppBuild } = await import('./bundle.ts');
  const report = analyseAppBuild();
  if (process.argv.includes('--update')) {
    writeFileSync(budgetPath, `${JSON.stringify(budgetFrom(report), null, 2)}\n`);
    console.log(`Wrote ${path.relative(process.cwd(), budgetPath)}.`);
  }
  const budget = readBudget();
  const verdicts = checkBudget(report, budget);
  console.log(explain(report, budget, verdicts));
  if (verdicts.some((v) => v.verdict !== 'ok')) process.exitCode = 1;
}
