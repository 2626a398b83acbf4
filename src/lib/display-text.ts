/**
 * What screens show (docs/behaviour.md#application-list, #constants): the `--` rule, dates and
 * clocks. Plain `Date` arithmetic, so the list screen loads no calendar library
 * (docs/architecture.md#large-lists).
 */

/** A calendar date as numbers: month 1–12, day 1–31. */
export interface DateParts {
  year: number;
  month: number;
  day: number;
}

const DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/i;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** These parts, or null when the date does not exist (31/02, 29/02 of 2021) or is out of range. */
export function realDate(year: number, month: number, day: number): DateParts | null {
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const days = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1];
  return day <= days ? { year, month, day } : null;
}

function fromUtcMillis(ms: number): DateParts | null {
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return null;
  return realDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/**
 * The calendar date of a `d/m/yyyy` string, or the UTC calendar date of an ISO date or date-time
 * (no offset: UTC), a millisecond number or a `Date`; null for a date that does not exist and for
 * anything else (`new Date('1/2/20')` would invent a year).
 */
export function readDateParts(value: unknown): DateParts | null {
  if (value instanceof Date) return fromUtcMillis(value.getTime());
  if (typeof value === 'number') return Number.isFinite(value) ? fromUtcMillis(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const dmy = DMY.exec(text);
  if (dmy) return realDate(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
  const isoDate = ISO_DATE.exec(text);
  if (isoDate) return realDate(Number(isoDate[1]), Number(isoDate[2]), Number(isoDate[3]));
  const isoDateTime = ISO_DATE_TIME.exec(text);
  if (isoDateTime) {
    // Date.parse rolls 2021-02-30 over to 2 March: check the written date exists first.
    if (!realDate(Number(isoDateTime[1]), Number(isoDateTime[2]), Number(isoDateTime[3]))) {
      return null;
    }
    return fromUtcMillis(Date.parse(isoDateTime[6] ? text : `${text}Z`));
  }
  return null;
}

const two = (n: number) => String(n).padStart(2, '0');
const four = (n: number) => String(n).padStart(4, '0');

export function formatDayMonthYear({ year, month, day }: DateParts): string {
  return `${two(day)}/${two(month)}/${four(year)}`;
}

/** `dd/MM/yyyy` of the UTC calendar date (the list's Date Created); '' for nothing or an unreadable value. */
export function formatUtcDate(value: unknown): string {
  const parts = readDateParts(value);
  return parts ? formatDayMonthYear(parts) : '';
}

/** An instant as `dd/MM/yyyy HH:mm[:ss]` on the clock `offsetMinutes` east of UTC (120: SAST). */
export function formatDateTime(
  instant: Date | string | number,
  options: { seconds?: boolean; offsetMinutes?: number } = {},
): string {
  const ms = new Date(instant).getTime();
  if (Number.isNaN(ms)) return '';
  const d = new Date(ms + (options.offsetMinutes ?? 0) * 60_000);
  const time = `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
  const date = `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${four(d.getUTCFullYear())}`;
  return `${date} ${options.seconds ? `${time}:${two(d.getUTCSeconds())}` : time}`;
}

/**
 * An instant on the adviser's own clock, `dd/MM/yyyy HH:mm` or `HH:mm` with `{ date: false }`:
 * the one clock every screen shows (docs/behaviour.md#one-word-per-outcome).
 */
export function formatClock(
  instant: Date | string | number,
  { date = true }: { date?: boolean } = {},
): string {
  const ms = new Date(instant).getTime();
  if (Number.isNaN(ms)) return '';
  const text = formatDateTime(ms, { offsetMinutes: -new Date(ms).getTimezoneOffset() });
  return date ? text : text.slice(11);
}

/** A countdown's whole seconds as `m:ss` ('1:58', '0:07'). */
export function formatMinutesSeconds(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${two(whole % 60)}`;
}

/** A list cell (docs/behaviour.md#application-list): nothing shows two dashes, zero stays 0. */
export function formatCell(value: unknown): string {
  if (value === null || value === undefined) return '--';
  if (typeof value === 'string') return value.trim() === '' ? '--' : value;
  if (typeof value === 'number') return Number.isNaN(value) ? '--' : String(value);
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return '--';
}

/**
 * A whole count as `toLocaleString('en')` writes it (10,000), without Intl: the browser's first
 * Intl call starts its ICU data, and the counts are on the first screen (docs/architecture.md#delivery).
 */
export function countText(n: number): string {
  const digits = String(Math.trunc(Math.abs(n)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 && grouped !== '0' ? `-${grouped}` : grouped;
}
