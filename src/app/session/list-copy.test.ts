import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isNoAnswer, queryKeys } from '../../api';
import { CONTRACT_BUILD } from '../../api/contract/plans';
import { endSession } from '../../lib/session-end';
import { tabKey } from '../../lib/tab-store';
import { LIST_COPY, keepListCopy } from './list-copy';

// The list's copy (docs/behaviour.md#no-signal): what is kept, for whom, and when it goes.

/** The tab's session storage, in memory. */
class TabStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

/** The persister's throttle, short here: a test waits for a write that must not come. */
const THROTTLE_MS = 10;
const THANDI = '1004521';
const LERATO = '1009034';
const rows = { rows: [{ policyNumber: 'FN1', clientInfo: { name: 'Sipho' } }], total: 1 };
const log = [{ response: 'ACCEPT', date: '2026-03-10T10:00:00.000Z' }];

let store: TabStorage;
const stops: (() => void)[] = [];
/** Keeps the copy of `queryClient`, once what the tab kept is restored into it. */
const keep = async (queryClient: QueryClient, employeeNumber = THANDI) => {
  const { restored, stop } = keepListCopy({
    queryClient,
    employeeNumber,
    store,
    throttleMs: THROTTLE_MS,
  });
  stops.push(stop);
  await restored;
};
const copyOf = (employeeNumber = THANDI) => store.getItem(tabKey(employeeNumber, LIST_COPY));
const keptKeys = () =>
  (
    JSON.parse(copyOf() ?? '{}') as { clientState?: { queries: { queryKey: unknown[] }[] } }
  ).clientState?.queries.map((query) => query.queryKey) ?? [];
/** The persister writes after the change that asked for it (its throttle). */
const written = (check: () => void) => vi.waitFor(check, { timeout: 3000, interval: 20 });

beforeEach(() => {
  store = new TabStorage();
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('the list copy', () => {
  it('keeps this adviser’s list and its rows’ logs, nothing else, and a new tab load restores them', async () => {
    const queryClient = new QueryClient();
    await keep(queryClient);
    queryClient.setQueryData(queryKeys.applications(THANDI), rows);
    queryClient.setQueryData(queryKeys.ussdLog('FN1'), log);
    queryClient.setQueryData(queryKeys.plan('FN1'), { idNumber: '8504125081086' });
    queryClient.setQueryData(queryKeys.ussdHistory('plan-1'), log);
    queryClient.setQueryData(queryKeys.applications(LERATO), rows);
    await written(() =>
      expect(keptKeys()).toEqual([queryKeys.applications(THANDI), queryKeys.ussdLog('FN1')]),
    );
    expect((JSON.parse(copyOf()!) as { buster: string }).buster).toBe(CONTRACT_BUILD);

    const reloaded = new QueryClient();
    await keep(reloaded);
    expect(reloaded.getQueryData(queryKeys.applications(THANDI))).toEqual(rows);
    expect(reloaded.getQueryData(queryKeys.ussdLog('FN1'))).toEqual(log);
    expect(reloaded.getQueryData(queryKeys.plan('FN1'))).toBeUndefined();
    // Put back however young (under the queries' staleTime), the list is read again behind it.
    expect(reloaded.getQueryState(queryKeys.applications(THANDI))?.isInvalidated).toBe(true);
  });

  it('keeps the agencies looked up (not client data): a reload knows them at once', async () => {
    const queryClient = new QueryClient();
    await keep(queryClient);
    const agency = { name: 'Department of Basic Education (KZN)' };
    queryClient.setQueryData(queryKeys.agency('104501'), agency);
    await written(() => expect(keptKeys()).toEqual([queryKeys.agency('104501')]));

    const reloaded = new QueryClient();
    await keep(reloaded);
    expect(reloaded.getQueryData(queryKeys.agency('104501'))).toEqual(agency);
  });

  it('a read with no answer leaves the copy as it was read; a refusal takes it out', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await keep(queryClient);
    const fails = (status: number, kind: 'offline' | 'http') => () =>
      Promise.reject(new ApiError({ status, kind, message: kind }));
    queryClient.setQueryData(queryKeys.applications(THANDI), rows);
    await written(() => expect(keptKeys()).toHaveLength(1));
    await queryClient
      .fetchQuery({ queryKey: queryKeys.applications(THANDI), queryFn: fails(0, 'offline') })
      .catch(() => undefined);
    await queryClient
      .fetchQuery({ queryKey: queryKeys.ussdLog('FN2'), queryFn: fails(0, 'offline') })
      .catch(() => undefined);
    // Written again after the failure, still with the list.
    await new Promise((wait) => setTimeout(wait, 5 * THROTTLE_MS));
    expect(keptKeys()).toEqual([queryKeys.applications(THANDI)]);
    expect(queryClient.getQueryState(queryKeys.applications(THANDI))?.status).toBe('error');

    // A new tab load puts it back still as no answer, and its next write keeps it.
    const reloaded = new QueryClient();
    await keep(reloaded);
    const restored = reloaded.getQueryState(queryKeys.applications(THANDI));
    expect(restored?.data).toEqual(rows);
    expect(isNoAnswer(restored?.error)).toBe(true);
    reloaded.setQueryData(queryKeys.ussdLog('FN1'), log);
    await written(() =>
      expect(keptKeys()).toEqual([queryKeys.applications(THANDI), queryKeys.ussdLog('FN1')]),
    );
    for (const stop of stops.splice(1)) stop();

    await queryClient
      .fetchQuery({ queryKey: queryKeys.applications(THANDI), queryFn: fails(401, 'http') })
      .catch(() => undefined);
    await written(() => expect(keptKeys()).toEqual([]));
  });

  it('a copy written by another build is dropped, not shown', async () => {
    store.setItem(
      tabKey(THANDI, LIST_COPY),
      JSON.stringify({
        buster: 'another-build',
        timestamp: Date.now(),
        clientState: { mutations: [], queries: [] },
      }),
    );
    await keep(new QueryClient());
    expect(copyOf()).toBeNull();
  });

  it('another adviser’s copy goes as this adviser’s session starts; their stores are not touched here', async () => {
    store.setItem(tabKey(LERATO, LIST_COPY), '{}');
    store.setItem(tabKey(LERATO, 'drafts'), '{}');
    await keep(new QueryClient());
    expect(copyOf(LERATO)).toBeNull();
    expect(store.getItem(tabKey(LERATO, 'drafts'))).toBe('{}');
  });

  it('goes when the session ends, and is not written again after', async () => {
    const queryClient = new QueryClient();
    await keep(queryClient);
    queryClient.setQueryData(queryKeys.applications(THANDI), rows);
    await written(() => expect(copyOf()).not.toBeNull());
    queryClient.setQueryData(queryKeys.ussdLog('FN1'), log);
    endSession();
    expect(copyOf()).toBeNull();
    // The write that change asked for (held by the throttle) does not put it back.
    await new Promise((wait) => setTimeout(wait, 5 * THROTTLE_MS));
    queryClient.setQueryData(queryKeys.ussdLog('FN2'), log);
    await new Promise((wait) => setTimeout(wait, 5 * THROTTLE_MS));
    expect(copyOf()).toBeNull();
  });

  it('keeps nothing without an adviser', async () => {
    const queryClient = new QueryClient();
    await keep(queryClient, '');
    queryClient.setQueryData(queryKeys.applications(''), rows);
    expect(store.length).toBe(0);
  });
});
