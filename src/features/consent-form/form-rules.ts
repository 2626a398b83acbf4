/**
 * The form's rules beyond the schema (docs/behaviour.md#validation): date limits that depend on
 * today and on the mode, a date field left half-typed, and an agency number the look-up did not
 * find. They travel in react-hook-form's resolver context, so a submit sees every one of them.
 */
import type { CalendarDate } from '@internationalized/date';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { formatDisplayDate } from '../../lib/dates';
import {
  REQUIRED_BY_PAYMENT_METHOD,
  consentFormSchema,
  formMessages,
  type ConsentFormField,
  type ConsentFormValues,
  type ValidConsentForm,
} from './schema';

export type DateField = 'startDate' | 'birthDate' | 'stopOrderDate' | 'debitOrderDate';

export interface ConsentFormContext {
  /** A new application (nothing saved yet): its first deduction date may not be in the past. */
  isNew: boolean;
  today: CalendarDate;
  /** Date fields whose segments were left half-typed (the date picker reports them). */
  unparseableDates: ReadonlySet<DateField>;
  /** The agency number the last look-up answered 404 for; null when none. */
  agencyNotFound: string | null;
}

/** One plain message per date picker error (parse, min, max). */
export const dateMessages = {
  parse: 'Enter a real date as dd/mm/yyyy',
  birthDateInFuture: 'Date of birth must be today or earlier',
  deductionBeforeToday: (today: CalendarDate) =>
    `First deduction date must be today (${formatDisplayDate(today)}) or later`,
} as const;

/** The limits each date picker shows and the rules below enforce. */
export function dateLimits(
  field: DateField,
  { isNew, today }: Pick<ConsentFormContext, 'isNew' | 'today'>,
): { minValue?: CalendarDate; maxValue?: CalendarDate } {
  if (field === 'birthDate') return { maxValue: today };
  if ((field === 'stopOrderDate' || field === 'debitOrderDate') && isNew)
    return { minValue: today };
  return {};
}

/** The messages a date picker shows for its own errors (the same texts the rules use). */
export function datePickerMessages(field: DateField, context: Pick<ConsentFormContext, 'today'>) {
  return {
    parse: dateMessages.parse,
    max: dateMessages.birthDateInFuture,
    min: field === 'birthDate' ? undefined : dateMessages.deductionBeforeToday(context.today),
  };
}

const groupDate = { 'Stop Order': 'stopOrderDate', 'Debit Order': 'debitOrderDate' } as const;

/** The errors the schema cannot know, by field; only for fields the adviser can see. */
export function contextErrors(
  values: ConsentFormValues,
  context: ConsentFormContext,
): Partial<Record<ConsentFormField, string>> {
  const errors: Partial<Record<ConsentFormField, string>> = {};
  const method = values.paymentMethod;
  const visibleDates: DateField[] = ['startDate', 'birthDate'];
  if (method) visibleDates.push(groupDate[method]);

  for (const field of visibleDates) {
    if (context.unparseableDates.has(field)) {
      errors[field] = dateMessages.parse;
      continue;
    }
    const value = values[field];
    if (!value) continue;
    const { minValue, maxValue } = dateLimits(field, context);
    if (maxValue && value.compare(maxValue) > 0) errors[field] = dateMessages.birthDateInFuture;
    if (minValue && value.compare(minValue) < 0) {
      errors[field] = dateMessages.deductionBeforeToday(context.today);
    }
  }

  // The schema asks for the payment group too, but zod skips that check once another field has
  // failed hard (an empty select or date), and one Save must show every missing field at once.
  if (method) {
    for (const field of REQUIRED_BY_PAYMENT_METHOD[method]) {
      const value = values[field];
      if (errors[field] === undefined && (value === null || !String(value).trim())) {
        errors[field] = formMessages.required[field];
      }
    }
  }

  const notFound = context.agencyNotFound;
  if (method === 'Stop Order' && notFound !== null && values.agencyNumber.trim() === notFound) {
    errors.agencyNumber = formMessages.agencyNotFound;
  }
  return errors;
}

const schemaResolver = zodResolver(consentFormSchema);

/** The schema's verdict plus `contextErrors`; a context error wins over a schema one. */
export const consentFormResolver: Resolver<
  ConsentFormValues,
  ConsentFormContext,
  ValidConsentForm
> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (!context) return result;
  const extra = Object.entries(contextErrors(values, context));
  if (extra.length === 0) return result;
  const errors: Record<string, FieldError> = { ...(result.errors as Record<string, FieldError>) };
  for (const [field, message] of extra) errors[field] = { type: 'context', message };
  return { values: {}, errors: errors as FieldErrors<ConsentFormValues> };
};
