import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, initialSessionState } from './store';

const adviser = { displayName: 'Naledi Khumalo', employeeNumber: '8004512' };

describe('session store', () => {
  it('starts with the adviser and nothing selected', () => {
    expect(createSessionStore(initialSessionState(adviser)).getState()).toEqual({
      selectedPolicyNumber: '',
      editPlan: false,
      username: 'Naledi Khumalo',
      employeeNumber: '8004512',
      loader: false,
    });
  });

  it('Edit stores the policy number and sets edit mode; New clears it', () => {
    const store = createSessionStore();
    store.startEdit('MFP00012345');
    expect(store.getState()).toMatchObject({ selectedPolicyNumber: 'MFP00012345', editPlan: true });
    store.startNew();
    expect(store.getState()).toMatchObject({ selectedPolicyNumber: '', editPlan: false });
  });

  it('the home reset clears the loader, edit mode and plan id, and keeps the adviser', () => {
    const store = createSessionStore(initialSessionState(adviser));
    store.startEdit('MFP00012345');
    store.setLoader(true);
    store.resetForHome();
    expect(store.getState()).toEqual(initialSessionState(adviser));
  });

  it('after the first save the form edits the saved plan', () => {
    const store = createSessionStore();
    store.savedAs('MFP00099999');
    expect(store.getState()).toMatchObject({ selectedPolicyNumber: 'MFP00099999', editPlan: true });
  });

  it('tells subscribers about changes only, and stops when they unsubscribe', () => {
    const store = createSessionStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setLoader(true);
    store.setLoader(true);
    expect(listener).toHaveBeenCalledTimes(1);
    const before = store.getState();
    store.setLoader(true);
    expect(store.getState()).toBe(before);
    unsubscribe();
    store.setLoader(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
