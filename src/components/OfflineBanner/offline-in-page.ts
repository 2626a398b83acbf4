import { useEffect, useSyncExternalStore } from 'react';

/*
 * A page that says "offline" in a place of its own that stays in view (the details screen's bar)
 * claims the offline state while it is mounted: the app's banner then keeps its live region but
 * shows nothing, so the sentence is not said twice and the sticky area stays one bar high.
 */
let claims = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const shownInPage = () => claims > 0;
const notOnTheServer = () => false;

/** Whether a page shows the offline state itself (OfflineBanner stands down while it does). */
export function useOfflineShownInPage(): boolean {
  return useSyncExternalStore(subscribe, shownInPage, notOnTheServer);
}

/** Called by the page that shows the offline state itself, for as long as it is mounted. */
export function useShowOfflineInPage(): void {
  useEffect(() => {
    claims += 1;
    changed();
    return () => {
      claims -= 1;
      changed();
    };
  }, []);
}
