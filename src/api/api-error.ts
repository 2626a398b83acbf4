/**
 * The one error every call fails with, and how any failure of a call becomes one
 * (docs/architecture.md#data-flow): an error status keeps its status, message, body and headers;
 * no answer, a timeout or a cancelled call gets status 0 and its kind.
 */
import { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import type { z } from 'zod/mini';
import { errorBodySchema } from './contract';

/** What went wrong, for code that must tell a dead network from a refused request. */
export type ApiErrorKind =
  | 'http' // the server answered with an error status
  | 'network' // no answer at all
  | 'timeout' // no answer within the timeout
  | 'cancelled' // the caller gave up (e.g. a query was abandoned)
  | 'offline' // the browser says it has no network: the call was not sent
  | 'auth' // no session token: the call was not sent
  | 'request' // the request did not match the contract: the call was not sent
  | 'response'; // the answer did not match the contract

/** The one error every call fails with. `status` is 0 when no HTTP answer was received. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;
  readonly kind: ApiErrorKind;
  /** The answer's headers, lower-case names (e.g. 'retry-after' of a 429); {} without one. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(init: {
    status: number;
    message: string;
    body?: unknown;
    kind: ApiErrorKind;
    headers?: Record<string, string>;
  }) {
    super(init.message);
    this.status = init.status;
    this.body = init.body;
    this.kind = init.kind;
    this.headers = init.headers ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const NO_ANSWER_KINDS: readonly ApiErrorKind[] = ['offline', 'network', 'timeout'];

/**
 * The one test for "no answer" (docs/architecture.md#data-flow), also as a wrapping step's `cause`.
 * A 401, any other HTTP answer, a cancelled call and one refused for want of a token are answers.
 */
export function isNoAnswer(error: unknown): boolean {
  const call = error instanceof Error && !(error instanceof ApiError) ? error.cause : error;
  return call instanceof ApiError && NO_ANSWER_KINDS.includes(call.kind);
}

/**
 * The HTTP status a failed call was answered with ('Error: 500'), or undefined without one. Reads
 * any failure shaped like a call's (a mock's or a story's error carries `status` too).
 */
export function httpStatusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status > 0 ? status : undefined;
}

export function describeCall(config: AxiosRequestConfig | undefined): string {
  return `${(config?.method ?? 'get').toUpperCase()} ${config?.url ?? ''}`.trim();
}

/** A Blob from any realm (jsdom's Blob is not Node's, and fetch answers with Node's). */
export function isBlob(data: unknown): data is Blob {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as Blob).size === 'number' &&
    typeof (data as Blob).arrayBuffer === 'function' &&
    typeof (data as Blob).text === 'function'
  );
}

export async function readBody(data: unknown): Promise<unknown> {
  if (isBlob(data)) {
    const text = await data.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return data;
}

function messageOf(body: unknown, response: AxiosResponse): string {
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) return parsed.data.message;
  if (typeof body === 'string' && body.trim() && body.length <= 500 && !body.includes('<')) {
    return body.trim();
  }
  return response.statusText || `Request failed with status ${response.status}`;
}

function headerRecord(headers: unknown): Record<string, string> {
  const plain = AxiosHeaders.from(headers as AxiosHeaders).toJSON(true) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(plain).map(([name, value]) => [name.toLowerCase(), String(value)]),
  );
}

/** Any failure of a call as an ApiError (an ApiError passes through unchanged). */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    const call = describeCall(error.config);
    if (error.response) {
      const body = await readBody(error.response.data);
      return new ApiError({
        status: error.response.status,
        message: messageOf(body, error.response),
        body,
        kind: 'http',
        headers: headerRecord(error.response.headers),
      });
    }
    if (error.code === AxiosError.ETIMEDOUT || error.code === AxiosError.ECONNABORTED) {
      return new ApiError({ status: 0, message: `Request timed out: ${call}`, kind: 'timeout' });
    }
    if (error.code === AxiosError.ERR_CANCELED) {
      return new ApiError({ status: 0, message: `Request cancelled: ${call}`, kind: 'cancelled' });
    }
    return new ApiError({ status: 0, message: `Network error: ${call}`, kind: 'network' });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ status: 0, message, kind: 'network' });
}

/** The first issues of a failed check, each with where it is ('data.12.policyNumber: …'). */
export function summarise(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/** The reads' retry policy: only what may pass (no answer, 5xx), at most twice, never offline. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2 || !(error instanceof ApiError)) return false;
  if (error.kind === 'offline') return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && error.status >= 500;
}
