/** The data layer's public API (mocks are imported from './mocks' by stories and tests only). */
export * from './contract';
export { ApiError, httpStatusOf, isApiError, isNoAnswer } from './api-error';
export {
  AUTH_TOKEN_MISSING,
  OFFLINE_MESSAGE,
  browserOnline,
  onSessionTokenCheck,
  PAGE_STARTED_AT,
} from './http';
export {
  NO_ANSWER_MS,
  readAfterWrite,
  readUntilAnswered,
  useLongerThan,
  useNoAnswer,
  type ReadFacts,
} from './query-config';
export { queryKeys } from './query-keys';
export { createQueryClient, createTestQueryClient } from './query-client';
export * from './applications';
export * from './plans';
export * from './ussd-log';
export * from './intermediary';
export * from './agency';
export * from './documents';
export * from './consent';
