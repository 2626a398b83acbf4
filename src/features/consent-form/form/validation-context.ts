/**
 * What the consent form's rules need beyond the values, and the date rules that read it.
 * `buildConsentFormSchema` (schema.ts) applies them; the date pickers show the same limits and
 * texts.
 */
import type { CalendarDate } from '@internationalized/date';
import { dateErrorKey, type DateErrorKey } from '../../../components';
import { formatDisplayDate } from '../../../lib/dates';

export type DateField = 'startDate' | 'birthDate' | 'stopOrderDate' | 'debitOrderDate';

/** What the rules need beyond the values (docs/behaviour.md#validation). */
export interface ValidationContext {
  /** A new application (nothing saved yet): its first deduction date may not be in the past. */
  isNew: boolean;
  today: CalendarDate;
  /** Date fields whose segments were left half-typed (the date picker reports them). */
  unparseableDates: readonly DateField[];
  /** The agency number the last look-up answered 404 for; null when none. */
  agencyNotFound: string | null;
  /**
   * No signal: a stop order's agency number is kept as typed and its description is looked up
   * when the Save is sent (docs/behaviour.md#no-signal), so the description is not required yet.
   */
  agencyLookupLater: boolean;
}

/** One plain message per date error (parse, min, max). */
export const dateMessages = {
  parse: 'Enter a real date as dd/mm/yyyy',
  birthDateInFuture: 'Date of birth must be today or earlier',
  deductionBeforeToday: (today: CalendarDate) =>
    `First deduction date must be today (${formatDisplayDate(today)}) or later`,
} as const;

/** The limits each date picker shows and the schema enforces. */
export function dateLimits(
  field: DateField,
  { isNew, today }: Pick<ValidationContext, 'isNew' | 'today'>,
): { minValue?: CalendarDate; maxValue?: CalendarDate } {
  if (field === 'birthDate') return { maxValue: today };
  if ((field === 'stopOrderDate' || field === 'debitOrderDate') && isNew)
    return { minValue: today };
  return {};
}

/** The messages a date picker shows for its own errors: the same texts the schema gives. */
export function dateErrorMessages(
  field: DateField,
  context: Pick<ValidationContext, 'today'>,
): Partial<Record<DateErrorKey, string>> {
  return {
    parse: dateMessages.parse,
    max: dateMessages.birthDateInFuture,
    min: field === 'birthDate' ? undefined : dateMessages.deductionBeforeToday(context.today),
  };
}

const groupDate = { 'Stop Order': 'stopOrderDate', 'Debit Order': 'debitOrderDate' } as const;

/** The date errors of the dates the adviser can see, checked as the date picker checks them. */
export function dateIssues(
  form: Record<DateField, CalendarDate | null>,
  method: keyof typeof groupDate,
  context: ValidationContext,
): [DateField, string][] {
  const issues: [DateField, string][] = [];
  for (const field of ['startDate', 'birthDate', groupDate[method]] as const) {
    const isUnparseable = context.unparseableDates.includes(field);
    const key = dateErrorKey(form[field], isUnparseable, dateLimits(field, context));
    if (key) issues.push([field, dateErrorMessages(field, context)[key] ?? dateMessages.parse]);
  }
  return issues;
}
