/**
 * The bench's figures: one table on the terminal, every figure in bench/results.json, and the
 * change from the previous results.json beside each figure. That file is a run's log, for the
 * next run on the same machine, and git ignores it: a figure worth keeping goes into the docs.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const resultsPath = path.join(import.meta.dirname, 'results.json');

export interface Target {
  /** The figure must be at most (`max`) or at least (`min`) this. */
  max?: number;
  min?: number;
}

export interface Figure {
  id: string;
  group: string;
  label: string;
  /** The median (browser figures) or the measured value; null when it could not be measured. */
  value: number | null;
  unit: string;
  target?: Target;
  /** Shown instead of the value, e.g. 'n/a: no form' or '< 16'. */
  display?: string;
  /** Whether the target is met, when `value` is null but the figure still answers it. */
  met?: boolean;
  /** Every run's value, for the median's spread. */
  runs?: (number | null)[];
}

export interface Results {
  when: string;
  commit: string;
  /** The 1-minute load average when the run ended, and the machine's cores. */
  loadAverage?: number;
  cores?: number;
  figures: Figure[];
  /** The last `npm run bench -- --against <ref>`: this tree beside another build (against.ts). */
  against?: unknown;
}

export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The p-th percentile (nearest rank) of values. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Sizes keep a decimal; timings and counts of 100 or more do not need one. */
const round = (value: number, unit = '') =>
  // Unitless fractions (layout shift) need their thousandths.
  unit === '' && value !== 0 && Math.abs(value) < 1
    ? value.toFixed(3)
    : unit === 'KB' || Math.abs(value) < 100
      ? value.toFixed(1).replace(/\.0$/, unit === 'KB' ? '.0' : '')
      : String(Math.round(value));

function verdict(figure: Figure): string {
  const { target, value } = figure;
  if (!target) return '';
  const met =
    value === null
      ? figure.met
      : (target.max === undefined || value <= target.max) &&
        (target.min === undefined || value >= target.min);
  if (met === undefined) return '';
  if (met) return 'met';
  if (value === null) return 'missed';
  const by = target.max !== undefined ? value - target.max : target.min! - value;
  return `missed by ${round(by, figure.unit)} ${figure.unit}`.trim();
}

const targetText = (figure: Figure) =>
  figure.target?.max !== undefined
    ? `≤ ${figure.target.max} ${figure.unit}`.trim()
    : figure.target?.min !== undefined
      ? `≥ ${figure.target.min} ${figure.unit}`.trim()
      : '—';

const valueText = (figure: Figure) =>
  figure.display ??
  (figure.value === null ? 'n/a' : `${round(figure.value, figure.unit)} ${figure.unit}`.trim());

function delta(figure: Figure, previous?: Results): string {
  const before = previous?.figures.find((f) => f.id === figure.id)?.value;
  if (before === undefined || before === null || figure.value === null) return '';
  const change = figure.value - before;
  if (Math.abs(change) < 0.05) return '±0';
  return `${change > 0 ? '+' : ''}${round(change, figure.unit)}`;
}

export function readPreviousResults(file = resultsPath): Results | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Results;
  } catch {
    return undefined;
  }
}

export function writeResults(results: Results, file = resultsPath) {
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

/** One table: group rows, then each figure with its value, target, verdict and change. */
export function formatTable(figures: Figure[], previous?: Results): string {
  const header = ['figure', 'value', 'target', 'verdict', previous ? 'Δ last run' : ''];
  const rows: string[][] = [];
  let group = '';
  for (const figure of figures) {
    if (figure.group !== group) {
      group = figure.group;
      rows.push([group.toUpperCase(), '', '', '', '']);
    }
    rows.push([
      `  ${figure.label}`,
      valueText(figure),
      targetText(figure),
      verdict(figure),
      delta(figure, previous),
    ]);
  }
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '─'.repeat(w)).join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}
