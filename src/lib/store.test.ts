import { describe, expect, it, vi } from 'vitest';
import { createStore, patched } from './store';

describe('createStore', () => {
  it('holds a value and replaces it, with a value or from the last one', () => {
    const store = createStore(1);
    expect(store.getState()).toBe(1);
    store.setState(2);
    expect(store.getState()).toBe(2);
    store.setState((n) => n + 1);
    expect(store.getState()).toBe(3);
  });

  it('tells its listeners about new values only, and stops when they unsubscribe', () => {
    const store = createStore({ on: false });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setState((state) => state);
    expect(listener).not.toHaveBeenCalled();
    store.setState({ on: false });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.setState({ on: true });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('lets a listener unsubscribe while it is being told, and tells each listener once', () => {
    const store = createStore(0);
    const calls: string[] = [];
    const stopA = store.subscribe(() => {
      calls.push('a');
      stopA();
    });
    store.subscribe(() => calls.push('b'));
    store.setState(1);
    store.setState(2);
    expect(calls).toEqual(['a', 'b', 'b']);
  });
});

describe('patched', () => {
  it('applies a patch that changes something, as a new object', () => {
    const state = { a: 1, b: 'x' };
    const next = patched(state, { a: 2 });
    expect(next).toEqual({ a: 2, b: 'x' });
    expect(next).not.toBe(state);
  });

  it('gives the same object back when the patch changes nothing', () => {
    const state = { a: 1, b: 'x' };
    expect(patched(state, { a: 1 })).toBe(state);
    expect(patched(state, {})).toBe(state);
  });
});
