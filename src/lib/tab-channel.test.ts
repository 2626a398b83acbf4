import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTabChannel, readTabMessage, tabChannelName } from './tab-channel';

afterEach(() => vi.restoreAllMocks());

describe("the tab channel's messages", () => {
  it('reads each message a tab posts', () => {
    for (const message of [
      { type: 'hello' },
      { type: 'consent', planReference: 'plan-1', running: true },
      { type: 'consent', planReference: 'plan-1', running: false },
      { type: 'saved' },
      { type: 'waitingToSend', tab: 'tab-A', policyNumbers: ['MFP1'] },
      { type: 'waitingToSend', tab: 'tab-A', policyNumbers: [] },
      { type: 'gone', tab: 'tab-A' },
    ]) {
      expect(readTabMessage(message)).toEqual(message);
    }
  });
  it('drops, with a warning, what is not one (an older build, another page of the origin)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const data of [
      null,
      'hello',
      { type: 'consent', planReference: '', running: true },
      { type: 'consent', planReference: 'plan-1' },
      { type: 'refresh' },
      { type: 'waitingToSend', tab: 'tab-A' },
      { type: 'gone' },
    ]) {
      expect(readTabMessage(data)).toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(7);
  });
  it('is one channel per adviser', () => {
    expect(tabChannelName('E1')).toBe('ussd:E1:tabs');
    expect(tabChannelName('E1')).not.toBe(tabChannelName('E2'));
  });
});

describe('the tab channel', () => {
  it("tells the adviser's other tabs, and only them", async () => {
    const heard: unknown[] = [];
    const other: unknown[] = [];
    const mine = openTabChannel('E1', (message) => heard.push(message));
    const tab = openTabChannel('E1', (message) => other.push(message));
    const anotherAdviser = openTabChannel('E2', (message) => other.push(['E2', message]));
    mine.post({ type: 'consent', planReference: 'plan-1', running: true });
    await vi.waitFor(() => expect(other).toHaveLength(1));
    expect(other).toEqual([{ type: 'consent', planReference: 'plan-1', running: true }]);
    // The channel does not echo to the tab that posted.
    expect(heard).toEqual([]);
    for (const channel of [mine, tab, anotherAdviser]) channel.close();
  });
  it('nobody signed in: it tells nobody', () => {
    const channel = openTabChannel('', () => undefined);
    expect(() => channel.post({ type: 'hello' })).not.toThrow();
    channel.close();
  });
});
