/**
 * The requests a reload or a close withdrew, marked in the tab's sessionStorage as the page goes
 * (docs/behaviour.md#consent-session). The closing page sends their ending with fetch's
 * keepalive, but nothing promises that it lands before the next page reads the log, or at all;
 * the next page of the tab writes it again from these marks and reads the log after it.
 * Writing the same ending twice is harmless: it is the same update.
 */
export const WITHDRAWN_KEY = 'consent-withdrawn';
/** A tab never has more requests running than plans open in it; more would be noise. */
const MAX_MARKS = 20;

export interface WithdrawnMarks {
  /** Marks these transactions as withdrawn (synchronous: `pagehide` is the last chance). */
  add: (transactionIds: readonly string[]) => void;
  /** The marked transactions, once: reading clears them. */
  take: () => string[];
}

/** The marks over `storage` (null: none kept, e.g. where there is no window). */
export function createWithdrawnMarks(storage: () => Storage | null): WithdrawnMarks {
  const read = (): string[] => {
    try {
      const parsed: unknown = JSON.parse(storage()?.getItem(WITHDRAWN_KEY) ?? '[]');
      return Array.isArray(parsed)
        ? parsed.filter((id): id is string => typeof id === 'string')
        : [];
    } catch {
      return [];
    }
  };
  return {
    add(transactionIds) {
      if (transactionIds.length === 0) return;
      try {
        const marks = [...new Set([...read(), ...transactionIds])].slice(-MAX_MARKS);
        storage()?.setItem(WITHDRAWN_KEY, JSON.stringify(marks));
      } catch {
        // A full or refused storage: the keepalive write is all there is.
      }
    },
    take() {
      const marks = read();
      try {
        storage()?.removeItem(WITHDRAWN_KEY);
      } catch {
        // Refused: the marks are written again next time, which is the same update.
      }
      return marks;
    },
  };
}

/** The tab's marks. */
export const withdrawnMarks = createWithdrawnMarks(() =>
  typeof sessionStorage === 'undefined' ? null : sessionStorage,
);
