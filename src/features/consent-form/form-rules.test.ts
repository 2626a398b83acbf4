import { describe, expect, it } from 'vitest';
import { getLocalTimeZone, today as todayIn } from '@internationalized/date';
import type { ResolverOptions } from 'react-hook-form';
import {
  consentFormResolver,
  contextErrors,
  dateMessages,
  type ConsentFormContext,
} from './form-rules';
import { emptyConsentForm, formMessages, type ConsentFormValues } from './schema';
import { filledValues } from './SectionStory';

const today = todayIn(getLocalTimeZone());
const context = (overrides: Partial<ConsentFormContext> = {}): ConsentFormContext => ({
  isNew: true,
  today,
  unparseableDates: new Set(),
  agencyNotFound: null,
  ...overrides,
});

// Complete and valid, its dates counted from today.
const valid: ConsentFormValues = { ...filledValues, paymentMethod: 'Debit Order' };

const options: ResolverOptions<ConsentFormValues> = {
  fields: {},
  shouldUseNativeValidation: false,
};
const resolve = (values: ConsentFormValues, ctx = context()) =>
  consentFormResolver(values, ctx, options);

describe('the form rules beyond the schema', () => {
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
    expect(result.values).toMatchObject({ policyNumber: 'MFP00012345' });
  });

  it('a birth date after today is refused', () => {
    const errors = contextErrors({ ...valid, birthDate: today.add({ days: 1 }) }, context());
    expect(errors.birthDate).toBe(dateMessages.birthDateInFuture);
    expect(contextErrors({ ...valid, birthDate: today }, context()).birthDate).toBeUndefined();
  });

  it('a new application may not start deducting before today; a saved one may', () => {
    const past = { ...valid, debitOrderDate: today.subtract({ days: 1 }) };
    expect(contextErrors(past, context()).debitOrderDate).toBe(
      dateMessages.deductionBeforeToday(today),
    );
    expect(contextErrors(past, context({ isNew: false })).debitOrderDate).toBeUndefined();
  });

  it('a half-typed date says so, and wins over the schema', async () => {
    const ctx = context({ unparseableDates: new Set(['startDate'] as const) });
    const { errors } = await resolve({ ...valid, startDate: null }, ctx);
    expect(errors.startDate?.message).toBe(dateMessages.parse);
  });

  it('Agency Not Found sticks to the number the look-up refused, only for Stop Order', () => {
    const stopOrder: ConsentFormValues = {
      ...valid,
      paymentMethod: 'Stop Order',
      agencyNumber: 'ZZ9',
    };
    expect(contextErrors(stopOrder, context({ agencyNotFound: 'ZZ9' })).agencyNumber).toBe(
      formMessages.agencyNotFound,
    );
    expect(
      contextErrors({ ...stopOrder, agencyNumber: 'ZZ8' }, context({ agencyNotFound: 'ZZ9' }))
        .agencyNumber,
    ).toBeUndefined();
  });
});
