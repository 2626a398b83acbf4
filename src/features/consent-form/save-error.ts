/** The toasts of a failed save or update (docs/behaviour.md#messages). */
import { OFFLINE_MESSAGE, isApiError, isOfflineError, type ApiError } from '../../api';

const DUPLICATE_KEY = 'duplicate key error';

/** 'Error: {status}', or the message when no HTTP answer came (status 0 says nothing to a person). */
export function describeRequestError(error: ApiError): string {
  if (isOfflineError(error)) return OFFLINE_MESSAGE;
  return error.status === 0 ? `Error: ${error.message}` : `Error: ${error.status}`;
}

/**
 * Save: a 500 whose body text contains 'duplicate key error' means the policy number is taken;
 * anything else is 'Error: {status}'.
 */
export function describeSaveError(error: ApiError, policyNumber: string): string {
  const body = typeof error.body === 'string' ? error.body : JSON.stringify(error.body ?? '');
  const text = `${body} ${error.message}`.toLowerCase();
  if (error.status === 500 && text.includes(DUPLICATE_KEY)) {
    return `Error: Form with policy number ${policyNumber} already exists`;
  }
  return describeRequestError(error);
}

/** An agency look-up that failed other than 404: 'Agency info error: {status}'. */
export function describeAgencyError(error: unknown): string {
  if (isApiError(error)) {
    return `Agency info error: ${error.status === 0 ? error.message : error.status}`;
  }
  return `Agency info error: ${error instanceof Error ? error.message : String(error)}`;
}
