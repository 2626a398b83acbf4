/**
 * The one describer of a failed service call for the adviser (docs/behaviour.md#messages): save,
 * consent, Generate Forms and Download Forms all word their toasts through it.
 */
import { OFFLINE_MESSAGE, httpStatusOf } from '../../api';
import { DUPLICATE_KEY_TEXT } from '../../api/error-body';

interface Failure {
  status?: unknown;
  message?: unknown;
  body?: unknown;
}

const messageOf = (error: unknown): string => {
  const message = (error as Failure | null)?.message;
  return typeof message === 'string' ? message : String(error);
};

/** A call made without a network: its plain message stands alone. */
const isOffline = (error: unknown): boolean =>
  httpStatusOf(error) === undefined && messageOf(error) === OFFLINE_MESSAGE;

/** What went wrong: 'Error: {status}' for an HTTP answer, else the message (no HTTP answer has no status to name). */
export function failureReason(error: unknown): string {
  if (isOffline(error)) return OFFLINE_MESSAGE;
  const status = httpStatusOf(error);
  return status !== undefined ? `Error: ${status}` : messageOf(error);
}

/** 'Error: {status}', or 'Error: {message}' when no HTTP answer came. */
export function describeApiError(error: unknown): string {
  const reason = failureReason(error);
  return isOffline(error) || httpStatusOf(error) !== undefined ? reason : `Error: ${reason}`;
}

/** 'Consent error: {message}': the consent service refused or broke off the request. */
export function describeConsentError(message: string): string {
  return `Consent error: ${message}`;
}

/** A create that failed because the policy number is taken (a 500 naming the duplicate key). */
function isDuplicateKey(error: unknown): boolean {
  const { body } = (error as Failure | null) ?? {};
  const text = `${typeof body === 'string' ? body : JSON.stringify(body ?? '')} ${messageOf(error)}`;
  return httpStatusOf(error) === 500 && text.toLowerCase().includes(DUPLICATE_KEY_TEXT);
}

/** Save's toast: a taken policy number by name, anything else as describeApiError. */
export function describeSaveError(error: unknown, policyNumber: string): string {
  return isDuplicateKey(error)
    ? `Error: Form with policy number ${policyNumber} already exists`
    : describeApiError(error);
}
