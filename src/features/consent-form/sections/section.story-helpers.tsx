/**
 * For the sections' stories only: one section inside a consent form in a given state, so each
 * section is shown and exercised alone (Default, Filled, Invalid, ReadOnly).
 */
import { useEffect, type ReactNode } from 'react';
import { getLocalTimeZone, parseDate, today } from '@internationalized/date';
import { ConsentFormProvider, useConsentForm } from '../form/form-context';
import { emptyConsentForm, type ConsentFormValues } from '../form/schema';

export type SectionState = 'Default' | 'Filled' | 'Invalid' | 'ReadOnly';

// Days ahead of today, so a new application's deduction date is never in the past.
const ahead = (days: number) => today(getLocalTimeZone()).add({ days });

/** A complete, valid application (both payment groups filled, as after switching back). */
export const filledValues: ConsentFormValues = {
  ...emptyConsentForm(),
  policyNumber: 'FN10023456',
  appType: 'New business',
  paymentMethod: 'Stop Order',
  startDate: ahead(7),
  schemeCode: 'SCH01',
  totalPremium: '150.50',
  firstName: 'Sipho',
  initial: 'S',
  surname: 'Dlamini',
  idNumber: '8504125081086',
  birthDate: parseDate('1985-04-12'),
  cellNumber: '0821234567',
  addressLineOne: 'PO Box 4410',
  addressLineTwo: 'Durban 4000',
  agencyNumber: '104501',
  agencyDescription: 'Department of Basic Education (KZN)',
  emRefNumber: 'PERSAL85041250',
  deductionCode: 'D104',
  headOffice: 'Durban',
  stopOrderDate: ahead(14),
  bankName: 'Standard Bank',
  accountNumber: '1234567890',
  accountType: 'Savings',
  branchCode: '051001',
  debitOrderDate: ahead(14),
  employerCode: 'EMP77',
};

/** What an adviser might have typed wrong: bad characters, three decimals, the rest empty. */
const invalidValues = (paymentMethod: ConsentFormValues['paymentMethod']) => ({
  ...emptyConsentForm(),
  policyNumber: 'MFP 001!',
  totalPremium: '10.555',
  paymentMethod,
});

interface SectionStoryProps {
  state: SectionState;
  /** The payment method the form holds (it decides which group is required). */
  paymentMethod?: ConsentFormValues['paymentMethod'];
  children: ReactNode;
}

export function SectionStory({ state, paymentMethod = 'Stop Order', children }: SectionStoryProps) {
  const values =
    state === 'Invalid'
      ? invalidValues(paymentMethod)
      : state === 'Default'
        ? { ...emptyConsentForm(), paymentMethod }
        : { ...filledValues, paymentMethod };
  const { form, rules } = useConsentForm({
    isNew: state !== 'ReadOnly',
    defaultValues: values,
    isReadOnly: state === 'ReadOnly',
  });

  // Invalid: every field judged, as after a failed Save.
  useEffect(() => {
    if (state === 'Invalid') void form.trigger();
  }, [form, state]);

  return (
    <ConsentFormProvider form={form} rules={rules}>
      <form noValidate aria-label="Consent form" style={{ maxWidth: 960 }}>
        {children}
      </form>
    </ConsentFormProvider>
  );
}
