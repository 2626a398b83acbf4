/**
 * Request Consent on the details screen (docs/behaviour.md#consent-session): the hook that runs
 * a consent session for the saved plan, and the panel under the Consent Required table. The
 * rules it runs on live in features/consent, whose index stays free of React (the sandbox reads it).
 */
export {
  useConsentRequest,
  type ConsentRequest,
  type UseConsentRequestOptions,
} from './useConsentRequest';
export { ConsentPanel, PHASE_WORDS, type ConsentPanelProps } from './ConsentPanel';
