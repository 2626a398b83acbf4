/**
 * Dates as the form and the reports handle them (docs/behaviour.md#validation, #constants):
 * calendar dates in the form, ISO date-times at UTC midnight on the wire, fixed patterns in
 * reports. What a screen only shows is `display-text.ts`'s, which needs no calendar library.
 */
import { CalendarDate } from '@internationalized/date';
import { formatDayMonthYear, formatUtcDate, readDateParts } from './display-text';

/** A `CalendarDate` as it is; anything else as `readDateParts` reads it, or null. */
export function parseDateInput(value: unknown): CalendarDate | null {
  if (value instanceof CalendarDate) return value;
  const parts = readDateParts(value);
  return parts ? new CalendarDate(parts.year, parts.month, parts.day) : null;
}

/** ISO at UTC midnight: the spec's "shifted by the timezone offset", so the picked date survives any zone. */
export function toApiDate(date: CalendarDate): string {
  return `${date.toString()}T00:00:00.000Z`;
}

/** `dd/MM/yyyy` of the UTC calendar date (docs/behaviour.md#constants); '' for nothing or an unreadable value. */
export function formatDisplayDate(
  value: string | number | CalendarDate | null | undefined,
): string {
  return value instanceof CalendarDate ? formatDayMonthYear(value) : formatUtcDate(value);
}

/** `dd` alone is the mandate's deduction day and the debit-order prompt's day. */
export type ReportDatePattern = 'dd/MM/yyyy' | 'yyyyMMdd' | 'MM/yyyy' | 'dd';

/** The report letters' date patterns (docs/behaviour.md#constants). */
export function formatReportDate(date: CalendarDate, pattern: ReportDatePattern): string {
  const [dd, mm, yyyy] = formatDayMonthYear(date).split('/');
  const patterns = {
    'dd/MM/yyyy': `${dd}/${mm}/${yyyy}`,
    yyyyMMdd: `${yyyy}${mm}${dd}`,
    'MM/yyyy': `${mm}/${yyyy}`,
    dd,
  };
  return patterns[pattern];
}
