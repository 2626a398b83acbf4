import { Bar, Region } from './OfflineBanner.styles';
import { useOfflineShownInPage } from './offline-in-page';
import { useOnlineStatus } from './use-online-status';

/** What the banner says while the browser is offline (the same words a refused call toasts). */
export const OFFLINE_BANNER_TEXT =
  "You're offline. Your changes are kept; try again when you're back online";

export interface OfflineBannerProps {
  /** Overrides the browser's own word (stories, tests); by default it follows the browser. */
  isOffline?: boolean;
}

/**
 * A banner under the header while the browser has no network. It sits in a polite live region,
 * so a screen reader hears it when the network goes (and hears nothing more when it returns).
 * A page that shows the offline state in a place of its own (useShowOfflineInPage: the details
 * screen's bar) silences it: the region stays, empty.
 */
export function OfflineBanner({ isOffline }: OfflineBannerProps) {
  const online = useOnlineStatus();
  const shownInPage = useOfflineShownInPage();
  const offline = (isOffline ?? !online) && !shownInPage;
  return (
    <Region role="status" aria-live="polite">
      {offline ? <Bar>{OFFLINE_BANNER_TEXT}</Bar> : null}
    </Region>
  );
}
