export {
  CONSENT_FORM_FIELDS,
  PREMIUM_PATTERN,
  REQUIRED_BY_PAYMENT_METHOD,
  canonicalPremium,
  consentFormSchema,
  emptyConsentForm,
  formMessages,
  type ConsentFormField,
  type ConsentFormValues,
  type ValidConsentForm,
} from './schema';
export { formToPlan, planToForm, type AgentInfo } from './plan-mapping';
export { describeRequestError, describeSaveError } from './save-error';
export { ConsentTable, type ConsentTableProps } from './ConsentTable';
