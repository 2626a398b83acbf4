/**
 * The one HTTP client (docs/architecture.md#data-flow). Every call carries the session token (Basic; Bearer on the
 * consent-token call), the anti-forgery cookie is copied into its header, a call that takes longer
 * than REQUEST_TIMEOUT_MS is abandoned, every response is parsed with its contract schema, and
 * every failure becomes one typed ApiError; offline, a call is not sent and fails at once
 * (docs/behaviour.md#flaky-networks). Free of React: hooks live beside each resource. Longer than
 * most modules on purpose: the instance, its interceptor and the error mapping must agree.
 */
import axios, { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { z } from 'zod/mini';
import { env } from '../config/env';
import { clearSessionCookies, getCookie } from '../lib/cookies';
import { clearAllDrafts } from '../lib/form-draft';
import { readSessionToken } from '../lib/session-token';
import { errorBodySchema } from './contract';

const REQUEST_TIMEOUT_MS = 30_000;
/**
 * docs/behaviour.md#data-model says an anti-forgery cookie and header are configured without naming them: these are
 * the names the common frameworks use (and axios' own defaults), read at build time when set.
 */
export const XSRF_COOKIE_NAME = env.VITE_XSRF_COOKIE_NAME ?? 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = env.VITE_XSRF_HEADER_NAME ?? 'X-XSRF-TOKEN';
export const AUTH_TOKEN_MISSING = 'auth token not set.';
const COOKIE_CLEAR_DELAY_MS = 1000;
/** docs/behaviour.md#flaky-networks: what every call attempted without a network fails with. */
export const OFFLINE_MESSAGE =
  "You're offline. Your changes are kept; try again when you're back online";

/** The browser's own word on the network (true where it cannot say, e.g. in Node). */
export function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export type AuthScheme = 'Basic' | 'Bearer';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** How the session token is presented; Basic unless stated (docs/behaviour.md#authorisation). */
    authScheme?: AuthScheme;
  }
}

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

  /** The body as text, for matching what a service wrote ('E11000 duplicate key error …'). */
  get bodyText(): string {
    if (this.body === undefined || this.body === null) return '';
    if (typeof this.body === 'string') return this.body;
    try {
      return JSON.stringify(this.body);
    } catch {
      return '';
    }
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A call refused for want of a network, itself or as the cause of a step that wraps it. */
export function isOfflineError(error: unknown): boolean {
  if (error instanceof ApiError) return error.kind === 'offline';
  return (
    error instanceof Error && error.cause instanceof ApiError && error.cause.kind === 'offline'
  );
}

// ---------------------------------------------------------------------------------------------
// The instance and its interceptor

/** A call's query string: every parameter the app sends is one string (CallOptions.params). */
function serializeParams(params: Record<string, string | undefined>): string {
  const pairs = Object.entries(params).filter(
    (pair): pair is [string, string] => pair[1] !== undefined,
  );
  return new URLSearchParams(pairs).toString();
}

/** The instance every call goes through (docs/architecture.md#load-budget: axios as documented). */
export const http = axios.create({
  timeout: REQUEST_TIMEOUT_MS,
  // One adapter in the browser, in Node tests and in Storybook: blobs, abort and timeouts alike.
  adapter: 'fetch',
  // The interceptor below copies the anti-forgery cookie for every call, under the names the
  // build sets, in the browser and in Node alike; axios' own copy (browser only, same origin
  // only, its default names) stays off so the header is written in one place.
  withXSRFToken: false,
  // Every parameter the app sends is one string: URLSearchParams writes them, and leaves an
  // undefined one out.
  paramsSerializer: { serialize: serializeParams },
  headers: { Accept: 'application/json' },
});

let missingTokenReported = false;

/**
 * The no-token path (docs/behaviour.md#authorisation): the tab's drafts go, one alert, then (1 s
 * later) the hub's cookies go. Run by a call without a token, and by the list screen reached without one. Again
 * only after a token was seen.
 */
export function reportMissingToken(): void {
  if (missingTokenReported) return;
  missingTokenReported = true;
  // The session is over: the drafts it kept (personal data) go with it (docs/behaviour.md#drafts).
  clearAllDrafts();
  globalThis.alert?.(AUTH_TOKEN_MISSING);
  setTimeout(() => clearSessionCookies(), COOKIE_CLEAR_DELAY_MS);
}

/** For tests: forget that the missing token was reported. */
export function resetMissingTokenNotice(): void {
  missingTokenReported = false;
}

http.interceptors.request.use((config) => {
  // Sent offline, a call would wait for the fetch to fail (or the timeout): fail it at once, in
  // words, so no loader spins on a request that cannot leave (docs/behaviour.md#flaky-networks).
  if (!browserOnline()) {
    throw new ApiError({ status: 0, message: OFFLINE_MESSAGE, kind: 'offline' });
  }
  const headers = AxiosHeaders.from(config.headers);
  config.headers = headers;
  if (!headers.has('Authorization')) {
    const token = readSessionToken();
    if (!token) {
      reportMissingToken();
      // Not sent: without a token the services can only refuse it, and the session is over.
      throw new ApiError({ status: 0, message: AUTH_TOKEN_MISSING, kind: 'auth' });
    }
    missingTokenReported = false;
    headers.set('Authorization', `${config.authScheme ?? 'Basic'} ${token}`);
  }
  // fetch writes multipart's Content-Type with its boundary; axios must not pre-empt it (in Node
  // it would otherwise label FormData as urlencoded).
  if (typeof FormData !== 'undefined' && config.data instanceof FormData) {
    headers.set('Content-Type', false);
  }
  const xsrf = getCookie(XSRF_COOKIE_NAME);
  if (xsrf) headers.set(XSRF_HEADER_NAME, xsrf);
  return config;
});

// ---------------------------------------------------------------------------------------------
// Errors

function describeCall(config: AxiosRequestConfig | undefined): string {
  return `${(config?.method ?? 'get').toUpperCase()} ${config?.url ?? ''}`.trim();
}

/** A Blob from any realm (jsdom's Blob is not Node's, and fetch answers with Node's). */
function isBlob(data: unknown): data is Blob {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as Blob).size === 'number' &&
    typeof (data as Blob).arrayBuffer === 'function' &&
    typeof (data as Blob).text === 'function'
  );
}

async function readBody(data: unknown): Promise<unknown> {
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

// ---------------------------------------------------------------------------------------------
// Calls

export interface CallOptions {
  signal?: AbortSignal;
  authScheme?: AuthScheme;
  timeout?: number;
  params?: Record<string, string>;
  /** Extra request headers, e.g. `Idempotency-Key` on a create. */
  headers?: Record<string, string>;
}

async function send(config: AxiosRequestConfig): Promise<AxiosResponse<unknown>> {
  try {
    return await http.request<unknown>(config);
  } catch (error) {
    throw await toApiError(error);
  }
}

/** A call answered with JSON, parsed with its contract schema. */
export async function requestJson<S extends z.core.$ZodType>(
  config: AxiosRequestConfig,
  schema: S,
): Promise<z.output<S>> {
  const response = await send({ ...config, responseType: 'json' });
  const parsed = z.safeParse(schema, response.data);
  if (parsed.success) return parsed.data;
  const contentType = String(response.headers['content-type'] ?? '');
  const why =
    typeof response.data === 'string'
      ? `expected JSON, got ${contentType || 'text'}`
      : summarise(parsed.error.issues);
  throw new ApiError({
    status: response.status,
    message: `Unexpected response from ${describeCall(config)}: ${why}`,
    body: response.data,
    kind: 'response',
  });
}

/** A call answered with a file. An HTML page (a dev server's fallback) is refused. */
export async function requestBlob(config: AxiosRequestConfig): Promise<Blob> {
  const headers = AxiosHeaders.from(config.headers as AxiosHeaders | undefined);
  headers.set('Accept', '*/*', false);
  const response = await send({ ...config, headers, responseType: 'blob' });
  const contentType = String(response.headers['content-type'] ?? '');
  if (!isBlob(response.data) || /text\/html|application\/json/i.test(contentType)) {
    throw new ApiError({
      status: response.status,
      message: `Unexpected response from ${describeCall(config)}: expected a file, got ${contentType || 'nothing'}`,
      body: await readBody(response.data),
      kind: 'response',
    });
  }
  return response.data;
}

/** Checks a request body against its contract before it is sent. */
export function validRequest<S extends z.core.$ZodType>(
  schema: S,
  body: unknown,
  call: string,
): z.output<S> {
  const parsed = z.safeParse(schema, body);
  if (parsed.success) return parsed.data;
  throw new ApiError({
    status: 0,
    message: `Invalid request to ${call}: ${summarise(parsed.error.issues)}`,
    body: parsed.error.issues,
    kind: 'request',
  });
}

/**
 * react-query's retry policy for reads: only what may pass (no answer, 5xx), at most twice; not
 * while the browser is offline (it would fail the same way, at once).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2 || !(error instanceof ApiError)) return false;
  if (error.kind === 'offline') return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && error.status >= 500;
}
