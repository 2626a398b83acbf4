/**
 * The consent and mandate side of Consent Application Details: Request Consent and its live
 * panel (docs/behaviour.md#consent-session), and Generate Forms (#mandate-documents), both
 * driven from the plan as saved, never from the form's unsaved values.
 */
import { useId } from 'react';
import type { Plan, UssdLogEntry } from '../../api';
import { acceptedAt } from '../../features/consent';
import { ConsentPanel, useConsentRequest } from '../../features/consent-request';
import { useGenerateForms } from '../../features/mandate';
import { useSessionStore } from '../session';

export interface DetailsConsentInput {
  /** The saved plan as loaded (undefined for a new, unsaved application). */
  plan: Plan | undefined;
  /** Its USSD log. */
  logs: readonly UssdLogEntry[] | undefined;
}

export function useDetailsConsent({ plan, logs }: DetailsConsentInput) {
  const store = useSessionStore();
  const reasonId = useId();
  const consent = useConsentRequest({ plan, logs });
  const generate = useGenerateForms({ onLoaderChange: store.setLoader });
  const { isDisabled, reason } = consent.availability;

  return {
    /** deriveFormActions' requesting-disabled flag. */
    isRequestingConsent: consent.inFlight,
    /** The panel's own reasons (not saved, message too long, no attempts left) allow it. */
    mayRequestConsent: !isDisabled,
    onRequestConsent: consent.request,
    /** The id of the text saying why Request Consent is disabled, when it is. */
    requestDescribedBy: reason ? reasonId : undefined,
    panel: (
      <ConsentPanel
        state={consent.state}
        message={consent.message}
        allowance={consent.allowance}
        disabledReason={reason}
        reasonId={reasonId}
        onCancel={consent.cancel}
        mandateStored={Boolean(plan?.fileNetId)}
      />
    ),
    /** deriveFormActions' generate-disabled flag. */
    isGenerating: generate.isPending,
    onGenerateForms: plan
      ? () => generate.mutate({ planReference: plan._id, consentedAt: acceptedAt(logs) })
      : undefined,
  };
}
