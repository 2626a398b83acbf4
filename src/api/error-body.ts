/**
 * The error body the services answer with, built in one place for both stand-ins: the sandbox's
 * error handler and the MSW mocks. A story then shows exactly the error a real run shows.
 */
import { formatDateTime } from '../lib/display-text';
import { CONSENT_ATTEMPTS_PER_DAY, type ErrorBody } from './contract';

/**
 * What MongoDB writes for a second plan with the same policy number; the app recognises a taken
 * policy number by it (docs/behaviour.md#messages), the mocks and the sandbox write it.
 */
export const DUPLICATE_KEY_TEXT = 'duplicate key error';

/** The whole E11000 text for a taken policy number, as the real service words it. */
export function duplicateKeyMessage(policyNumber: string): string {
  return `E11000 ${DUPLICATE_KEY_TEXT} collection: consent.plans index: policyNumber_1 dup key: { policyNumber: ${JSON.stringify(policyNumber)} }`;
}

/** Advisers read times on South African Standard Time (UTC+2, no daylight saving). */
const SAST_OFFSET_MINUTES = 120;

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  421: 'Misdirected Request',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** `{ statusCode, error, message, issues? }` (contract `errorBodySchema`). */
export function errorBody(
  statusCode: number,
  message: string,
  issues?: ErrorBody['issues'],
): ErrorBody {
  const body: ErrorBody = { statusCode, error: REASONS[statusCode] ?? 'Error', message };
  if (issues) body.issues = issues;
  return body;
}

/**
 * The attempt cap's 429 body (docs/behaviour.md#consent-session): the message tells the adviser
 * when to try again on their clock; `retryAt` tells code the same instant.
 */
export function attemptCapBody(retryAt: number | Date): ErrorBody & { retryAt: string } {
  const when = formatDateTime(retryAt, { offsetMinutes: SAST_OFFSET_MINUTES });
  return {
    ...errorBody(
      429,
      `Consent can be requested at most ${CONSENT_ATTEMPTS_PER_DAY} times in 24 hours for one application. Try again after ${when}.`,
    ),
    retryAt: new Date(retryAt).toISOString(),
  };
}
