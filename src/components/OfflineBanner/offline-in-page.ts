import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/*
 * A page that says "offline" in a place of its own that stays in view (the details screen's bar)
 * claims the offline state while it is mounted: the app's banner then keeps its live region but
 * shows nothing, so the sentence is not said twice and the sticky area stays one bar high.
 */
/** How many mounted pages claim the offline state. */
const claims = createStore<{ pages: number }>()(() => ({ pages: 0 }));

/** Whether a page shows the offline state itself (OfflineBanner stands down while it does). */
export function useOfflineShownInPage(): boolean {
  return useStore(claims, (state) => state.pages > 0);
}

/** Called by the page that shows the offline state itself, for as long as it is mounted. */
export function useShowOfflineInPage(): void {
  useEffect(() => {
    claims.setState(({ pages }) => ({ pages: pages + 1 }));
    return () => claims.setState(({ pages }) => ({ pages: pages - 1 }));
  }, []);
}
