import { describe, expect, it } from 'vitest';
import { getLocalTimeZone, today as todayIn } from '@internationalized/date';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ResolverOptions } from 'react-hook-form';
import {
  buildConsentFormSchema,
  emptyConsentForm,
  formMessages,
  type ConsentFormField,
  type ConsentFormValues,
} from './schema';
import { dateMessages, type ValidationContext } from './validation-context';
import { filledValues } from '../sections/section.story-helpers';

const today = todayIn(getLocalTimeZone());
const context = (overrides: Partial<ValidationContext> = {}): ValidationContext => ({
  isNew: true,
  today,
  unparseableDates: [],
  agencyNotFound: null,
  agencyLookupLater: false,
  ...overrides,
});

// Complete and valid, its dates counted from today.
const valid: ConsentFormValues = { ...filledValues, paymentMethod: 'Debit Order' };

const options: ResolverOptions<ConsentFormValues> = {
  fields: {},
  shouldUseNativeValidation: false,
};
/** What react-hook-form gets: the schema built from the context, through the zod resolver. */
const resolve = (values: ConsentFormValues, ctx = context()) =>
  zodResolver(buildConsentFormSchema(ctx))(values, ctx, options);
/** The first message per field, as the form shows it. */
const errorOf = (values: ConsentFormValues, ctx: ValidationContext, field: ConsentFormField) => {
  const result = buildConsentFormSchema(ctx).safeParse(values);
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
};

describe('the schema built from its context', () => {
  it('one Save reports the payment group as well as the empty common fields', async () => {
    const { errors } = await resolve({ ...emptyConsentForm(), paymentMethod: 'Debit Order' });
    expect(errors.appType?.message).toBe(formMessages.required.appType);
    expect(errors.bankName?.message).toBe(formMessages.required.bankName);
    expect(errors.debitOrderDate?.message).toBe(formMessages.required.debitOrderDate);
    // The hidden group carries no rules.
    expect(errors.agencyNumber).toBeUndefined();
  });

  it('a valid form passes, with its values', async () => {
    const result = await resolve(valid);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ policyNumber: filledValues.policyNumber });
  });

  it('a birth date after today is refused', () => {
    const future = { ...valid, birthDate: today.add({ days: 1 }) };
    expect(errorOf(future, context(), 'birthDate')).toBe(dateMessages.birthDateInFuture);
    expect(errorOf({ ...valid, birthDate: today }, context(), 'birthDate')).toBeUndefined();
  });

  it('a new application may not start deducting before today; a saved one may', () => {
    const past = { ...valid, debitOrderDate: today.subtract({ days: 1 }) };
    expect(errorOf(past, context(), 'debitOrderDate')).toBe(
      dateMessages.deductionBeforeToday(today),
    );
    expect(errorOf(past, context({ isNew: false }), 'debitOrderDate')).toBeUndefined();
  });

  it('a date limit of the hidden payment group is not checked', () => {
    const past = { ...valid, stopOrderDate: today.subtract({ days: 1 }) };
    expect(errorOf(past, context(), 'stopOrderDate')).toBeUndefined();
  });

  it('a half-typed date says so, and wins over the schema', async () => {
    const ctx = context({ unparseableDates: ['startDate'] });
    const { errors } = await resolve({ ...valid, startDate: null }, ctx);
    expect(errors.startDate?.message).toBe(dateMessages.parse);
  });

  it('a half-typed payment date wins over "Enter the first deduction date"', async () => {
    const ctx = context({ unparseableDates: ['debitOrderDate'] });
    const { errors } = await resolve({ ...valid, debitOrderDate: null }, ctx);
    expect(errors.debitOrderDate?.message).toBe(dateMessages.parse);
  });

  it('Agency Not Found sticks to the number the look-up refused, only for Stop Order', () => {
    const stopOrder: ConsentFormValues = {
      ...valid,
      paymentMethod: 'Stop Order',
      agencyNumber: 'ZZ9',
    };
    const ctx = context({ agencyNotFound: 'ZZ9' });
    expect(errorOf(stopOrder, ctx, 'agencyNumber')).toBe(formMessages.agencyNotFound);
    expect(errorOf({ ...stopOrder, agencyNumber: 'ZZ8' }, ctx, 'agencyNumber')).toBeUndefined();
    expect(errorOf({ ...stopOrder, paymentMethod: 'Debit Order' }, ctx, 'agencyNumber')).toBe(
      undefined,
    );
  });

  it('with no signal, a stop order needs its agency number but not the description yet', () => {
    const stopOrder: ConsentFormValues = {
      ...valid,
      paymentMethod: 'Stop Order',
      agencyNumber: '104501',
      agencyDescription: '',
    };
    const later = context({ agencyLookupLater: true });
    expect(errorOf(stopOrder, later, 'agencyDescription')).toBeUndefined();
    expect(errorOf(stopOrder, context(), 'agencyDescription')).toBe(
      formMessages.required.agencyDescription,
    );
    // No number, nothing to look up: both are required still.
    const none = { ...stopOrder, agencyNumber: '' };
    expect(errorOf(none, later, 'agencyNumber')).toBe(formMessages.required.agencyNumber);
    expect(errorOf(none, later, 'agencyDescription')).toBe(formMessages.required.agencyDescription);
    // A number the look-up refused is fixed first, with no signal too.
    const refused = context({ agencyLookupLater: true, agencyNotFound: '104501' });
    expect(errorOf(stopOrder, refused, 'agencyNumber')).toBe(formMessages.agencyNotFound);
    expect(errorOf(stopOrder, refused, 'agencyDescription')).toBe(
      formMessages.required.agencyDescription,
    );
  });

  it('without a context, only the rules that need none apply', () => {
    const past = { ...valid, birthDate: today.add({ days: 1 }) };
    expect(buildConsentFormSchema().safeParse(past).success).toBe(true);
  });
});
