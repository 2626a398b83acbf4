/**
 * The error body the services answer with, built in one place for both stand-ins: the sandbox's
 * error handler and the MSW mocks. A story then shows exactly the error a real run shows.
 */
import { formatDateTime } from '../lib/dates';
import { CONSENT_ATTEMPTS_PER_DAY, type ErrorBody } from './contract';

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
