// Saves that wait, run by TanStack Query itself (docs/behaviour.md#no-signal): the library's
// mutations, with the outbox's defaults, over a service whose answers each test gives.
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../api';
import { answered, noAnswer, outbox, plan } from './outbox.test-support';
import { saveInPlace } from './queue';
import { FIRST_RETRY_MS, letGo, triedAtOnce, type SaveCalls } from './saves';
import { nextSave, saveFacts } from './waiting';

beforeEach(() => {
  vi.useFakeTimers();
  onlineManager.setOnline(true);
});
afterEach(() => {
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

describe('a Save that waits', () => {
  it('waits while the browser is offline; then one at a time, in the order saved, each once', async () => {
    const { api, save, create, update, states } = outbox();
    onlineManager.setOnline(false);
    save('create', create('k1', plan('P1')));
    save('update', update('P2', plan('P2')));
    save('create', create('k3', plan('P3')));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.calls).toEqual([]);
    expect(states()).toEqual([
      ['k1', 'waiting'],
      ['u-P2', 'waiting'],
      ['k3', 'waiting'],
    ]);

    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls.map((call) => call.key ?? call.target)).toEqual(['k1', 'P2', 'k3']);
    expect(api.mostAtOnce()).toBe(1);
    expect(states()).toEqual([]);
  });

  it('repeats a create after a lost answer with the same key, 5 s later, and it is stored once', async () => {
    const { api, save, create, states } = outbox();
    api.reply('lost', 'lost');
    save('create', create('k1', plan('P1')));
    await vi.advanceTimersByTimeAsync(0);
    // Its first try got no answer: it waits, and the ones behind it wait too.
    expect(states()).toEqual([['k1', 'retry']]);
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS - 1);
    expect(api.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls).toHaveLength(2);
    // Then twice as long.
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS * 2);
    expect(api.calls.map((call) => call.key)).toEqual(['k1', 'k1', 'k1']);
    expect(api.stored.size).toBe(1);
    expect(states()).toEqual([]);
  });

  it("keeps only no answer from the adviser's own try: a refusal then is Save's toast", async () => {
    const { api, queryClient, save, create, states } = outbox();
    const own = create('k1', plan('P1'));
    triedAtOnce(queryClient, own);
    api.reply(answered(503));
    save('create', own);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.calls).toHaveLength(1);
    expect(states()).toEqual([]);

    const lost = create('k2', plan('P2'));
    triedAtOnce(queryClient, lost);
    api.reply(noAnswer());
    save('create', lost);
    await vi.advanceTimersByTimeAsync(0);
    // Kept, not refused: what it is called until the outbox has tried it.
    expect(states()).toEqual([['k2', 'waiting']]);
  });

  it('keeps each answer that is not success once kept, with what comes next', async () => {
    const { api, save, create, update, states } = outbox();
    onlineManager.setOnline(false);
    save('create', create('k1', plan('P1')));
    save('create', create('k2', plan('P2')));
    save('update', update('P3', plan('P3')));
    api.reply(
      answered(400, 'policyNumber: too long'),
      answered(500, 'E11000 duplicate key error collection: consent.plans'),
      answered(401),
    );
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    // A 4xx or a taken policy number waits for the adviser, and the next ones are not held by
    // it; a 401 is tried again after the back-off (sent once the adviser signs in again).
    expect(states()).toEqual([
      ['k1', 'attention'],
      ['k2', 'attention'],
      ['u-P3', 'auth'],
    ]);
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    expect(api.calls.at(-1)).toMatchObject({ method: 'PUT', target: 'P3' });
    expect(states()).toEqual([
      ['k1', 'attention'],
      ['k2', 'attention'],
    ]);
  });
});

describe('a change to a Save that waits', () => {
  /** The application's Saves in the cache, as the screen collects them. */
  const savesOf = (queryClient: QueryClient, key: string) =>
    queryClient
      .getMutationCache()
      .getAll()
      .flatMap((mutation) => saveFacts(mutation) ?? [])
      .filter((save) => (save.variables.after ?? save.variables.id) === key);

  it('keeps the first body of a create that may be stored; the change is PUT once it is confirmed', async () => {
    const { api, queryClient, save, create } = outbox();
    api.reply('lost');
    save('create', create('k1', plan('P1')));
    await vi.advanceTimersByTimeAsync(0);
    const next = nextSave(savesOf(queryClient, 'k1'), {
      kind: 'create',
      variables: create('k1', plan('P1', 'Nkosi')),
    });
    expect(next.replaced).toEqual([]);
    save(next.kind, next.variables);
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    expect(api.calls).toMatchObject([
      { method: 'POST', key: 'k1', payload: plan('P1') },
      { method: 'POST', key: 'k1', payload: plan('P1') },
      { method: 'PUT', target: 'P1', payload: plan('P1', 'Nkosi') },
    ]);
  });

  it('sends the change as the body of a create refused for what it holds', async () => {
    const { api, queryClient, save, create, states } = outbox();
    api.reply('lost');
    save('create', create('k1', plan('P1')));
    await vi.advanceTimersByTimeAsync(0);
    const next = nextSave(savesOf(queryClient, 'k1'), {
      kind: 'create',
      variables: create('k1', plan('P1b')),
    });
    save(next.kind, next.variables);
    api.reply(answered(500, 'E11000 duplicate key error collection: consent.plans'));
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', key: 'k1', payload: plan('P1b') });
    // Stored as changed: the refusal of its first body no longer stands.
    expect(states()).toEqual([]);
  });

  it('replaces a Save not sent yet, in its place in the queue: the change is what goes', async () => {
    const { api, queryClient, save, create, update } = outbox();
    onlineManager.setOnline(false);
    save('create', create('k1', plan('P1')));
    save('update', update('P2', plan('P2')));
    await vi.advanceTimersByTimeAsync(0);
    const next = nextSave(savesOf(queryClient, 'k1'), {
      kind: 'create',
      variables: create('k1', plan('P1', 'Nkosi')),
    });
    expect(next.replaced).toHaveLength(1);
    expect(saveInPlace(queryClient, next)).toBe(true);
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls).toMatchObject([
      { method: 'POST', key: 'k1', payload: plan('P1', 'Nkosi') },
      { method: 'PUT', target: 'P2' },
    ]);
  });
});

describe("a Save's own try the screen lets go of (no answer in 3 s)", () => {
  /** A service that answers a create 3.5 s after it is sent: `ok`, or the error given. */
  function slowService(reply: 'ok' | ApiError) {
    const calls: string[] = [];
    const service: SaveCalls = {
      create: async (payload, key) => {
        calls.push(key);
        await new Promise((resolve) => setTimeout(resolve, 3_500));
        if (reply !== 'ok') throw reply;
        return { policyNumber: payload.policyNumber, _id: `id-${key}` };
      },
      update: () => Promise.resolve({}),
    };
    return { calls, api: service as unknown as Parameters<typeof outbox>[0] };
  }

  it('answered at 3.5 s: confirmed by that one call, never sent again', async () => {
    const { calls, api } = slowService('ok');
    const { queryClient, save, create, states } = outbox(api);
    const own = create('k1', plan('P1'));
    triedAtOnce(queryClient, own);
    save('create', own);
    await vi.advanceTimersByTimeAsync(3_000);
    letGo(own);
    expect(states()).toEqual([['k1', 'waiting']]);
    await vi.advanceTimersByTimeAsync(500);
    expect(states()).toEqual([]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toEqual(['k1']);
  });

  it("refused at 3.5 s: kept to be fixed, as a kept Save's refusal (not Save's toast)", async () => {
    const { calls, api } = slowService(answered(400, 'policyNumber: too long'));
    const { queryClient, save, create, states } = outbox(api);
    const own = create('k1', plan('P1'));
    triedAtOnce(queryClient, own);
    save('create', own);
    await vi.advanceTimersByTimeAsync(3_000);
    letGo(own);
    await vi.advanceTimersByTimeAsync(500);
    expect(states()).toEqual([['k1', 'attention']]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toEqual(['k1']);
  });
});
