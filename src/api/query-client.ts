import { QueryClient } from '@tanstack/react-query';
import { shouldRetry, type ApiError } from './http';

/**
 * The app's QueryClient: retries only what may pass on a second try (no answer, 5xx), never a
 * 404 (the consent log's 404 is an answer) nor a contract mismatch.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * A QueryClient for stories and tests: nothing is retried, so an error scenario shows at once,
 * and each story or test gets its own cache.
 */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    // Every fetcher of src/api fails with an ApiError; hooks' `error` is typed so.
    defaultError: ApiError;
  }
}
