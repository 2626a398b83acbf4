// The queue of Saves that wait (docs/behaviour.md#no-signal): through a reload, with the
// session, and Send now, on TanStack Query itself.
import { dehydrate, hydrate, onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outbox, plan } from './outbox.test-support';
import { clearSaves, resumeSaves, sendNow } from './queue';
import { isWaitingMutation } from './waiting';

beforeEach(() => {
  vi.useFakeTimers();
  onlineManager.setOnline(true);
});
afterEach(() => {
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

describe('the Saves the tab keeps', () => {
  it('survive a reload: restored, they are sent again in order, with the same key', async () => {
    const first = outbox();
    first.api.reply('lost');
    first.save('create', first.create('k1', plan('P1')));
    first.save('update', first.update('P2', plan('P2')));
    await vi.advanceTimersByTimeAsync(0);
    const kept = JSON.parse(
      JSON.stringify(dehydrate(first.queryClient, { shouldDehydrateMutation: isWaitingMutation })),
    ) as ReturnType<typeof dehydrate>;
    clearSaves(first.queryClient);

    const second = outbox();
    hydrate(second.queryClient, kept);
    expect(second.states()).toEqual([
      ['k1', 'retry'],
      ['u-P2', 'waiting'],
    ]);
    await resumeSaves(second.queryClient);
    await vi.advanceTimersByTimeAsync(0);
    expect(second.api.calls.map((call) => call.key ?? call.target)).toEqual(['k1', 'P2']);
    expect(second.states()).toEqual([]);
    // The first page's Save, cleared, never goes again.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(first.api.calls).toHaveLength(1);
  });

  it('go with the session: a cleared Save is never sent', async () => {
    const { api, queryClient, save, create, states } = outbox();
    api.reply('lost');
    save('create', create('k1', plan('P1')));
    await vi.advanceTimersByTimeAsync(0);
    clearSaves(queryClient);
    expect(states()).toEqual([]);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(api.calls).toHaveLength(1);
  });
});

describe('Send now', () => {
  it('tries at once a Save in its back-off, then the ones behind it, in order, each once', async () => {
    const { api, queryClient, save, create, update, states } = outbox();
    api.reply('lost');
    save('create', create('k1', plan('P1')));
    save('update', update('P2', plan('P2')));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls).toHaveLength(1);
    sendNow(queryClient);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls.map((call) => call.key ?? call.target)).toEqual(['k1', 'k1', 'P2']);
    expect(states()).toEqual([]);
    // The back-off the first try began sends nothing more.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(api.calls).toHaveLength(3);
  });

  it('sends nothing while the browser is offline, and never doubles a try on its way', async () => {
    const { api, queryClient, save, create } = outbox();
    onlineManager.setOnline(false);
    save('create', create('k1', plan('P1')));
    sendNow(queryClient);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls).toEqual([]);
    onlineManager.setOnline(true);
    sendNow(queryClient);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls).toHaveLength(1);
  });
});
