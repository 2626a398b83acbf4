/** Small helpers for the pages. Report date formats live in src/lib/dates.ts (display ones in src/lib/display-text.ts). */
/** Escapes text for HTML element content and attribute values. */
export function html(value: unknown): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
