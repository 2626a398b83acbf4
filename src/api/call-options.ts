import type { AxiosRequestConfig } from 'axios';
import type { CallOptions } from './http';

/** The per-call options every fetcher takes, as axios config. */
export function callConfig(options: CallOptions = {}): AxiosRequestConfig {
  const config: AxiosRequestConfig = {};
  if (options.signal) config.signal = options.signal;
  if (options.timeout !== undefined) config.timeout = options.timeout;
  if (options.params) config.params = options.params;
  if (options.authScheme) config.authScheme = options.authScheme;
  return config;
}
