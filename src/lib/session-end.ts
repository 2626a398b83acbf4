/**
 * The one registry of what happens when the adviser's session ends in this tab
 * (docs/behaviour.md#authorisation): the no-token path, or another adviser signing in. Each part
 * of the app that keeps something of the session registers its own clean-up here once (the tab's
 * stores, the list's copy and the Saves waiting to send, the token, the hub's cookies), and
 * `endSession` runs them all, in the order they were registered. An event, not state: nothing is
 * set only to wake a listener.
 */
const cleanups = new Map<string, () => void>();

/**
 * Registers `cleanup` under `name` (a second registration under the same name replaces the
 * first, so a module evaluated again in a test or a hot reload registers once). Returns the
 * unregister.
 */
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
