import type { UssdLogUpdate } from '../../src/api/contract.ts';

/** How long an update that arrives before its entry waits for the create. */
const UPDATE_WAITS_FOR_CREATE_MS = 15_000;

/**
 * Updates of the USSD log that arrive before the entry they update (docs/behaviour.md#sandbox):
 * with a slow network the client's create and update can cross. The update waits for the create;
 * and its answer is remembered, so a create that comes later still carries it. Kept in memory:
 * the wait is seconds long, and a restart cancels every prompt still open anyway.
 */
export class PendingLogUpdates {
  private readonly waiters = new Map<string, Set<() => void>>();
  private readonly early = new Map<string, UssdLogUpdate>();

  /** Resolves true when the entry is created within `ms`, false when the wait ran out. */
  waitForCreate(transactionId: string, ms = UPDATE_WAITS_FOR_CREATE_MS): Promise<boolean> {
    return new Promise((resolve) => {
      const waiting = this.waiters.get(transactionId) ?? new Set();
      this.waiters.set(transactionId, waiting);
      const done = (created: boolean) => {
        clearTimeout(timer);
        waiting.delete(wake);
        if (waiting.size === 0) this.waiters.delete(transactionId);
        resolve(created);
      };
      const wake = () => done(true);
      const timer = setTimeout(() => done(false), ms);
      waiting.add(wake);
    });
  }

  /** An update came before its entry: a later create carries its answer. */
  remember(transactionId: string, update: UssdLogUpdate) {
    this.early.set(transactionId, update);
  }

  /** The answer an earlier update left for this transaction (taken once). */
  take(transactionId: string): UssdLogUpdate | undefined {
    const update = this.early.get(transactionId);
    this.early.delete(transactionId);
    return update;
  }

  /** The entry exists: wake the updates waiting for it. */
  created(transactionId: string) {
    for (const wake of [...(this.waiters.get(transactionId) ?? [])]) wake();
  }

  close() {
    for (const waiting of this.waiters.values()) for (const wake of [...waiting]) wake();
    this.early.clear();
  }
}
