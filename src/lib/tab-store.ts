/**
 * The one kind of store kept in the tab (docs/architecture.md#conventions): a zustand vanilla
 * store with `persist` over session storage. With `session-token.ts`, the only module that touches
 * Web Storage. What zustand has no word for is here:
 * - the adviser in the key (`ussd:<employee>:<name>`), bound once the session is known
 *   (`bindTabStores`), so another adviser on the tab never reads this one's values;
 * - the schema: a stored value that fails it is dropped with a `console.warn`, never thrown;
 * - the wipe: the session's end resets every tab store and removes every key of ours.
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

/** A call on the tab's storage; what a refusing or full storage throws leaves nothing kept. */
function quietly<T>(call: (web: Storage) => T): T | undefined {
  try {
    const web = tabWebStorage();
    return web ? call(web) : undefined;
  } catch {
    return undefined;
  }
}

/** The adviser whose values the tab's stores read and write; '' until the session is known. */
let adviser = '';

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
        // Another version's value goes to `migrate`, which drops it.
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
      quietly((storage) => storage.removeItem(key));
      return null;
    },
    setItem(name, value: StorageValue<S>) {
      const key = keyOf(name); // no adviser yet: nothing is kept for nobody
      if (key) quietly((storage) => storage.setItem(key, JSON.stringify(value)));
    },
    removeItem(name) {
      const key = keyOf(name);
      if (key) quietly((storage) => storage.removeItem(key));
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

/** A store kept in the tab: its initial state until `bindTabStores` names the adviser. */
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
  // What the stores held for nobody, or for the adviser before, is not this adviser's.
  for (const store of tabStores) store.setState(store.getInitialState(), true);
  adviser = employeeNumber;
  for (const store of tabStores) void store.persist.rehydrate();
}

/** Removes the keys of ours that `which` picks. */
function removeOurKeys(which: (key: string) => boolean): void {
  quietly((web) => {
    const keys = Array.from({ length: web.length }, (_, i) => web.key(i) ?? '');
    for (const key of keys.filter((k) => k.startsWith(TAB_KEY_PREFIX) && which(k))) {
      web.removeItem(key);
    }
  });
}

/** The session ended: every tab store is reset, and every key of ours (anyone's) goes. */
export function wipeTabStores(): void {
  for (const store of tabStores) store.setState(store.getInitialState(), true);
  removeOurKeys(() => true);
}

/** Another adviser's keys in the tab (a sign-in over another's session): they go. */
export function wipeOtherAdvisers(employeeNumber: string): void {
  removeOurKeys((key) => !key.startsWith(tabKey(employeeNumber, '')));
}

onSessionEnd('tab-stores', wipeTabStores);

/**
 * True the first time it is asked for `name` in this tab, then false; always true without
 * storage. For what a tab does once, whoever is signed in (docs/architecture.md#delivery).
 */
export function firstTimeInTab(name: string): boolean {
  // Not under TAB_KEY_PREFIX: no adviser's, so neither wipe takes it.
  const key = `ussd-tab:${name}`;
  const seen = quietly((web) => {
    if (web.getItem(key) != null) return true;
    web.setItem(key, '1');
    return false;
  });
  return seen !== true;
}
