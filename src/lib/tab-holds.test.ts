import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askBeforeLeavingWhileHeld, holdReasons, isTabHeld, tabHolds } from './tab-holds';

beforeEach(() => tabHolds.setState({ holds: {} }));
afterEach(() => vi.unstubAllGlobals());

describe('tabHolds', () => {
  it('is held while any holder holds, and free once each lets go', () => {
    const { hold, release } = tabHolds.getState();
    hold('form', 'unsaved-changes');
    hold('outbox', 'save-waiting');
    expect(isTabHeld()).toBe(true);
    expect(holdReasons()).toEqual(['unsaved-changes', 'save-waiting']);
    release('form');
    expect(holdReasons()).toEqual(['save-waiting']);
    release('outbox');
    expect(isTabHeld()).toBe(false);
  });

  it('tells nobody when a hold changes nothing', () => {
    const { hold, release } = tabHolds.getState();
    hold('consent:MFP1', 'consent-in-flight');
    const before = tabHolds.getState();
    hold('consent:MFP1', 'consent-in-flight');
    release('nobody');
    expect(tabHolds.getState()).toBe(before);
  });
});

describe('askBeforeLeavingWhileHeld', () => {
  it('has the browser ask before the tab goes while anything holds it, and only then', () => {
    vi.stubGlobal('window', new EventTarget());
    const stop = askBeforeLeavingWhileHeld();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    tabHolds.getState().hold('consent-sessions:1', 'consent-in-flight');
    expect(leave()).toBe(true);
    tabHolds.getState().release('consent-sessions:1');
    expect(leave()).toBe(false);
    tabHolds.getState().hold('form', 'unsaved-changes');
    stop();
    expect(leave()).toBe(false);
  });
});
