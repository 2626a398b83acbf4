import type { CalendarDate } from '@internationalized/date';
import { formatDisplayDate } from '../../lib/dates';

/**
 * Why a date field is invalid, for the form to read (docs/behaviour.md#validation's matDatepickerParse, …Min, …Max,
 * …Filter): `parse` — incomplete or impossible; `min` — before minValue; `max` — after maxValue;
 * `filter` — a date the caller marks unavailable.
 */
export type DateErrorKey = 'parse' | 'min' | 'max' | 'filter';

export interface DateRules {
  minValue?: CalendarDate;
  maxValue?: CalendarDate;
  isDateUnavailable?: (date: CalendarDate) => boolean;
}

/** `{min}` and `{max}` are replaced by the limits as dd/mm/yyyy. */
const defaultDateErrorMessages: Record<DateErrorKey, string> = {
  parse: 'Enter a real date in dd/mm/yyyy',
  min: 'Date must be on or after {min}',
  max: 'Date must be on or before {max}',
  filter: 'This date is not available',
};

/** The first rule the value breaks, in the order parse → min → max → filter; null when valid. */
export function dateErrorKey(
  value: CalendarDate | null,
  isUnparseable: boolean,
  { minValue, maxValue, isDateUnavailable }: DateRules,
): DateErrorKey | null {
  if (isUnparseable) return 'parse';
  if (!value) return null;
  if (minValue && value.compare(minValue) < 0) return 'min';
  if (maxValue && value.compare(maxValue) > 0) return 'max';
  if (isDateUnavailable?.(value)) return 'filter';
  return null;
}

export function dateErrorMessage(
  key: DateErrorKey,
  rules: DateRules,
  messages: Partial<Record<DateErrorKey, string>> = {},
): string {
  return (messages[key] ?? defaultDateErrorMessages[key])
    .replace('{min}', rules.minValue ? formatDisplayDate(rules.minValue) : '')
    .replace('{max}', rules.maxValue ? formatDisplayDate(rules.maxValue) : '');
}

/**
 * Whether the user filled some of the day, month and year segments but not all: react-aria
 * holds no value then, so only the segments tell an abandoned half-date from an empty field.
 */
export function hasPartialSegments(group: Element): boolean {
  const segments = Array.from(group.querySelectorAll('[data-type]:not([data-type="literal"])'));
  const empty = segments.filter((segment) => segment.hasAttribute('data-placeholder')).length;
  return empty > 0 && empty < segments.length;
}
