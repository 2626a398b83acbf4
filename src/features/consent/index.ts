export {
  CONSENT_LABELS,
  deriveConsentStatus,
  type ConsentStatus,
  type ConsentStatusInput,
} from './consent-status';
export { buildConsentText, buildUssdMessage, type UssdMessageInput } from './ussd-message';
