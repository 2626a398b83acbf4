/**
 * The one registry of what happens when the adviser's session ends in this tab
 * (docs/behaviour.md#authorisation): each part that keeps something of the session (the tab's
 * stores, the list's copy, the token, the hub's cookies) registers its clean-up once, and
 * `endSession` runs them in that order.
 */
const cleanups = new Map<string, () => void>();

/** Registers `cleanup` under `name`, once however often its module runs (tests, hot reload). */
export function onSessionEnd(name: string, cleanup: () => void): () => void {
  cleanups.set(name, cleanup);
  return () => {
    if (cleanups.get(name) === cleanup) cleanups.delete(name);
  };
}

/** Runs every registered clean-up; one that throws does not stop the others. */
export function endSession(): void {
  for (const [name, cleanup] of cleanups) {
    try {
      cleanup();
    } catch (error) {
      console.error(`The session's end could not run '${name}'.`, error);
    }
  }
}
