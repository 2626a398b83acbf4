// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAgencyLookup } from './agency';
import { useApplications } from './applications';
import { branchAndRegion, useIntermediary } from './intermediary';
import { applicationRows, intermediary, mocks, stopOrderPlan } from './mocks';
import { startMockServer } from './mocks/node';
import { usePlan } from './plans';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { useUssdLog } from './ussd-log';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const { server, signIn } = startMockServer();

/** Renders a hook inside a QueryClientProvider; `current()` is its latest result. */
function renderHook<T>(
  hook: () => T,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  let result: T;
  const Probe = () => {
    result = hook();
    return null;
  };
  const root = createRoot(document.createElement('div'));
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={client}>{node}</QueryClientProvider>
  );
  act(() => root.render(wrap(<Probe />)));
  cleanups.push(() => act(() => root.unmount()));
  return { current: () => result, client };
}

async function waitFor(check: () => void, timeout = 2000) {
  const start = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - start > timeout) throw error;
      await act(() => new Promise((r) => setTimeout(r, 10)));
    }
  }
}

const cleanups: Array<() => void> = [];
beforeEach(() => signIn());
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

describe('queries', () => {
  it('useApplications loads the rows, and stays idle without an employee number', async () => {
    const idle = renderHook(() => useApplications(''));
    expect(idle.current().fetchStatus).toBe('idle');
    const hook = renderHook(() => useApplications('1004521'));
    await waitFor(() =>
      expect(hook.current().data).toMatchObject({ total: applicationRows.length }),
    );
    expect(hook.current().data?.rows).toHaveLength(applicationRows.length);
  });

  it('useApplications shows the first 25 rows once they pass, then all; a refetch replaces them only once all have passed', async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      ...applicationRows[0],
      _id: `row-${i}`,
      policyNumber: `FN${String(20000000 + i)}`,
    }));
    server.use(
      mock.get('*/consent/forms/:employeeNumber', () => HttpResponse.json({ data: many })),
    );
    const hook = renderHook(() => useApplications('1004521'));
    const seen: number[] = [];
    const unsubscribe = hook.client.getQueryCache().subscribe(() => {
      const data = hook.client.getQueryData<{ rows: unknown[] }>(queryKeys.applications('1004521'));
      if (data && seen.at(-1) !== data.rows.length) seen.push(data.rows.length);
    });
    cleanups.push(unsubscribe);
    await waitFor(() => expect(hook.current().isFetching).toBe(false));
    expect(seen).toEqual([25, 60]);
    expect(hook.current().data).toMatchObject({ total: 60 });

    seen.length = 0;
    await act(() => hook.client.refetchQueries({ queryKey: queryKeys.applications('1004521') }));
    await waitFor(() => expect(hook.current().isFetching).toBe(false));
    // The rows on screen stay until the whole new answer has passed: one change, never 25.
    expect(seen).toEqual([60]);
    expect(hook.current().data?.rows).toHaveLength(60);
  });

  it('usePlan loads the plan by policy number', async () => {
    const hook = renderHook(() => usePlan('FN10023461'));
    await waitFor(() => expect(hook.current().data?._id).toBe(stopOrderPlan._id));
  });

  it('useUssdLog keeps a 404 in `error` (not retried) for the consent status to read', async () => {
    const calls = vi.fn();
    server.events.on('request:start', calls);
    const hook = renderHook(() => useUssdLog('NOPE0001'), createQueryClient());
    await waitFor(() => expect(hook.current().error?.status).toBe(404));
    server.events.removeAllListeners('request:start');
    expect(calls).toHaveBeenCalledTimes(1);
    expect(hook.current().data).toBeUndefined();
  });

  it('useUssdLog gives [] for a plan with no entries yet', async () => {
    const hook = renderHook(() => useUssdLog('FN40010001'));
    await waitFor(() => expect(hook.current().data).toEqual([]));
    expect(hook.current().error).toBeNull();
  });

  it('useIntermediary: a failed look-up is not cached as an answer; the next screen asks again', async () => {
    server.use(mocks.intermediary.serverError);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const first = renderHook(() => useIntermediary('1004521'), client);
    await waitFor(() => expect(first.current().isError).toBe(true));
    expect(first.current().data).toBeUndefined();
    // Where the data is used, the failure reads as empty branch and region.
    expect(branchAndRegion(first.current().data)).toEqual({ departmentName: '', locationName: '' });
    server.resetHandlers();
    const calls = vi.fn();
    server.events.on('request:start', calls);
    const next = renderHook(() => useIntermediary('1004521'), client);
    await waitFor(() => expect(next.current().data).toEqual(intermediary));
    server.events.removeAllListeners('request:start');
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('hooks take queryConfig: a caller may switch a query off', async () => {
    const calls = vi.fn();
    server.events.on('request:start', calls);
    const hook = renderHook(() => usePlan('FN10023461', { queryConfig: { enabled: false } }));
    await act(() => new Promise((r) => setTimeout(r, 30)));
    server.events.removeAllListeners('request:start');
    expect(hook.current().fetchStatus).toBe('idle');
    expect(calls).not.toHaveBeenCalled();
  });
});

describe('imperative hooks', () => {
  it('useAgencyLookup answers the name, or a 404', async () => {
    const hook = renderHook(() => useAgencyLookup());
    await expect(act(() => hook.current().mutateAsync('220310'))).resolves.toEqual({
      name: 'South African Police Service',
    });
    await expect(act(() => hook.current().mutateAsync('AG0000'))).rejects.toMatchObject({
      status: 404,
    });
  });
});
