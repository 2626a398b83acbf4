/**
 * Whether Request Consent may be pressed, and if not, why, in words the button is described by
 * (docs/behaviour.md#button-enablement, #consent-session).
 */
import { formatOpensAt, type AttemptAllowance } from './attempts';
import { USSD_MESSAGE_MAX } from '../../domain';

export interface RequestAvailabilityInput {
  /** A request is under way. */
  inFlight: boolean;
  /** The saved plan's `_id` ('' or undefined: not saved yet). */
  planReference: string | undefined;
  /** The prompt for the saved plan; null when it cannot be built. */
  message: string | null;
  allowance: AttemptAllowance;
}

export interface RequestAvailability {
  isDisabled: boolean;
  /** Why it is disabled; null when it is not. */
  reason: string | null;
}

const blocked = (reason: string): RequestAvailability => ({ isDisabled: true, reason });

/** The consent panel's own reasons; the form's (invalid, unsaved, accepted) come from the form. */
export function requestAvailability(input: RequestAvailabilityInput): RequestAvailability {
  if (input.inFlight) return blocked('A consent request is under way.');
  if (!input.planReference) return blocked('Save the application before requesting consent.');
  if (input.message === null) {
    return blocked('The USSD message needs the first deduction date of the saved application.');
  }
  if (input.message.length > USSD_MESSAGE_MAX) {
    return blocked(
      `The USSD message is ${input.message.length} characters, over the USSD limit of ${USSD_MESSAGE_MAX}: shorten the policy details it is built from.`,
    );
  }
  if (input.allowance.left === 0) {
    const opens = input.allowance.opensAt;
    return blocked(
      opens === null
        ? 'No consent attempts are left for this application today.'
        : `No consent attempts left: Request Consent opens again at ${formatOpensAt(opens)}.`,
    );
  }
  return { isDisabled: false, reason: null };
}
