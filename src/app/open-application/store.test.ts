import { afterEach, describe, expect, it, vi } from 'vitest';
import { openApplication } from '../../lib/form-draft';
import { openSession } from '../session';
import { createOpenApplication, editing, rememberedOpenApplication } from './store';

const adviser = { displayName: 'Naledi Khumalo', employeeNumber: '8004512' };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A session storage for the remembered application. */
function stubStorage() {
  const items = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    removeItem: (key: string) => items.delete(key),
  });
  return items;
}

describe('open application store', () => {
  it('starts with nothing selected; the adviser is the session’s, held once', () => {
    expect(createOpenApplication().getState()).toEqual({
      selectedPolicyNumber: '',
      editPlan: false,
    });
    const session = openSession(null);
    expect(Object.keys(session)).toEqual(['adviser']);
  });

  it('Edit stores the policy number and sets edit mode; New clears it', () => {
    const store = createOpenApplication();
    store.startEdit('MFP00012345');
    expect(store.getState()).toMatchObject({ selectedPolicyNumber: 'MFP00012345', editPlan: true });
    store.startNew();
    expect(store.getState()).toMatchObject({ selectedPolicyNumber: '', editPlan: false });
  });

  it('the home reset clears edit mode and plan id', () => {
    const store = createOpenApplication();
    store.startEdit('MFP00012345');
    store.close();
    expect(store.getState()).toEqual(createOpenApplication().getState());
  });

  it('after the first save the form edits the saved plan', () => {
    const store = createOpenApplication();
    store.savedAs('MFP00099999');
    expect(store.getState()).toMatchObject({ selectedPolicyNumber: 'MFP00099999', editPlan: true });
  });

  it('tells subscribers about changes only, and stops when they unsubscribe', () => {
    const store = createOpenApplication();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.startEdit('MFP00012345');
    store.startEdit('MFP00012345');
    expect(listener).toHaveBeenCalledTimes(1);
    const before = store.getState();
    store.savedAs('MFP00012345');
    expect(store.getState()).toBe(before);
    unsubscribe();
    store.close();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("remembers the adviser's open saved application in the tab, and reopens it", () => {
    stubStorage();
    const store = rememberedOpenApplication(adviser.employeeNumber);
    expect(store.getState()).toEqual(createOpenApplication().getState());
    store.startEdit('MFP00012345');
    expect(openApplication(adviser.employeeNumber)).toBe('MFP00012345');
    expect(rememberedOpenApplication(adviser.employeeNumber).getState()).toEqual(
      editing('MFP00012345'),
    );
    store.startNew();
    expect(openApplication(adviser.employeeNumber)).toBe('');
    expect(rememberedOpenApplication(adviser.employeeNumber).getState().editPlan).toBe(false);
  });
});
