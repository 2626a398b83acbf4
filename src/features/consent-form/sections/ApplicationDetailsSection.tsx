import { APPLICATION_TYPES, PAYMENT_METHODS, POLICY_NUMBER_MAX } from '../../../api';
import { FormDatePicker, FormSelect, FormTextField } from './fields';
import { FormSection } from './FormSection';

/** Application Details (docs/behaviour.md#application-details): the policy and how it is paid. */
export function ApplicationDetailsSection() {
  return (
    <FormSection title="Application Details">
      <FormTextField
        name="policyNumber"
        label="Policy Number"
        isRequired
        maxLength={POLICY_NUMBER_MAX}
      />
      <FormSelect name="appType" label="Application Type" options={APPLICATION_TYPES} isRequired />
      <FormSelect
        name="paymentMethod"
        label="Payment Method"
        options={PAYMENT_METHODS}
        isRequired
      />
      <FormDatePicker name="startDate" label="Start Date" isRequired />
      <FormTextField name="schemeCode" label="Scheme Code" />
      <FormTextField name="totalPremium" label="Total Premium" isRequired inputMode="decimal" />
    </FormSection>
  );
}
