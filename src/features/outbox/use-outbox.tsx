/**
 * The tab's outbox for React (docs/behaviour.md#no-signal): the app makes it once for the adviser
 * and provides it here; the provider sends what waits when the signal returns and holds the
 * browser's leave question while anything waits. The list and the details screen read it.
 */
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { Outbox, OutboxEntry } from './outbox';

const Context = createContext<Outbox | null>(null);

export function OutboxProvider({ outbox, children }: { outbox: Outbox; children: ReactNode }) {
  const waiting = useSyncExternalStore(outbox.subscribe, outbox.entries, noEntries).length > 0;
  useEffect(() => outbox.watch({ window, document }), [outbox]);
  // Closing or reloading the tab while a Save waits gets the browser's own question: a reload
  // keeps it, but a closed tab takes it away unsent.
  useEffect(() => {
    if (!waiting) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [waiting]);
  return <Context.Provider value={outbox}>{children}</Context.Provider>;
}

const NONE: readonly OutboxEntry[] = [];
const noEntries = () => NONE;
const noSubscription = () => () => undefined;

/** The tab's outbox; null outside the provider (nothing waits there). */
export function useOutboxStore(): Outbox | null {
  return useContext(Context);
}

/** The Saves waiting to be sent, oldest first (none outside the provider, or while hydrating). */
export function useOutbox(): readonly OutboxEntry[] {
  const outbox = useContext(Context);
  return useSyncExternalStore(
    outbox?.subscribe ?? noSubscription,
    outbox?.entries ?? noEntries,
    noEntries,
  );
}
