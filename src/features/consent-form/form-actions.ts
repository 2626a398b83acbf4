/**
 * Which of the details page's buttons may be pressed (docs/behaviour.md#button-enablement), as
 * one pure function so every clause has its own test.
 */
import type { ConsentStatus } from '../consent';

export interface FormActionsInput {
  /** The whole form passes its rules. */
  isFormValid: boolean;
  /** The policy number field has an error (required, length, characters). */
  hasPolicyNumberError: boolean;
  /** The form differs from the value it was opened (or last saved) with. */
  isDirty: boolean;
  /** The form was saved (created or updated) and nothing changed since. */
  isSavedWithoutChange: boolean;
  /** The save-disabled flag: a create or update is on its way. */
  isSaving: boolean;
  /** The plan exists on the server (it has a plan reference, the `_id` consent is bound to). */
  hasSavedPlan: boolean;
  /** The consent status derived from the log (deriveConsentStatus). */
  consent: Pick<ConsentStatus, 'canRequest' | 'canGenerate'>;
  /** The requesting-disabled flag: a consent request is already running. */
  isRequestingConsent?: boolean;
  /** The generate-disabled flag: forms are being generated, or nothing can generate them yet. */
  isGenerateDisabled?: boolean;
}

export interface FormActions {
  requestConsent: boolean;
  save: boolean;
  generateForms: boolean;
  reset: boolean;
}

/** `true` means enabled. */
export function deriveFormActions(input: FormActionsInput): FormActions {
  const {
    isFormValid,
    hasPolicyNumberError,
    isDirty,
    isSavedWithoutChange,
    isSaving,
    hasSavedPlan,
    consent,
    isRequestingConsent = false,
    isGenerateDisabled = false,
  } = input;

  const save = !hasPolicyNumberError && !isSaving && isDirty && !isSavedWithoutChange;

  // Consent is bound to the saved plan: a request for values not yet saved would be consent to
  // something the server does not hold.
  const requestConsent =
    isFormValid &&
    !isRequestingConsent &&
    consent.canRequest &&
    hasSavedPlan &&
    !isDirty &&
    !isSaving;

  const generateForms = consent.canGenerate && !isGenerateDisabled;

  // A reset in the middle of a save would show values the answer then contradicts.
  const reset = !isSaving;

  return { requestConsent, save, generateForms, reset };
}
