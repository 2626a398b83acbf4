/**
 * Dates as the form and the reports handle them (docs/behaviour.md#validation, #constants): the
 * form works with calendar dates, the wire carries ISO date-times at UTC midnight, and reports
 * show fixed patterns. No React. What a screen only shows (the list's dates, instants on a clock,
 * the `--` rule) is in `display-text.ts`, which needs no calendar library.
 */
import { CalendarDate } from '@internationalized/date';
import { formatUtcDate, readDateParts } from './display-text';

/**
 * What a date field or a stored value holds, as a calendar date: a `CalendarDate` is kept; a
 * `d/m/yyyy` string, an ISO date or date-time, a millisecond number or a `Date` is read as
 * `readDateParts` reads it (the UTC calendar date of an instant); anything else gives null.
 */
export function parseDateInput(value: unknown): CalendarDate | null {
  if (value instanceof CalendarDate) return value;
  const parts = readDateParts(value);
  return parts ? new CalendarDate(parts.year, parts.month, parts.day) : null;
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
  return value instanceof CalendarDate
    ? formatReportDate(value, 'dd/MM/yyyy')
    : formatUtcDate(value);
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
