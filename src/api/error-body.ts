/**
 * The error body the services answer with, built in one place for both stand-ins: the sandbox's
 * error handler and the MSW mocks. A story then shows exactly the error a real run shows.
 */
import type { ErrorBody } from './contract';

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
