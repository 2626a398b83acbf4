export { formMessages } from './schema';
export { ConsentFormProvider, useConsentForm } from './form-context';
export { ConsentFormErrorSummary, ConsentFormSections, SectionStack } from './ConsentFormSections';
export { ApplicationDetailsSection } from './ApplicationDetailsSection';
export { useDetailsController } from './useDetailsController';
export { DetailsConsent } from './DetailsConsent';
export { DetailsActionBar } from './DetailsActionBar';
export { DetailsSummaryHeader } from './DetailsSummaryHeader';
