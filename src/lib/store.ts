/**
 * The one store of the app's state outside React (docs/architecture.md#conventions): a value,
 * replaced whole, and the listeners told when it is. Every store in src/ is one of these, so there
 * is one way to hold state that outlives a component, one to read it without React (`getState`,
 * in a call, a loader or a test), and one to read it in React:
 * `useSyncExternalStore(store.subscribe, () => select(store.getState()), serverSnapshot)`.
 * Free of React, like the rest of lib/, so the same store works in Node and in the browser.
 */
export interface Store<T> {
  getState: () => T;
  /**
   * Replaces the value (or computes the next one from it). Listeners are told only when the value
   * is a new one (Object.is): an update that returns the same value tells nobody, so readers that
   * compare by identity (useSyncExternalStore) re-render only on a real change.
   */
  setState: (next: T | ((state: T) => T)) => void;
  /** Returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(next) {
      const value = typeof next === 'function' ? (next as (state: T) => T)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * `state` with `patch` applied, or `state` itself when the patch changes nothing (so a store's
 * readers are not told): for stores whose value is an object of fields.
 */
export function patched<T extends object>(state: T, patch: Partial<T>): T {
  const keys = Object.keys(patch) as Array<keyof T>;
  return keys.some((key) => !Object.is(patch[key], state[key])) ? { ...state, ...patch } : state;
}
