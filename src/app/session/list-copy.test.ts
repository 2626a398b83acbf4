import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isNoAnswer, queryKeys } from '../../api';
import { CONTRACT_BUILD } from '../../api/contract/plans';
import { endSession } from '../../lib/session-end';
import { tabKey } from '../../lib/tab-store';
import { LIST_COPY, keepListCopy } from './list-copy';
import { LIST_COPY_ROWS } from './list-copy-rows';

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
/** Past when a write asked for is made: the throttle, then an idle moment (a task here). */
const WRITE_DUE_MS = 5 * THROTTLE_MS;
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
const keptStatuses = () =>
  (
    JSON.parse(copyOf() ?? '{}') as { clientState?: { queries: { state: { status: string } }[] } }
  ).clientState?.queries.map((query) => query.state.status) ?? [];
/** The persister writes after the change that asked for it (its throttle). */
const written = (check: () => void) => vi.waitFor(check, { timeout: 3000, interval: 20 });

beforeEach(() => {
  store = new TabStorage();
  // The copy is written when the browser is idle: here, at the next task.
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run));
  vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id));
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
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
    await written(() => expect(keptStatuses()).toEqual(['error']));
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

  it('goes when the session ends, and is not written again after', async () => {
    const queryClient = new QueryClient();
    await keep(queryClient);
    queryClient.setQueryData(queryKeys.applications(THANDI), rows);
    await written(() => expect(copyOf()).not.toBeNull());
    queryClient.setQueryData(queryKeys.ussdLog('FN1'), log);
    endSession();
    expect(copyOf()).toBeNull();
    // The write that change asked for (held by the throttle, then for an idle moment) does not
    // put it back.
    await new Promise((wait) => setTimeout(wait, WRITE_DUE_MS));
    queryClient.setQueryData(queryKeys.ussdLog('FN2'), log);
    await new Promise((wait) => setTimeout(wait, WRITE_DUE_MS));
    expect(copyOf()).toBeNull();
  });

  it('keeps a long list’s first screens: the rows whose logs were read, then the newest, and how many the list holds', async () => {
    const queryClient = new QueryClient();
    await keep(queryClient);
    const day = Date.parse('2026-03-01T08:00:00.000Z');
    const long = Array.from({ length: LIST_COPY_ROWS + 300 }, (_, i) => ({
      policyNumber: `FN${i}`,
      createdAt: new Date(day + i * 60_000).toISOString(),
    }));
    queryClient.setQueryData(queryKeys.applications(THANDI), { rows: long, total: 2000 });
    queryClient.setQueryData(queryKeys.ussdLog('FN3'), log);
    await written(() => expect(keptKeys()).toHaveLength(2));

    const reloaded = new QueryClient();
    await keep(reloaded);
    const list = reloaded.getQueryData<{ rows: { policyNumber: string }[]; total: number }>(
      queryKeys.applications(THANDI),
    );
    const newest = long.slice(-(LIST_COPY_ROWS - 1)).map((row) => row.policyNumber);
    // In the service's order; the count says how many the list holds.
    expect(list?.rows.map((row) => row.policyNumber)).toEqual(['FN3', ...newest]);
    expect(list?.total).toBe(2000);
    expect(reloaded.getQueryData(queryKeys.ussdLog('FN3'))).toEqual(log);
  });

  it('keeps the logs of the rows it keeps, not of a long list’s others', async () => {
    const queryClient = new QueryClient();
    const long = Array.from({ length: LIST_COPY_ROWS + 1 }, (_, i) => ({
      policyNumber: `FN${i}`,
      createdAt: new Date(Date.parse('2026-03-01T08:00:00.000Z') + i * 60_000).toISOString(),
    }));
    // Every row's log read (a consent filter reads them all), before the copy is written.
    for (const { policyNumber } of long) {
      queryClient.setQueryData(queryKeys.ussdLog(policyNumber), log);
    }
    await keep(queryClient);
    queryClient.setQueryData(queryKeys.applications(THANDI), { rows: long, total: long.length });
    await written(() => expect(keptKeys()).toHaveLength(1 + LIST_COPY_ROWS));
    // The newest rows are kept, and the oldest row's log goes with it.
    expect(keptKeys()).not.toContainEqual(queryKeys.ussdLog('FN0'));
    expect(keptKeys()).toContainEqual(queryKeys.ussdLog('FN1'));
  });

  it('a write now (a Save just kept) is never undone by a write waiting for an idle moment', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const queryClient = new QueryClient();
    const { restored, stop, persistNow } = keepListCopy({
      queryClient,
      employeeNumber: THANDI,
      store,
      throttleMs: THROTTLE_MS,
    });
    stops.push(stop);
    await restored;
    queryClient.setQueryData(queryKeys.applications(THANDI), rows);
    await vi.waitFor(() => expect(idle.length).toBeGreaterThan(0));
    queryClient.setQueryData(queryKeys.ussdLog('FN1'), log);
    persistNow();
    await written(() => expect(keptKeys()).toHaveLength(2));
    for (const run of idle.splice(0)) run();
    await new Promise((wait) => setTimeout(wait, WRITE_DUE_MS));
    expect(keptKeys()).toEqual([queryKeys.applications(THANDI), queryKeys.ussdLog('FN1')]);
  });

  it('keeps nothing without an adviser', async () => {
    const queryClient = new QueryClient();
    await keep(queryClient, '');
    queryClient.setQueryData(queryKeys.applications(''), rows);
    expect(store.length).toBe(0);
  });
});
