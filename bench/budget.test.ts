/**
 * The size budget (bench/budget.json): sizes are not timings, so this is a deterministic test.
 * It measures the app's build (rebuilt first when stale, in a child process: NODE_ENV must be
 * 'production', Vitest's is 'test') and compares each route's gzip -9 JS + CSS with its budget.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BundleReport } from './bundle.ts';
import { ROUTES, checkBudget, explain, readBudget } from './budget.ts';

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
