/**
 * The one describer of a failed service call for the adviser (docs/behaviour.md#messages): save,
 * consent, Generate Forms and Download Forms all word their toasts through it.
 */
import { OFFLINE_MESSAGE } from '../../api';
import { DUPLICATE_KEY_TEXT } from '../../api/error-body';

interface Failure {
  status?: unknown;
  message?: unknown;
  body?: unknown;
}

/** The HTTP status of a failed call; 0 when no answer came (or it is no call's failure). */
export const statusOf = (error: unknown): number => {
  const status = (error as Failure | null)?.status;
  return typeof status === 'number' ? status : 0;
};

const messageOf = (error: unknown): string => {
  const message = (error as Failure | null)?.message;
  return typeof message === 'string' ? message : String(error);
};

/** A call made without a network: its plain message stands alone (docs/behaviour.md#flaky-networks). */
const isOffline = (error: unknown): boolean =>
  statusOf(error) === 0 && messageOf(error) === OFFLINE_MESSAGE;

/** What went wrong: 'Error: {status}' for an HTTP answer, else the message (status 0 says nothing). */
export function failureReason(error: unknown): string {
  if (isOffline(error)) return OFFLINE_MESSAGE;
  const status = statusOf(error);
  return status !== 0 ? `Error: ${status}` : messageOf(error);
}

/** 'Error: {status}', or 'Error: {message}' when no HTTP answer came. */
export function describeApiError(error: unknown): string {
  if (isOffline(error)) return OFFLINE_MESSAGE;
  const status = statusOf(error);
  return status !== 0 ? `Error: ${status}` : `Error: ${messageOf(error)}`;
}

/** 'Consent error: {message}': the consent service refused or broke off the request. */
export function describeConsentError(message: string): string {
  return `Consent error: ${message}`;
}

/** A create that failed because the policy number is taken (a 500 naming the duplicate key). */
function isDuplicateKey(error: unknown): boolean {
  const { body } = (error as Failure | null) ?? {};
  const text = `${typeof body === 'string' ? body : JSON.stringify(body ?? '')} ${messageOf(error)}`;
  return statusOf(error) === 500 && text.toLowerCase().includes(DUPLICATE_KEY_TEXT);
}

/** Save's toast: a taken policy number by name, anything else as describeApiError. */
export function describeSaveError(error: unknown, policyNumber: string): string {
  return isDuplicateKey(error)
    ? `Error: Form with policy number ${policyNumber} already exists`
    : describeApiError(error);
}
