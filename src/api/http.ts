/**
 * The one HTTP client (docs/architecture.md#data-flow): the session token and anti-forgery header
 * on every call, a timeout, each answer parsed with its contract schema, each failure an ApiError.
 * Offline or without a token a call is not sent (docs/behaviour.md#flaky-networks, #authorisation).
 */
import axios, { AxiosHeaders } from 'axios';
import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { z } from 'zod/mini';
import { env } from '../config/env';
import { getCookie } from '../lib/cookies';
import { readSessionToken } from '../lib/session-token';
import { ApiError, describeCall, isBlob, readBody, summarise, toApiError } from './api-error';

export { ApiError, summarise } from './api-error';

const REQUEST_TIMEOUT_MS = 30_000;

/** When this page started: data read earlier is the tab's copy (docs/behaviour.md#no-signal). */
export const PAGE_STARTED_AT = Date.now();
// docs/behaviour.md#data-model leaves the anti-forgery names to configuration: axios' defaults.
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
  // The interceptor copies the anti-forgery cookie, in the browser and in Node alike; axios' own
  // copy (browser and same origin only) stays off so the header is written in one place.
  withXSRFToken: false,
  paramsSerializer: { serialize: serializeParams },
  headers: { Accept: 'application/json' },
});

let sessionTokenListener: ((found: boolean) => void) | null = null;

/**
 * Tells the one listener (the session: app/session/missing-token.ts) whether each call that looks
 * for the session token found one; a second listener replaces the first. Returns the unsubscribe.
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
