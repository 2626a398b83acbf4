import { useEffect, useSyncExternalStore } from 'react';
import { createStore } from '../../lib/store';

/*
 * A page that says "offline" in a place of its own that stays in view (the details screen's bar)
 * claims the offline state while it is mounted: the app's banner then keeps its live region but
 * shows nothing, so the sentence is not said twice and the sticky area stays one bar high.
 */
/** How many mounted pages claim the offline state (the repo's one store primitive). */
const claims = createStore(0);
const shownInPage = () => claims.getState() > 0;
const notOnTheServer = () => false;

/** Whether a page shows the offline state itself (OfflineBanner stands down while it does). */
export function useOfflineShownInPage(): boolean {
  return useSyncExternalStore(claims.subscribe, shownInPage, notOnTheServer);
}

/** Called by the page that shows the offline state itself, for as long as it is mounted. */
export function useShowOfflineInPage(): void {
  useEffect(() => {
    claims.setState((n) => n + 1);
    return () => claims.setState((n) => n - 1);
  }, []);
}
