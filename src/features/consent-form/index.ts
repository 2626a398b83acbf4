export {
  CONSENT_FORM_FIELDS,
  PREMIUM_PATTERN,
  buildConsentFormSchema,
  canonicalPremium,
  consentFormSchema,
  emptyConsentForm,
  formMessages,
  type ConsentFormField,
  type ConsentFormValues,
  type ValidConsentForm,
} from './schema';
export { dateMessages, type ValidationContext } from './validation-context';
export { formToPlan, planToForm, type AgentInfo } from './plan-mapping';
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
