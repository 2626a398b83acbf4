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
export { describeAgencyError, describeRequestError, describeSaveError } from './save-error';
export { deriveFormActions, type FormActions, type FormActionsInput } from './form-actions';
export { contextErrors, dateMessages, type ConsentFormContext } from './form-rules';
export {
  ConsentFormProvider,
  useConsentForm,
  type ConsentForm,
  type UseConsentFormOptions,
} from './form-context';
export { ApplicationDetailsSection } from './ApplicationDetailsSection';
export { OwnerDetailsSection } from './OwnerDetailsSection';
export { StopOrderSection } from './StopOrderSection';
export { DebitOrderSection } from './DebitOrderSection';
export { ConsentFormErrorSummary, ConsentFormSections, SectionStack } from './ConsentFormSections';
export { FormActionBar, type FormActionBarProps } from './FormActionBar';
export { ConsentTable, type ConsentTableProps } from './ConsentTable';
