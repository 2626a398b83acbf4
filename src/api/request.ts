/**
 * The call recipes every resource file uses: read JSON, or write JSON checked against its
 * contract before it leaves. Fetchers stay one statement long; what differs is only the route,
 * the schemas and the body.
 */
import type { AxiosRequestConfig } from 'axios';
import type { z } from 'zod/mini';
import { requestJson, validRequest, type CallOptions } from './http';

/** The per-call options every fetcher takes, as axios config. */
export function callConfig(options: CallOptions = {}): AxiosRequestConfig {
  const config: AxiosRequestConfig = {};
  if (options.signal) config.signal = options.signal;
  if (options.timeout !== undefined) config.timeout = options.timeout;
  if (options.params) config.params = options.params;
  if (options.authScheme) config.authScheme = options.authScheme;
  if (options.headers) config.headers = { ...options.headers };
  // axios's fetch adapter hands `fetchOptions` to fetch (its documented request config).
  if (options.keepalive) config.fetchOptions = { keepalive: true };
  return config;
}

/** GET a JSON answer, parsed with its contract schema. */
export function getJson<S extends z.core.$ZodType>(
  target: string,
  responseSchema: S,
  options?: CallOptions,
): Promise<z.output<S>> {
  return requestJson({ ...callConfig(options), url: target }, responseSchema);
}

export interface JsonWrite<Req extends z.core.$ZodType, Res extends z.core.$ZodType> {
  method: 'POST' | 'PUT';
  url: string;
  /** Checked against `requestSchema` before sending: a body that breaks the contract is not sent. */
  body: z.input<Req>;
  requestSchema: Req;
  responseSchema: Res;
}

/** POST or PUT a JSON body checked against its contract; the answer parsed with its schema. */
export function sendJson<Req extends z.core.$ZodType, Res extends z.core.$ZodType>(
  { method, url, body, requestSchema, responseSchema }: JsonWrite<Req, Res>,
  options?: CallOptions,
): Promise<z.output<Res>> {
  return requestJson(
    {
      ...callConfig(options),
      method,
      url,
      data: validRequest(requestSchema, body, `${method} ${url}`),
    },
    responseSchema,
  );
}
