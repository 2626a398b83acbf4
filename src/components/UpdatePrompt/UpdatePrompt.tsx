import { Button } from '../Button';
import { Actions, Card, Region, Text } from './UpdatePrompt.styles';

export const UPDATE_READY_TEXT = 'A new version is ready';
export const UPDATE_RELOAD = 'Reload';
export const UPDATE_LATER = 'Later';
/** Said instead of Reload while the form has unsaved changes: the new version waits for them. */
export const UPDATE_AFTER_SAVE = 'Save or leave your changes first; Reload comes back then.';

export interface UpdatePromptProps {
  /** A new version of the app is downloaded and waits to take over. */
  isReady: boolean;
  /** False while a form has unsaved changes: the prompt says so and offers no Reload. */
  canReload?: boolean;
  /** Reload was pressed: the new version is taking over and the page is about to reload. */
  isReloading?: boolean;
  onReload: () => void;
  /** Hides the prompt for this page; the new version takes over on a later visit. */
  onLater: () => void;
}

/**
 * Says that a new version of the app is ready, at the bottom of the screen (where it covers
 * neither the header nor the bar), and lets the adviser load it when it suits them. It sits in a
 * polite live region, present before it speaks, so a screen reader hears it once.
 */
export function UpdatePrompt({
  isReady,
  canReload = true,
  isReloading = false,
  onReload,
  onLater,
}: UpdatePromptProps) {
  return (
    <Region role="status" aria-live="polite">
      {isReady ? (
        <Card>
          <Text>
            <strong>{UPDATE_READY_TEXT}</strong>
            {canReload ? null : <span>{UPDATE_AFTER_SAVE}</span>}
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
