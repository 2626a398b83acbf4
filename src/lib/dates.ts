/**
 * Dates as the product handles them (docs/behaviour.md#validation, #constants): the form works with calendar dates, the wire
 * carries ISO date-times at UTC midnight, and screens and reports show fixed patterns. No React.
 */
import { CalendarDate } from '@internationalized/date';

const DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/i;

/** The calendar date of these parts, or null when it does not exist (31/02, 29/02 of 2021). */
function realDate(year: number, month: number, day: number): CalendarDate | null {
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new CalendarDate(year, month, day);
  // CalendarDate constrains out-of-range days instead of failing: compare to find out.
  return date.day === day && date.month === month ? date : null;
}

function fromUtcMillis(ms: number): CalendarDate | null {
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return null;
  return realDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/**
 * What a date field or a stored value holds, as a calendar date:
 * - a `d/m/yyyy` string with slashes (1–2 digit day and month) is that date, or null when the
 *   date does not exist;
 * - an ISO date (`2024-03-01`) or date-time (`2024-03-01T00:00:00.000Z`; without an offset it is
 *   read as UTC) gives the UTC calendar date of that instant;
 * - a millisecond number or a `Date` gives its UTC calendar date;
 * - a `CalendarDate` is kept; anything else gives null.
 * Other strings are refused rather than guessed at (`new Date('1/2/20')` would invent a year).
 */
export function parseDateInput(value: unknown): CalendarDate | null {
  if (value instanceof CalendarDate) return value;
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

/**
 * The wire form of a calendar date: ISO at UTC midnight. This is what the rule "shifted by the
 * timezone offset" achieves: the date the adviser picked survives any time zone.
 */
export function toApiDate(date: CalendarDate): string {
  return `${date.toString()}T00:00:00.000Z`;
}

const two = (n: number) => String(n).padStart(2, '0');
const four = (n: number) => String(n).padStart(4, '0');

/** `dd/MM/yyyy` of the UTC calendar date (docs/behaviour.md#constants); '' for nothing or an unreadable value. */
export function formatDisplayDate(
  value: string | number | CalendarDate | null | undefined,
): string {
  const date = parseDateInput(value);
  return date ? formatReportDate(date, 'dd/MM/yyyy') : '';
}

/** `dd` alone is the mandate's deduction day and the debit-order prompt's day. */
export type ReportDatePattern = 'dd/MM/yyyy' | 'yyyyMMdd' | 'MM/yyyy' | 'dd';

/** The report letters' date patterns (docs/behaviour.md#constants). */
export function formatReportDate(date: CalendarDate, pattern: ReportDatePattern): string {
  switch (pattern) {
    case 'dd/MM/yyyy':
      return `${two(date.day)}/${two(date.month)}/${four(date.year)}`;
    case 'yyyyMMdd':
      return `${four(date.year)}${two(date.month)}${two(date.day)}`;
    case 'MM/yyyy':
      return `${two(date.month)}/${four(date.year)}`;
    case 'dd':
      return two(date.day);
  }
}

/**
 * An instant as `dd/MM/yyyy HH:mm` (with `:ss` when asked) on the clock `offsetMinutes` east of
 * UTC (0: UTC; 120: South African time, which has no daylight saving).
 */
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

/** A list cell (docs/behaviour.md#application-list): nothing shows two dashes, zero stays 0. */
export function formatCell(value: unknown): string {
  if (value === null || value === undefined) return '--';
  if (typeof value === 'string') return value.trim() === '' ? '--' : value;
  if (typeof value === 'number') return Number.isNaN(value) ? '--' : String(value);
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return '--';
}
