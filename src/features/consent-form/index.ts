export { emptyConsentForm, formMessages, type ConsentFormValues } from './form/schema';
export { ConsentFormProvider } from './form/form-context';
export {
  ConsentFormErrorSummary,
  ConsentFormSections,
  SectionStack,
} from './sections/ConsentFormSections';
export { useDetailsController } from './controller/use-details-controller';
export { DetailsConsent } from './consent-panel/DetailsConsent';
export { DetailsHistory } from './consent-panel/DetailsHistory';
export { DetailsActionBar } from './actions/DetailsActionBar';
export { DetailsBar } from './actions/DetailsBar';
export { typingMarks } from './actions/typing-marks';
export { focusTheBar } from './actions/focus-the-bar';
