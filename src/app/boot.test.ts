import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../api/endpoints';
import { stopOrderPlan } from '../api/mocks';
import { startMockServer, TEST_ORIGIN } from '../api/mocks/node';
import { queryKeys } from '../api/query-keys';
import { boot } from './boot';
import { prefetchDetailsData } from './details-route';
import { readAdviser } from './session/adviser';
import { readSessionToken } from '../lib/session-token';

const { server, signIn } = startMockServer();
afterEach(() => server.events.removeAllListeners());

/** Every service call the test makes, by path. */
function recordCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
  return calls;
}

const waitUntil = async (check: () => boolean, timeout = 2000) => {
  const until = Date.now() + timeout;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('boot: data as early as the code', () => {
  it('asks for the list before React is there, and the cache receives it', async () => {
    signIn();
    const calls = recordCalls();
    const { queryClient, store } = boot('/home');
    const { employeeNumber } = readAdviser(readSessionToken());
    expect(store.getState().employeeNumber).toBe(employeeNumber);
    const key = queryKeys.applications(employeeNumber);
    await waitUntil(() => queryClient.getQueryState(key)?.status === 'success');
    expect(calls.filter((path) => path.includes('/consent/forms/'))).toHaveLength(1);
    expect(queryClient.getQueryData<unknown[]>(key)?.length).toBeGreaterThan(0);
  });

  it('asks for nothing on the details route, nor without a session', async () => {
    const calls = recordCalls();
    signIn();
    boot('/consentDetails');
    signIn(null);
    const signedOut = boot('/home');
    expect(signedOut.store.getState().employeeNumber).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it('leaves a failed list request to the list screen (no unhandled rejection)', async () => {
    signIn();
    server.use(
      mswHttp.get(`${TEST_ORIGIN}${routes.applications.replace(':employeeNumber', '*')}`, () =>
        HttpResponse.json({ message: 'down' }, { status: 503 }),
      ),
    );
    const { queryClient } = boot('/home');
    const { employeeNumber } = readAdviser(readSessionToken());
    await waitUntil(
      () => queryClient.getQueryState(queryKeys.applications(employeeNumber))?.status === 'error',
      5000,
    );
  });
});

describe('the details route starts its data with its code', () => {
  it('asks for the plan and its consent log when a saved application is opened', async () => {
    signIn();
    const calls = recordCalls();
    const { queryClient, store } = boot('/consentDetails');
    store.startEdit(stopOrderPlan.policyNumber);
    prefetchDetailsData({ queryClient, store });
    await waitUntil(
      () =>
        queryClient.getQueryState(queryKeys.plan(stopOrderPlan.policyNumber))?.status === 'success',
    );
    expect(calls).toHaveLength(2);
    expect(calls.some((path) => path.endsWith(`/consentForm/${stopOrderPlan.policyNumber}`))).toBe(
      true,
    );
    expect(
      calls.some((path) => path.endsWith(`/clientUssdLog/${stopOrderPlan.policyNumber}`)),
    ).toBe(true);
  });

  it('asks for nothing for a new application', async () => {
    signIn();
    const calls = recordCalls();
    const { queryClient, store } = boot('/consentDetails');
    store.startNew();
    prefetchDetailsData({ queryClient, store });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });
});
