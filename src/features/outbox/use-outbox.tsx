/**
 * The tab's outbox for React (docs/behaviour.md#no-signal): the app makes it once for the adviser
 * and provides it here; the provider sends what waits when the signal returns and holds the
 * browser's leave question while anything waits. The list and the details screen read it.
 */
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { ApplicationRow } from '../../api';
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

/**
 * The Save that waits for a row of the list: the row's own (a stored plan's update, or a create
 * that may have stored it), or a new application's that has no stored row (its row is made here).
 * A stored row with a policy number a waiting create also has is another application: the create
 * was refused, or is not sent yet.
 */
export function waitingFor(
  entries: readonly OutboxEntry[],
  row: { policyNumber: string; stored: boolean },
): OutboxEntry | undefined {
  return entries.find(
    (entry) =>
      entry.policyNumber === row.policyNumber &&
      (entry.kind === 'update' || entry.mayBeStored || !row.stored),
  );
}

/**
 * The list's rows, with a row for each new application whose Save waits to be sent and that the
 * list's data does not hold (docs/behaviour.md#no-signal): made from the plan that waits, and
 * dated when it was saved. The same array while nothing waits.
 */
export function useRowsWithWaiting(rows: ApplicationRow[]): ApplicationRow[] {
  const entries = useOutbox();
  return useMemo(() => {
    const listed = new Set(rows.map((row) => String(row.policyNumber ?? '').trim()));
    const waiting = entries
      .filter(
        (entry) =>
          entry.kind === 'create' && !(entry.mayBeStored && listed.has(entry.policyNumber)),
      )
      .map(({ payload, policyNumber, queuedAt }): ApplicationRow => ({
        policyNumber,
        clientInfo: {
          name: payload.clientInfo.name,
          surname: payload.clientInfo.surname,
          registrationDetails: {
            identificationNumber: payload.clientInfo.registrationDetails.identificationNumber,
          },
        },
        createdAt: new Date(queuedAt).toISOString(),
      }));
    return waiting.length === 0 ? rows : [...waiting, ...rows];
  }, [entries, rows]);
}
