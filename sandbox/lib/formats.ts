/** Small date and text helpers shared by the seed and the pages (all UTC, as SPEC §9 says). */
const two = (n: number) => String(n).padStart(2, '0');

export const ddMMyyyy = (d: Date) =>
  `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
export const MMyyyy = (d: Date) => `${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
export const yyyyMMdd = (d: Date) =>
  `${d.getUTCFullYear()}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}`;

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
