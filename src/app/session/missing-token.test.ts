import { http as mock, HttpResponse } from 'msw';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { createTestQueryClient, type PlanPayload } from '../../api';
import { requestJson } from '../../api/http';
import { SAVE_KEY, saveKey, startOutbox, type SaveVariables } from '../../features/outbox';
import { stubCookies, startMockServer } from '../../api/mocks/node';
import { SESSION_COOKIE_NAMES } from '../../lib/cookies';
import { NEW_APPLICATION } from '../../lib/form-draft';
import { tabKey } from '../../lib/tab-store';
import { onSessionEnd } from '../../lib/session-end';
import { resetMissingTokenNotice, watchMissingToken } from './missing-token';

// The no-token path (docs/behaviour.md#authorisation) run by calls the HTTP client refuses.
const { server, signIn } = startMockServer();
const listUrl = '/node-ussd-integration/v1/consent/forms/1';

/** A session storage without a token that lists its keys, as the drafts are found by key. */
function stubStorage(initial: Record<string, string>) {
  const items = new Map(Object.entries(initial));
  vi.stubGlobal('sessionStorage', {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    removeItem: (key: string) => items.delete(key),
  });
  return items;
}

let stopWatching: () => void;
beforeEach(() => {
  resetMissingTokenNotice();
  stopWatching = watchMissingToken();
});
afterEach(() => {
  stopWatching();
  vi.useRealTimers();
});

describe('a call without a session token', () => {
  it("alerts 'auth token not set.' once, and clears the hub's cookies 1 s later", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    signIn(null);
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const jar = stubCookies(Object.fromEntries(SESSION_COOKIE_NAMES.map((n) => [n, '1'])));
    jar.set('unrelated', 'keep');
    const sent = vi.fn();
    server.events.on('request:start', sent);

    const first = requestJson({ url: listUrl }, z.unknown());
    const second = requestJson({ url: listUrl }, z.unknown());
    for (const call of [first, second]) {
      await expect(call).rejects.toMatchObject({ status: 0, kind: 'auth' });
    }
    server.events.removeListener('request:start', sent);
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('auth token not set.');
    expect(sent).not.toHaveBeenCalled();

    vi.advanceTimersByTime(999);
    expect(jar.size).toBe(SESSION_COOKIE_NAMES.length + 1);
    vi.advanceTimersByTime(1);
    expect([...jar.keys()]).toEqual(['unrelated']);
  });

  it("wipes the tab's drafts and waiting Saves (personal data) with the session", async () => {
    vi.stubGlobal('alert', vi.fn());
    const items = stubStorage({ [tabKey('1004521', NEW_APPLICATION)]: '{}', other: 'keep' });
    const queryClient = createTestQueryClient();
    const stop = startOutbox(queryClient);
    // A Save saved with no signal: it waits, paused.
    onlineManager.setOnline(false);
    const save: SaveVariables = {
      id: 'k',
      payload: { policyNumber: 'P1' } as PlanPayload,
      policyNumber: 'P1',
      savedAt: 0,
    };
    void new MutationObserver<unknown, unknown, SaveVariables>(queryClient, {
      mutationKey: saveKey('create'),
    })
      .mutate(save)
      .catch(() => undefined);
    const saves = () => queryClient.getMutationCache().findAll({ mutationKey: SAVE_KEY });
    expect(saves()).toHaveLength(1);
    await expect(requestJson({ url: listUrl }, z.unknown())).rejects.toMatchObject({
      kind: 'auth',
    });
    expect([...items.keys()]).toEqual(['other']);
    expect(saves()).toEqual([]);
    onlineManager.setOnline(true);
    stop();
  });

  it("ends the session: what keeps something of it (the list's copy, the tab's stores) lets go", async () => {
    vi.stubGlobal('alert', vi.fn());
    signIn(null);
    const cleanup = vi.fn();
    const unregister = onSessionEnd('a-test', cleanup);
    await expect(requestJson({ url: listUrl }, z.unknown())).rejects.toMatchObject({
      kind: 'auth',
    });
    unregister();
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it('alerts again only after a token was seen in between', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    signIn(null);
    await expect(requestJson({ url: '/a' }, z.unknown())).rejects.toMatchObject({ kind: 'auth' });
    signIn('tok');
    server.use(mock.get('*/echo', () => HttpResponse.json({})));
    await requestJson({ url: '/echo' }, z.unknown());
    signIn(null);
    await expect(requestJson({ url: '/a' }, z.unknown())).rejects.toMatchObject({ kind: 'auth' });
    expect(alert).toHaveBeenCalledTimes(2);
  });

  it('alerts nothing for a call that brings its own Authorization header', async () => {
    signIn(null);
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    server.use(mock.get('*/echo', () => HttpResponse.json({})));
    await requestJson({ url: '/echo', headers: { Authorization: 'Basic given' } }, z.unknown());
    expect(alert).not.toHaveBeenCalled();
  });

  it('runs nothing once the watch has stopped', async () => {
    stopWatching();
    signIn(null);
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    await expect(requestJson({ url: '/a' }, z.unknown())).rejects.toMatchObject({ kind: 'auth' });
    expect(alert).not.toHaveBeenCalled();
  });
});
