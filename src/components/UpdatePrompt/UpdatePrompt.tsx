import { useEffect, type RefObject } from 'react';
import { Button } from '../Button';
import { useHeightProperty } from '../theme';
import { Actions, Card, KeepFocusClear, Region, Text } from './UpdatePrompt.styles';

export const UPDATE_READY_TEXT = 'A new version is ready';
export const UPDATE_RELOAD = 'Reload';
export const UPDATE_LATER = 'Later';

export interface UpdatePromptProps {
  /** A new version of the app is downloaded and waits to take over. */
  isReady: boolean;
  /** What holds the tab, in a sentence: said instead of offering Reload. */
  heldBy?: string;
  /** Reload was pressed: the page is about to reload. */
  isReloading?: boolean;
  onReload: () => void;
  /** Hides the prompt for this page; the new version takes over on a later visit. */
  onLater: () => void;
}

/** The gap left between the focused element and the prompt. */
const CLEARANCE_PX = 8;

/**
 * When the prompt shows or grows over the focused element, the page scrolls it just clear; later
 * focus moves are kept clear by the scroll padding (KeepFocusClear).
 */
function useFocusKeptClear(
  isReady: boolean,
  canReload: boolean,
  regionRef: RefObject<HTMLDivElement | null>,
) {
  useEffect(() => {
    const focused = document.activeElement;
    const region = regionRef.current;
    if (!isReady || !(focused instanceof HTMLElement) || focused === document.body || !region) {
      return;
    }
    if (region.contains(focused)) return;
    // Measured: the scroll padding has the prompt's new height only after layout.
    const covered = focused.getBoundingClientRect().bottom - region.getBoundingClientRect().top;
    if (covered > 0) window.scrollBy({ top: covered + CLEARANCE_PX });
  }, [isReady, canReload, regionRef]);
}

/**
 * A new version is ready: at the bottom (clear of the header and the bar), in a polite live region
 * present before it speaks, so a screen reader hears it once.
 */
export function UpdatePrompt({
  isReady,
  heldBy,
  isReloading = false,
  onReload,
  onLater,
}: UpdatePromptProps) {
  const regionRef = useHeightProperty<HTMLDivElement>('--update-prompt-height');
  const canReload = heldBy === undefined;
  useFocusKeptClear(isReady, canReload, regionRef);
  return (
    <Region ref={regionRef} role="status" aria-live="polite">
      <KeepFocusClear />
      {isReady ? (
        <Card>
          <Text>
            <strong>{UPDATE_READY_TEXT}</strong>
            {canReload ? null : <span>{heldBy}</span>}
          </Text>
          <Actions>
            {canReload ? (
              <Button size="sm" onPress={onReload} isPending={isReloading}>
                {UPDATE_RELOAD}
              </Button>
            ) : null}
            <Button size="sm" variant="secondary" onPress={onLater} isDisabled={isReloading}>
              {UPDATE_LATER}
            </Button>
          </Actions>
        </Card>
      ) : null}
    </Region>
  );
}
