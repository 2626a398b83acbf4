import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { queryKeys } from '../api';
import { createOtherTabs, isWaitingElsewhere } from '../features/consent';
import { createOtherTabsSaves, isSaveWaitingElsewhere } from '../features/outbox';
import type { TabMessage } from '../lib/tab-channel';
import { connectTabStory } from './tab-story';

/** A tab with a channel that records what it posts, and a way to make it hear another tab. */
function tab() {
  const posted: TabMessage[] = [];
  let hear: (message: TabMessage) => void = () => undefined;
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const running = createStore<{ plans: ReadonlySet<string> }>()(() => ({ plans: new Set() }));
  const others = createOtherTabs();
  const othersSaves = createOtherTabsSaves();
  const kept = createStore<ReadonlyArray<{ policyNumber: string }>>()(() => []);
  const keep = (...policyNumbers: string[]) =>
    kept.setState(
      policyNumbers.map((policyNumber) => ({ policyNumber })),
      true,
    );
  const story = connectTabStory({
    employeeNumber: 'E1',
    queryClient,
    consentSessions: { running },
    outbox: { entries: kept.getState, subscribe: kept.subscribe },
    others,
    othersSaves,
    tab: 'tab-A',
    open: (_employee, onMessage) => {
      hear = onMessage;
      return { post: (message) => posted.push(message), close: () => undefined };
    },
  });
  const read = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return {
    posted,
    hear: (m: TabMessage) => hear(m),
    running,
    others,
    othersSaves,
    keep,
    queryClient,
    story,
    read,
  };
}

describe("one story across the adviser's tabs", () => {
  it('a tab that opens asks what the others run', () => {
    expect(tab().posted).toEqual([{ type: 'hello' }]);
  });

  it("tells its requests as they start and end, and answers another tab's hello", () => {
    const t = tab();
    t.running.setState({ plans: new Set(['plan-1']) });
    t.running.setState({ plans: new Set(['plan-1', 'plan-2']) });
    t.hear({ type: 'hello' });
    t.running.setState({ plans: new Set(['plan-2']) });
    expect(t.posted.slice(1)).toEqual([
      { type: 'consent', planReference: 'plan-1', running: true },
      { type: 'consent', planReference: 'plan-2', running: true },
      { type: 'consent', planReference: 'plan-1', running: true },
      { type: 'consent', planReference: 'plan-2', running: true },
      { type: 'consent', planReference: 'plan-1', running: false },
    ]);
  });

  it("another tab's request: no second request here until it ends, then the log is read again", async () => {
    const t = tab();
    t.hear({ type: 'consent', planReference: 'plan-1', running: true });
    expect(isWaitingElsewhere(t.others.getState(), 'plan-1', Date.now())).toBe(true);
    t.hear({ type: 'consent', planReference: 'plan-1', running: false });
    expect(isWaitingElsewhere(t.others.getState(), 'plan-1', Date.now())).toBe(false);
    await vi.waitFor(() => expect(t.read()).toContainEqual(queryKeys.ussdLogs));
  });

  it("another tab's Save: the list, the plans and the logs are read again", async () => {
    const t = tab();
    t.hear({ type: 'saved' });
    await vi.waitFor(() => expect(t.read()).toHaveLength(3));
    expect(t.read()).toEqual([queryKeys.allApplications, queryKeys.plans, queryKeys.ussdLogs]);
  });

  it('tells a write the service confirmed, a Save that waited among them', async () => {
    const t = tab();
    await new MutationObserver(t.queryClient, {
      mutationKey: ['save', 'update'],
      mutationFn: () => Promise.resolve(),
    }).mutate();
    expect(t.posted.at(-1)).toEqual({ type: 'saved' });
  });

  it('tells the Saves it keeps to send whenever they change, and on a hello', () => {
    const t = tab();
    t.keep('MFP1');
    t.keep('MFP1', 'MFP2');
    t.keep();
    t.keep('MFP3');
    t.hear({ type: 'hello' });
    expect(t.posted.slice(1)).toEqual([
      { type: 'waitingToSend', tab: 'tab-A', policyNumbers: ['MFP1'] },
      { type: 'waitingToSend', tab: 'tab-A', policyNumbers: ['MFP1', 'MFP2'] },
      { type: 'waitingToSend', tab: 'tab-A', policyNumbers: [] },
      { type: 'waitingToSend', tab: 'tab-A', policyNumbers: ['MFP3'] },
      { type: 'waitingToSend', tab: 'tab-A', policyNumbers: ['MFP3'] },
    ]);
  });

  it("another tab's waiting Save counts until it is sent or the tab goes", () => {
    const t = tab();
    t.hear({ type: 'waitingToSend', tab: 'tab-B', policyNumbers: ['MFP1'] });
    t.hear({ type: 'waitingToSend', tab: 'tab-C', policyNumbers: ['MFP2'] });
    expect(isSaveWaitingElsewhere(t.othersSaves.getState(), 'MFP1')).toBe(true);
    t.hear({ type: 'waitingToSend', tab: 'tab-B', policyNumbers: [] });
    expect(isSaveWaitingElsewhere(t.othersSaves.getState(), 'MFP1')).toBe(false);
    t.hear({ type: 'gone', tab: 'tab-C' });
    expect(isSaveWaitingElsewhere(t.othersSaves.getState(), 'MFP2')).toBe(false);
  });

  it('a page that goes says so, and that its requests end', () => {
    const t = tab();
    t.running.setState({ plans: new Set(['plan-1']) });
    t.story.leave();
    expect(t.posted.slice(-2)).toEqual([
      { type: 'consent', planReference: 'plan-1', running: false },
      { type: 'gone', tab: 'tab-A' },
    ]);
  });
});
