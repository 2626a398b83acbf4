/**
 * The side-by-side table of `npm run bench -- --against` (against.ts): each figure's median for
 * the reference build (A) and this tree (B), B ÷ A, and the target B is held to, as a ratio to A
 * (docs/decisions/0008-measure-side-by-side.md).
 */
import { median } from './results.ts';

/**
 * What B may read against A: at most `ratio` × A, or (`noise`) no worse than the noise of a
 * build against itself, the larger of +50 ms and +15 % (+15 % for a size).
 */
export type RatioTarget = { ratio: number } | { noise: true };

export interface Row {
  route: string;
  label: string;
  unit: string;
  a: number | null;
  b: number | null;
  runs: { a: (number | null)[]; b: (number | null)[] };
  target?: RatioTarget;
}

const mid = (values: (number | null)[]) => {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v));
  return known.length ? median(known) : null;
};

export function row(
  route: string,
  label: string,
  unit: string,
  a: (number | null)[],
  b: (number | null)[],
  target?: RatioTarget,
): Row {
  return {
    route,
    label,
    unit,
    a: mid(a),
    b: mid(b),
    runs: { a, b },
    ...(target ? { target } : {}),
  };
}

/** The target as the table writes it, and whether B meets it ('' when there is none). */
export function verdict(r: Row): string {
  if (!r.target) return '';
  if ('ratio' in r.target) {
    const text = `≤ ${r.target.ratio.toFixed(2)}×`;
    if (r.a === null || r.b === null) return `${text}: n/a`;
    return `${text}: ${r.b <= r.a * r.target.ratio ? 'met' : 'missed'}`;
  }
  const text = r.unit === 'ms' ? 'noise (+50 ms or +15 %)' : 'noise (+15 %)';
  if (r.a === null || r.b === null) return `${text}: n/a`;
  const allowed = r.unit === 'ms' ? Math.max(r.a + 50, r.a * 1.15) : r.a * 1.15;
  return `${text}: ${r.b <= allowed ? 'met' : 'missed'}`;
}

export function format(rows: Row[], refLabel: string): string {
  const show = (value: number | null, unit: string) =>
    value === null
      ? 'n/a'
      : unit === 'KB'
        ? `${value.toFixed(1)} KB`
        : `${Math.round(value).toLocaleString('en')}${unit ? ` ${unit}` : ''}`;
  const targets = rows.some((r) => r.target);
  const header = [
    'route',
    'figure',
    `A (${refLabel})`,
    'B (this tree)',
    'B ÷ A',
    ...(targets ? ['target'] : []),
  ];
  const lines = rows.map((r) => [
    r.route,
    r.label,
    show(r.a, r.unit),
    show(r.b, r.unit),
    r.a && r.b !== null ? `${(r.b / r.a).toFixed(2)}×` : '–',
    ...(targets ? [verdict(r)] : []),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < 2 || i > 4 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...lines.map(line),
  ].join('\n');
}
