/** Small helpers shared by the seed and the pages. Report date formats live in src/lib/dates.ts (display ones in src/lib/display-text.ts). */
/** UTC midnight of a calendar date, as the client sends dates. */
export const utcDate = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day));

/** Escapes text for HTML element content and attribute values. */
export function html(value: unknown): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
