import { QueryClient } from '@tanstack/react-query';
import { shouldRetry, type ApiError } from './api-error';

/**
 * The app's QueryClient (docs/behaviour.md#flaky-networks). networkMode 'always': the default
 * would pause calls offline, silently; here a call made offline fails at once with the offline
 * message, so the loader goes off and the adviser is told. Reads retry only what may pass on a
 * second try (shouldRetry); writes never retry by themselves.
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

/** A QueryClient for stories and tests: nothing is retried, so an error shows at once. */
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
