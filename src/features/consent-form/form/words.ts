/**
 * The details screen's own words (docs/behaviour.md#application-details); the steps and states
 * are the app's (features/consent/words.ts), the fields' messages the schema's (schema.ts).
 */
import { BUSY, DOWNLOAD_NEEDS_A_SIGNAL, ELSEWHERE, FORMS_READY } from '../../consent';
import { httpStatusOf } from '../../../api';

/** Why an action is off, said beside it and what its button is described by. */
export const REASONS = {
  saving: 'A save is on its way.',
  mandateStored: `${FORMS_READY}, so the application can no longer change.`,
  notLoaded: 'The application could not be loaded.',
  fixErrors: 'Fix the errors above.',
  noChanges: 'No changes to save.',
  accepted: 'Consent is accepted.',
  underWay: 'A consent request is under way.',
  elsewhere: `${ELSEWHERE}.`,
  notSaved: 'Save the application before requesting consent.',
  unsavedChanges: 'Save your changes before requesting consent.',
  invalid: 'Fix the errors above before requesting consent.',
  noMessage: 'The USSD message needs the first deduction date of the saved application.',
  // Shown after the button's name ('Generate Forms: …'): it does not name the button again.
  needsConsent: "Needs the client's accepted consent.",
  opening: BUSY.opening,
  queued: 'The saved changes are waiting to be sent.',
  queuedElsewhere: 'Changes saved in another tab are waiting to be sent.',
} as const;

/** The prompt is longer than one USSD screen takes. */
export const messageTooLong = (length: number, max: number) =>
  `The USSD message is ${length} characters, over the USSD limit of ${max}: shorten the policy details it is built from.`;

/** Every attempt of the day is used: when the next one opens, if one does today. */
export const NO_ATTEMPTS_TODAY = 'No consent attempts are left for this application today.';
export const noAttemptsUntil = (step: string, opensAt: string) =>
  `No consent attempts left: ${step} opens again at ${opensAt}.`;

/** What needs a signal says so before it is pressed: 'Needs a signal: …'. */
const needsSignal = (why: string) => `Needs a signal: ${why}`;

/**
 * Why an action that needs the services is off with no signal (docs/behaviour.md#no-signal): what
 * happens on the far side, so the adviser knows why waiting for a signal is the only way.
 */
export const NEEDS_A_SIGNAL = {
  requestConsent: needsSignal('the client answers on their phone while you wait'),
  generateForms: needsSignal('the services build the mandate letter and store it'),
  downloadForms: DOWNLOAD_NEEDS_A_SIGNAL,
  agencySearch: needsSignal('the agency list is on the services'),
} as const;

/** Where the USSD message is while there is none: after a Save, or after the Save that waits. */
export const NO_MESSAGE_YET = {
  notSaved: 'The message is shown once the application is saved.',
  queued: 'Sent when the signal returns: the message is shown then.',
} as const;

/** Save on a saved application asks first: an update clears the plan's consent. */
export const ATTENTION = {
  title: 'Attention',
  message: 'Consent will be cleared in order to request new consent',
} as const;

/** Reset on a form with unsaved changes asks first. */
export const RESET_QUESTION = {
  title: 'Reset the form?',
  message: 'Your unsaved changes will be lost',
} as const;

/** What Agency Description says of where it comes from: always the look-up, never typed. */
export const AGENCY_WORDS = {
  filledBySearch: 'Filled in by Search',
  lookedUpLater: 'Looked up when the signal returns, as the application is sent',
} as const;

/** The agency Search's toast when the look-up knows no such agency. */
export const AGENCY_NOT_FOUND = 'Agency not found';
/** An agency look-up that failed other than 404: 'Agency info error: {status}' (docs/behaviour.md#messages). */
export function describeAgencyError(error: unknown): string {
  const status = httpStatusOf(error);
  return `Agency info error: ${status ?? (error instanceof Error ? error.message : String(error))}`;
}

/** The bar's Cancel, named for what it cancels. */
export const CANCEL_NAME = 'Cancel the consent request';
/** Said from the first edit of an application whose consent is accepted, before Save is pressed. */
export const CLEARS_CONSENT = "Saving changes clears the client's consent";
/** The bar's word for no signal; the app's banner stands down on this page (useShowOfflineInPage). */
export const OFFLINE_WORD = 'Offline';
/** After No in 'Attention' or Reset: the edits are set aside, and Undo brings them back. */
export const UNDONE = 'Your changes were undone.';
