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
export { ConsentPanel, PHASE_WORDS, type ConsentPanelProps } from './ConsentPanel';
export { useConsentRequest, type ConsentRequest } from './useConsentRequest';
export {
  GENERATE_STEP_WORDS,
  REASONS,
  consentStatus,
  detailsActions,
  initialDetailsState,
  transition as detailsTransition,
  type Action,
  type ActionName,
  type DetailsFacts,
  type DetailsMode,
  type DetailsState,
} from './details-controller';
export {
  ATTENTION,
  RESET_QUESTION,
  useDetailsController,
  type DetailsController,
} from './useDetailsController';
export { DetailsConsent } from './DetailsConsent';
export { DetailsActionBar } from './DetailsActionBar';
