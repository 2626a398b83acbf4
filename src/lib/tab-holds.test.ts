import { beforeEach, describe, expect, it } from 'vitest';
import { holdReasons, isTabHeld, tabHolds } from './tab-holds';

beforeEach(() => tabHolds.setState({ holds: {} }));

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
