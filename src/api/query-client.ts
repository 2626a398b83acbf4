import { QueryClient } from '@tanstack/react-query';
import { shouldRetry, type ApiError } from './http';

/**
 * The app's QueryClient (docs/behaviour.md#flaky-networks):
 * - networkMode 'always': the library's default ('online') pauses every query and mutation while
 *   the browser is offline, silently, and resumes them when it is back, behind the adviser's
 *   back. Here a call made offline runs and fails at once with the offline message (http.ts), so
 *   the loader goes off and the adviser is told.
 * - reads retry only what may pass on a second try (no answer, 5xx), with the library's
 *   exponential backoff, never a 404 (the consent log's 404 is an answer) nor a contract mismatch;
 * - writes never retry by themselves: a save is repeated only when the adviser presses Save
 *   again (with the same Idempotency-Key, so it cannot create twice).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: readRetryDelay,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** 1 s, 2 s, 4 s … at most 10 s between a read's tries. */
export function readRetryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, 10_000);
}

/**
 * A QueryClient for stories and tests: nothing is retried, so an error scenario shows at once,
 * and each story or test gets its own cache.
 */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    // Every fetcher of src/api fails with an ApiError; hooks' `error` is typed so.
    defaultError: ApiError;
  }
}
