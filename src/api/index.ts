/** The data layer's public API (mocks are imported from './mocks' by stories and tests only). */
export * from './contract';
export { routes, url, origins, type RouteName } from './endpoints';
export {
  ApiError,
  isApiError,
  isOfflineError,
  browserOnline,
  OFFLINE_MESSAGE,
  reportMissingToken,
  resetMissingTokenNotice,
  shouldRetry,
  REQUEST_TIMEOUT_MS,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
  type ApiErrorKind,
  type CallOptions,
} from './http';
export { queryKeys } from './query-keys';
export { createQueryClient, createTestQueryClient } from './query-client';
export * from './applications';
export * from './plans';
export * from './ussd-log';
export * from './intermediary';
export * from './agency';
export * from './documents';
export * from './consent';
