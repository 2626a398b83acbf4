import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { holdReasons, tabHolds } from '../../lib/tab-holds';
import { createConsentSessions, isRunning, type SessionLike } from './consent-sessions';

/** A session whose phase the test sets. */
function fakeSession() {
  const store = createStore<{ phase: string; recording: boolean; transactionId?: string }>()(
    () => ({ phase: 'idle', recording: false }),
  );
  const session = {
    getState: store.getState,
    subscribe: store.subscribe,
    dispose: vi.fn(() => session.set({ phase: 'cancelled', recording: false })),
    withdraw: vi.fn(() => session.set({ phase: 'withdrawn', recording: false })),
    set: (next: ReturnType<typeof store.getState>) => store.setState(next, true),
  };
  return session satisfies SessionLike;
}

// The unit files share their worker's modules: holds another file left are not this file's.
beforeEach(() => tabHolds.setState({ holds: {} }));

describe('createConsentSessions', () => {
  it('makes one session per plan reference and keeps it', () => {
    const make = vi.fn(fakeSession);
    const sessions = createConsentSessions(make);
    const first = sessions.session('p1', 'MFP1');
    expect(sessions.session('p1')).toBe(first);
    expect(sessions.session('p2')).not.toBe(first);
    expect(make).toHaveBeenCalledTimes(2);
    expect(sessions.labelOf('p1')).toBe('MFP1');
  });

  it('knows which plans are running, tells its listeners, and holds the tab meanwhile', () => {
    const sessions = createConsentSessions(fakeSession);
    const listener = vi.fn();
    sessions.running.subscribe(listener);
    const one = sessions.session('p1');
    const before = sessions.running.getState().plans;
    one.set({ phase: 'waiting', recording: false });
    expect([...sessions.running.getState().plans]).toEqual(['p1']);
    expect(sessions.running.getState().plans).not.toBe(before);
    expect(listener).toHaveBeenCalled();
    expect(holdReasons()).toEqual(['consent-in-flight']);
    // An answer still being recorded counts as running; once recorded, it does not.
    one.set({ phase: 'accepted', recording: true });
    const recording = sessions.running.getState().plans;
    expect([...recording]).toEqual(['p1']);
    one.set({ phase: 'accepted', recording: true });
    expect(sessions.running.getState().plans).toBe(recording);
    one.set({ phase: 'accepted', recording: false });
    expect(sessions.running.getState().plans.size).toBe(0);
    expect(holdReasons()).toEqual([]);
  });

  it('counts who shows a plan’s request', () => {
    const sessions = createConsentSessions(fakeSession);
    const a = sessions.watch('p1');
    const b = sessions.watch('p1');
    a();
    expect(sessions.isWatched('p1')).toBe(true);
    expect(sessions.isWatched()).toBe(true);
    b();
    expect(sessions.isWatched('p1')).toBe(false);
    expect(sessions.isWatched()).toBe(false);
  });

  it('withdraws only the requests under way', () => {
    const sessions = createConsentSessions(fakeSession);
    const waiting = sessions.session('p1');
    const done = sessions.session('p2');
    waiting.set({ phase: 'sending', recording: false });
    done.set({ phase: 'rejected', recording: false });
    sessions.withdrawAll();
    expect(waiting.dispose).toHaveBeenCalledTimes(1);
    expect(done.dispose).not.toHaveBeenCalled();
    expect(sessions.running.getState().plans.size).toBe(0);
  });

  it('withdraws as the page goes: each request under way ends as withdrawn', () => {
    const pageLeft = vi.fn();
    const sessions = createConsentSessions(fakeSession, undefined, pageLeft);
    const waiting = sessions.session('p1');
    const done = sessions.session('p2');
    waiting.set({ phase: 'waiting', recording: false, transactionId: 'TX-1' });
    done.set({ phase: 'accepted', recording: false, transactionId: 'TX-0' });
    sessions.withdrawAll(true);
    expect(pageLeft).toHaveBeenCalledWith(['TX-1']);
    expect(waiting.withdraw).toHaveBeenCalledTimes(1);
    expect(waiting.dispose).not.toHaveBeenCalled();
    expect(done.withdraw).not.toHaveBeenCalled();
    expect(waiting.getState().phase).toBe('withdrawn');
  });
});

describe('isRunning', () => {
  it('sending and waiting run; an ended request runs only while it is being recorded', () => {
    expect(isRunning({ phase: 'sending', recording: false })).toBe(true);
    expect(isRunning({ phase: 'waiting', recording: false })).toBe(true);
    expect(isRunning({ phase: 'rejected', recording: false })).toBe(false);
    expect(isRunning({ phase: 'idle', recording: true })).toBe(true);
  });
});

describe('answers that end away from their screen', () => {
  it('are told once, with the policy number and the client, only while no screen shows them', () => {
    const made: Array<ReturnType<typeof fakeSession>> = [];
    const ended = vi.fn();
    const sessions = createConsentSessions(() => {
      const session = fakeSession();
      made.push(session);
      return session;
    }, ended);
    sessions.session('p1', 'MFP1', 'Sipho Dube');
    const [session] = made;
    if (!session) throw new Error('no session made');
    const unwatch = sessions.watch('p1');
    session.set({ phase: 'waiting', recording: false });
    session.set({ phase: 'rejected', recording: true });
    expect(ended).not.toHaveBeenCalled();
    unwatch();
    session.set({ phase: 'waiting', recording: false });
    session.set({ phase: 'accepted', recording: true });
    session.set({ phase: 'accepted', recording: false });
    expect(ended).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledWith({
      planReference: 'p1',
      policyNumber: 'MFP1',
      client: 'Sipho Dube',
      phase: 'accepted',
    });
  });
});
