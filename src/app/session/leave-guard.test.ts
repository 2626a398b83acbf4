// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLeaveGuard, type Ask, type LeaveGuard } from './leave-guard';

const waitUntil = async (check: () => boolean, timeout = 1000) => {
  const until = Date.now() + timeout;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

let stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

function listening(guard: LeaveGuard) {
  stops.push(guard.listen());
  return guard;
}

/** Whether the browser would ask before the tab unloads. */
function unloadIsHeld() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('leave guard: in-app moves and unload', () => {
  it('goes at once when nothing holds it; asks first while held; YES goes', () => {
    const guard = listening(createLeaveGuard({ browserHistory: false }));
    const go = vi.fn();
    guard.navigate(go);
    expect(go).toHaveBeenCalledOnce();

    const ask = vi.fn<Ask>();
    const release = guard.hold(ask);
    guard.navigate(go);
    expect(go).toHaveBeenCalledOnce();
    expect(ask).toHaveBeenCalledOnce();
    ask.mock.calls[0][0](); // YES
    expect(go).toHaveBeenCalledTimes(2);

    // YES released it: the next move goes without a question.
    guard.navigate(go);
    expect(go).toHaveBeenCalledTimes(3);
    expect(ask).toHaveBeenCalledOnce();
    release();
  });

  it('NO (not calling what YES does) stays; a release lets the next move go', () => {
    const guard = listening(createLeaveGuard({ browserHistory: false }));
    const go = vi.fn();
    const ask = vi.fn<Ask>();
    const release = guard.hold(ask);
    guard.navigate(go);
    expect(go).not.toHaveBeenCalled();
    release();
    guard.navigate(go);
    expect(go).toHaveBeenCalledOnce();
  });

  it('leave goes at once, held or not (the question was answered)', () => {
    const guard = listening(createLeaveGuard({ browserHistory: false }));
    const ask = vi.fn<Ask>();
    guard.hold(ask);
    const go = vi.fn();
    guard.leave(go);
    expect(go).toHaveBeenCalledOnce();
    expect(ask).not.toHaveBeenCalled();
    expect(unloadIsHeld()).toBe(false);
  });

  it("the tab's unload is held only while the guard is", () => {
    const guard = listening(createLeaveGuard({ browserHistory: false }));
    expect(unloadIsHeld()).toBe(false);
    const release = guard.hold(vi.fn());
    expect(unloadIsHeld()).toBe(true);
    release();
    expect(unloadIsHeld()).toBe(false);
  });

  it('a release from an earlier hold does not undo a later one', () => {
    const guard = listening(createLeaveGuard({ browserHistory: false }));
    const first = guard.hold(vi.fn());
    const secondAsk = vi.fn();
    guard.hold(secondAsk);
    first();
    guard.navigate(vi.fn());
    expect(secondAsk).toHaveBeenCalledOnce();
  });
});

describe('leave guard: the browser history (react-router keeps an index in each entry)', () => {
  /** What the router sees: it listens after the guard, in the bubble phase, as BrowserRouter. */
  let routerSaw: string[];
  const router = () => routerSaw.push(window.location.pathname);

  beforeEach(async () => {
    routerSaw = [];
    window.history.replaceState({ idx: 0 }, '', '/home');
    window.history.pushState({ idx: 1 }, '', '/consentDetails');
    await settle();
  });
  afterEach(() => window.removeEventListener('popstate', router));

  /** The app's guard listens first (mount.tsx), then the router does. */
  function listeningBeforeTheRouter(guard: LeaveGuard) {
    listening(guard);
    window.addEventListener('popstate', router);
    return guard;
  }

  it('back while held: turned back before the router sees it, then asked; YES makes the move', async () => {
    const guard = listeningBeforeTheRouter(createLeaveGuard({ browserHistory: true }));
    const ask = vi.fn<Ask>();
    guard.hold(ask);
    window.history.back();
    await waitUntil(() => ask.mock.calls.length === 1);
    await settle();
    expect(window.location.pathname).toBe('/consentDetails');
    expect(routerSaw).toEqual([]);
    // The move is on its way: the unload it may cause is not asked about again.
    ask.mock.calls[0][0]();
    expect(unloadIsHeld()).toBe(false);
    await waitUntil(() => routerSaw.length === 1);
    expect(routerSaw).toEqual(['/home']);
    expect(ask).toHaveBeenCalledOnce();
  });

  it('YES before the turn back has landed still makes the move, once', async () => {
    const guard = listeningBeforeTheRouter(createLeaveGuard({ browserHistory: true }));
    guard.hold((leave) => leave());
    window.history.back();
    await waitUntil(() => routerSaw.length === 1);
    await settle();
    expect(routerSaw).toEqual(['/home']);
    expect(window.location.pathname).toBe('/home');
  });

  it('NO stays on the page, still held: the next back asks again', async () => {
    const guard = listeningBeforeTheRouter(createLeaveGuard({ browserHistory: true }));
    const ask = vi.fn<Ask>();
    guard.hold(ask);
    window.history.back();
    await waitUntil(() => ask.mock.calls.length === 1);
    await settle();
    window.history.back();
    await waitUntil(() => ask.mock.calls.length === 2);
    await settle();
    expect(window.location.pathname).toBe('/consentDetails');
    expect(routerSaw).toEqual([]);
    expect(unloadIsHeld()).toBe(true);
  });

  it('not held (saved, or a clean form): the router has every move; history is untouched', async () => {
    const guard = listeningBeforeTheRouter(createLeaveGuard({ browserHistory: true }));
    const release = guard.hold(vi.fn());
    release();
    const before = window.history.length;
    window.history.back();
    await waitUntil(() => routerSaw.length === 1);
    expect(routerSaw).toEqual(['/home']);
    expect(window.history.length).toBe(before);
  });

  it('a move within the page (the skip link) is not asked about', async () => {
    const guard = listeningBeforeTheRouter(createLeaveGuard({ browserHistory: true }));
    const ask = vi.fn<Ask>();
    guard.hold(ask);
    window.history.pushState(null, '', '/consentDetails#main');
    window.history.back();
    await waitUntil(() => routerSaw.length === 1);
    expect(ask).not.toHaveBeenCalled();
  });

  it("a memory router's guard leaves the browser's history to the browser", async () => {
    const guard = listeningBeforeTheRouter(createLeaveGuard({ browserHistory: false }));
    const ask = vi.fn<Ask>();
    guard.hold(ask);
    window.history.back();
    await waitUntil(() => routerSaw.length === 1);
    expect(ask).not.toHaveBeenCalled();
  });
});
