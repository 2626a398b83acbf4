import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * How many mounted pages say "offline" in a place of their own (the details screen's bar): the
 * banner then shows nothing, so the sentence is not said twice and the sticky area stays one bar.
 */
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
