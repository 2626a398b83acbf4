import { useLayoutEffect, useRef } from 'react';
import { BackOnline as Room, Bar, Region } from './OfflineBanner.styles';
import { useOfflineShownInPage } from './offline-in-page';
import { useOnlineStatus } from './use-online-status';

/** What the banner says while the browser is offline (the same words a refused call toasts). */
export const OFFLINE_BANNER_TEXT =
  "You're offline. Your changes are kept; try again when you're back online";

interface OfflineBannerProps {
  /** Overrides the browser's own word (stories, tests); by default it follows the browser. */
  isOffline?: boolean;
  /** The banner left (its height) or shows again (undefined): docs/behaviour.md#flaky-networks */
  onRoomLeft?: (height: number | undefined) => void;
}

/**
 * A banner under the header while the browser has no network, in a polite live region; a page
 * that shows the offline state itself (useShowOfflineInPage) silences it, the region stays.
 */
export function OfflineBanner({ isOffline, onRoomLeft }: OfflineBannerProps) {
  const online = useOnlineStatus();
  const shownInPage = useOfflineShownInPage();
  const offline = (isOffline ?? !online) && !shownInPage;
  const barRef = useRef<HTMLParagraphElement>(null);
  const height = useRef<number | undefined>(undefined);
  // Before the paint that drops the banner, so the room it leaves is in the same frame.
  useLayoutEffect(() => {
    if (offline) {
      height.current = barRef.current?.getBoundingClientRect().height;
      onRoomLeft?.(undefined);
      return;
    }
    if (height.current !== undefined) onRoomLeft?.(height.current);
    height.current = undefined;
  }, [offline, onRoomLeft]);
  return (
    <Region role="status" aria-live="polite">
      {offline ? <Bar ref={barRef}>{OFFLINE_BANNER_TEXT}</Bar> : null}
    </Region>
  );
}

/** The words in the room the banner left (outside the live region: nothing more is said). */
export const BACK_ONLINE_TEXT = "You're back online";

/** The room the banner left, `height` px high (OfflineBanner's `onRoomLeft`). */
export function BackOnline({ height }: { height: number }) {
  return <Room style={{ height }}>{BACK_ONLINE_TEXT}</Room>;
}
