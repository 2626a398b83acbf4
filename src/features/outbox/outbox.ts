/**
 * The tab's outbox (docs/behaviour.md#no-signal): the Saves that wait are TanStack Query's
 * mutations (saves.ts); this starts them once per tab. What waits is sent as `onlineManager` hears
 * the signal return and `focusManager` the tab shown again; the session's end clears it; while any
 * waits, the tab is held (`tabHolds`, read by the leave question).
 */
import { focusManager, onlineManager, type QueryClient } from '@tanstack/react-query';
import { browserOnline } from '../../api';
import { onSessionEnd } from '../../lib/session-end';
import { tabHolds } from '../../lib/tab-holds';
import { clearSaves, sendNow } from './queue';
import { registerSaves, savesOf, type SaveCalls } from './saves';
import { isWaitingMutation } from './waiting';

const HOLDER = 'outbox';

/** Starts the outbox, before the list's copy is restored (a restored Save finds its defaults). */
export function startOutbox(queryClient: QueryClient, calls?: SaveCalls): () => void {
  registerSaves(queryClient, calls);
  // The library assumes a signal until the browser says otherwise: a page opened offline says so
  // at once, and the Saves it restores wait paused for the `online` event.
  onlineManager.setOnline(browserOnline());
  // What waits is sent at once, as Send now sends it (the library resumes only what it paused).
  const unsubscribeOnline = onlineManager.subscribe((online) => {
    if (online) sendNow(queryClient);
  });
  const unsubscribeFocus = focusManager.subscribe((focused) => {
    if (focused) sendNow(queryClient);
  });
  const unregister = onSessionEnd(HOLDER, () => clearSaves(queryClient));
  const hold = () => {
    const { hold: holdTab, release } = tabHolds.getState();
    if (savesOf(queryClient).some(isWaitingMutation)) holdTab(HOLDER, 'save-waiting');
    else release(HOLDER);
  };
  hold();
  const unsubscribe = queryClient.getMutationCache().subscribe(hold);
  return () => {
    unsubscribeOnline();
    unsubscribeFocus();
    unregister();
    unsubscribe();
    tabHolds.getState().release(HOLDER);
  };
}
