import { ACCOUNT_TYPES } from '../../../api';
import { FormDatePicker, FormSelect, FormTextField } from './fields';
import { FormSection } from './FormSection';

/** Debit Order Details: shown only for the Debit Order payment method. */
export function DebitOrderSection() {
  return (
    <FormSection title="Debit Order Details">
      <FormTextField name="bankName" label="Bank Name" isRequired autoCapitalize="words" />
      <FormTextField name="accountNumber" label="Account Number" isRequired inputMode="numeric" />
      <FormSelect name="accountType" label="Account Type" options={ACCOUNT_TYPES} isRequired />
      <FormTextField name="branchCode" label="Branch Code" isRequired inputMode="numeric" />
      <FormDatePicker name="debitOrderDate" label="First Deduction Date" isRequired />
      <FormTextField name="employerCode" label="Employer Code" />
    </FormSection>
  );
}
