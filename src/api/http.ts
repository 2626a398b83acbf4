/**
 * The one HTTP client (docs/architecture.md#data-flow). Every call carries the session token (Basic; Bearer on the
 * consent-token call), the anti-forgery cookie is copied into its header, a call that takes longer
 * than REQUEST_TIMEOUT_MS is abandoned, every response is parsed with its contract schema, and
 * every failure becomes one typed ApiError (api-error.ts); offline, or without a session token, a
 * call is not sent and fails at once (docs/behaviour.md#flaky-networks, #authorisation). What the
 * app does about a missing token is the session's, told through `onSessionTokenCheck`. Free of
 * React: hooks live beside each resource.
 */
import axios, { AxiosHeaders } from 'axios';
import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { z } from 'zod/mini';
import { env } from '../config/env';
import { getCookie } from '../lib/cookies';
import { readSessionToken } from '../lib/session-token';
import { ApiError, describeCall, isBlob, readBody, summarise, toApiError } from './api-error';

// The error and its mapping live in api-error.ts; the rest of api/ takes them from the client.
export {
  ApiError,
  isApiError,
  httpStatusOf,
  isNoAnswer,
  isOfflineError,
  shouldRetry,
  summarise,
  toApiError,
} from './api-error';

const REQUEST_TIMEOUT_MS = 30_000;

/**
 * When this page started (ms since the epoch): data read before it came from the tab's copy
 * (docs/behaviour.md#no-signal), since the cache in memory does not outlive a page. Taken as the
 * client is first loaded, before any call leaves.
 */
export const PAGE_STARTED_AT = Date.now();
/**
 * docs/behaviour.md#data-model says an anti-forgery cookie and header are configured without naming them: these are
 * the names the common frameworks use (and axios' own defaults), read at build time when set.
 */
export const XSRF_COOKIE_NAME = env.VITE_XSRF_COOKIE_NAME ?? 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = env.VITE_XSRF_HEADER_NAME ?? 'X-XSRF-TOKEN';
/** What a call refused for want of a session token fails with (docs/behaviour.md#authorisation). */
export const AUTH_TOKEN_MISSING = 'auth token not set.';
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

/** Who is told of each look for the session token: the session (one per tab). */
let sessionTokenListener: ((found: boolean) => void) | null = null;

/**
 * Calls `listener`, each time a call looks for the session token, with whether it found one (a
 * call that brings its own Authorization header does not look). Without one the call is refused
 * here; what follows (the session's end) is the session's: app/session/missing-token.ts. An event,
 * told as it happens, to one listener (a second replaces the first). Returns the unsubscribe.
 */
export function onSessionTokenCheck(listener: (found: boolean) => void): () => void {
  sessionTokenListener = listener;
  return () => {
    if (sessionTokenListener === listener) sessionTokenListener = null;
  };
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
    sessionTokenListener?.(token !== null);
    // Not sent: without a token the services can only refuse it, and the session is over.
    if (!token) throw new ApiError({ status: 0, message: AUTH_TOKEN_MISSING, kind: 'auth' });
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
// Calls

export interface CallOptions {
  signal?: AbortSignal;
  authScheme?: AuthScheme;
  timeout?: number;
  params?: Record<string, string>;
  /** Extra request headers, e.g. `Idempotency-Key` on a create. */
  headers?: Record<string, string>;
  /** The request outlives the page (fetch's `keepalive`): a write sent as the tab closes. */
  keepalive?: boolean;
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
