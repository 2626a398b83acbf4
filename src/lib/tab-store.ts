/**
 * The one kind of store kept in the tab (docs/architecture.md#conventions): a zustand vanilla store with
 * its `persist` middleware over the tab's session storage, one versioned key per adviser, and a
 * zod schema that every stored value must pass. Drafts, the kept and seen answers, the withdrawn
 * marks, the list's state and the open application are all made with `createTabStore`.
 *
 * This module and the session token's reader (`session-token.ts`) are the only two that touch Web
 * Storage. What zustand has no word for, and so is here:
 * - the adviser in the key: a tab's stores are read only once the session's adviser is known
 *   (`bindTabStores`), and written under `ussd:<employee>:<name>` with the value's version beside it, so another adviser
 *   signing in on the tab never reads this one's values;
 * - the schema: a stored value that fails it (an older build's, a hand-edited one) is dropped with
 *   a `console.warn` and the store keeps its initial state; nothing is thrown;
 * - the wipe: the session's end resets every tab store and removes every key of ours.
 * Free of React; React reads a store with zustand's `useStore(store, selector)`.
 */
import { createStore, type Mutate, type StateCreator, type StoreApi } from 'zustand/vanilla';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { z } from 'zod/mini';
import { onSessionEnd } from './session-end';

/** Every key a tab store writes starts with this, so the session's end can find them all. */
export const TAB_KEY_PREFIX = 'ussd:';

/** The tab's session storage, or null where there is none (Node) or it is refused. */
export function tabWebStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // privacy modes and sandboxed frames can refuse storage: nothing is kept then
  }
}

/** The adviser whose values the tab's stores read and write; '' until the session is known. */
let adviser = '';

/**
 * The key of a store's value for an adviser: `ussd:<employee>:<name>`. The value carries its
 * version (zustand's `{ state, version }`), so an older build's value is found and dropped.
 */
export function tabKey(employeeNumber: string, name: string): string {
  return `${TAB_KEY_PREFIX}${employeeNumber}:${name}`;
}

/** A storage for `persist` that keys by the adviser and drops what fails the schema. */
function adviserStorage<S>(
  schema: z.core.$ZodType<S>,
  version: number,
): PersistStorage<S, unknown> {
  const storedValue = z.object({ state: z.unknown(), version: z.number() });
  const keyOf = (name: string) => (adviser ? tabKey(adviser, name) : null);
  return {
    getItem(name) {
      const key = keyOf(name);
      const web = tabWebStorage();
      if (!key || !web) return null;
      try {
        const text = web.getItem(key);
        if (text === null) return null;
        const value = storedValue.parse(JSON.parse(text));
        // Another version's value goes to `migrate`, which drops it; only this version's is checked.
        if (value.version !== version) return { state: value.state as S, version: value.version };
        const state = z.safeParse(schema, value.state);
        if (state.success) return { state: state.data, version: value.version };
        console.warn(
          `Dropped the tab's stored '${name}': it does not fit its schema.`,
          state.error,
        );
      } catch (error) {
        console.warn(`Dropped the tab's stored '${name}': it could not be read.`, error);
      }
      try {
        web.removeItem(key);
      } catch {
        // a storage that refuses the removal: the value is written over on the next change
      }
      return null;
    },
    setItem(name, value: StorageValue<S>) {
      const key = keyOf(name);
      if (!key) return; // no adviser yet: nothing is kept for nobody
      try {
        tabWebStorage()?.setItem(key, JSON.stringify(value));
      } catch {
        // full or refused: the value lives in the tab's memory until the page goes
      }
    },
    removeItem(name) {
      const key = keyOf(name);
      try {
        if (key) tabWebStorage()?.removeItem(key);
      } catch {
        // refused: nothing more to do
      }
    },
  };
}

interface TabStoreOptions<S extends object, P> {
  /** The store's name in its key: one word, unique among the tab's stores. */
  name: string;
  /** Raised when the stored shape changes; a value of another version is dropped. */
  version: number;
  /** What a stored value must pass; what fails it is dropped with a warning. */
  schema: z.core.$ZodType<P>;
  /** The part of the state that is kept (the state without its actions). */
  partialize: (state: S) => P;
}

const tabStores = new Set<StoreApi<unknown> & { persist: { rehydrate: () => Promise<void> } }>();

/**
 * A vanilla store kept in the tab for the session's adviser. It holds its initial state until
 * `bindTabStores` names the adviser, then reads what the tab kept for them (synchronously:
 * session storage is synchronous).
 */
export function createTabStore<S extends object, P>(
  initializer: StateCreator<S, [['zustand/persist', unknown]], []>,
  options: TabStoreOptions<S, P>,
) {
  const store: Mutate<StoreApi<S>, [['zustand/persist', unknown]]> = createStore<S>()(
    persist(initializer, {
      name: options.name,
      version: options.version,
      storage: adviserStorage(options.schema, options.version) as PersistStorage<unknown, unknown>,
      partialize: options.partialize,
      // A value of another version has no migration: it is dropped, and the store starts afresh.
      migrate: (): S => {
        console.warn(`Dropped the tab's stored '${options.name}': it is from another version.`);
        return store.getInitialState();
      },
      skipHydration: true,
    }),
  );
  tabStores.add(store);
  if (adviser) void store.persist.rehydrate();
  return store;
}

/** The session's adviser is known: every tab store reads what the tab kept for them. */
export function bindTabStores(employeeNumber: string): void {
  if (adviser === employeeNumber) return;
  // What the stores held for nobody, or for the adviser before, is not this adviser's: each
  // starts from its initial state (written, if at all, under the previous adviser's key).
  for (const store of tabStores) store.setState(store.getInitialState(), true);
  adviser = employeeNumber;
  for (const store of tabStores) void store.persist.rehydrate();
}

/**
 * The session ended, or another adviser signed in on the tab: every tab store goes back to its
 * initial state, and every key of ours leaves the tab's storage (anyone's: the tab is no longer
 * theirs).
 */
export function wipeTabStores(): void {
  for (const store of tabStores) store.setState(store.getInitialState(), true);
  const web = tabWebStorage();
  if (!web) return;
  try {
    const ours: string[] = [];
    for (let i = 0; i < web.length; i += 1) {
      const key = web.key(i);
      if (key?.startsWith(TAB_KEY_PREFIX)) ours.push(key);
    }
    for (const key of ours) web.removeItem(key);
  } catch {
    // a storage that refuses to be read holds nothing of ours
  }
}

/** Another adviser's keys in the tab (a sign-in over another's session): they go. */
export function wipeOtherAdvisers(employeeNumber: string): void {
  const web = tabWebStorage();
  if (!web) return;
  const mine = `${TAB_KEY_PREFIX}${employeeNumber}:`;
  try {
    const theirs: string[] = [];
    for (let i = 0; i < web.length; i += 1) {
      const key = web.key(i);
      if (key?.startsWith(TAB_KEY_PREFIX) && !key.startsWith(mine)) theirs.push(key);
    }
    for (const key of theirs) web.removeItem(key);
  } catch {
    // as above
  }
}

// The session's end (lib/session-end.ts): nothing of the adviser's stays in the tab.
onSessionEnd('tab-stores', wipeTabStores);

/**
 * True the first time it is asked for `name` in this tab (the tab's session storage remembers),
 * false after, and true every time where there is no storage: for what a tab does once, whoever
 * is signed in (the details route's code loaded ahead of need, docs/architecture.md#delivery).
 */
export function firstTimeInTab(name: string): boolean {
  const web = tabWebStorage();
  // Not under TAB_KEY_PREFIX: no adviser's, so neither the session's end nor another adviser's
  // sign-in takes it, and a reload finds it.
  const key = `ussd-tab:${name}`;
  try {
    if (web?.getItem(key) != null) return false;
    web?.setItem(key, '1');
  } catch {
    // a storage that refuses: as without one
  }
  return true;
}
