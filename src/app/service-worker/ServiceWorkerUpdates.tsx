/**
 * The service worker's place in the app: registered once the first screen is idle, and the
 * prompt that says a new version is ready (docs/behaviour.md#installed-app-and-updates).
 */
import { useEffect, useState } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { UpdatePrompt } from '../../components';
import { holdReasons, tabHolds, type HoldReason } from '../../lib/tab-holds';
import { applyUpdate, registerServiceWorker, useUpdateState } from './registration';

/**
 * Registers the worker when the first screen is done: hydrated (this runs in an effect), its reads
 * answered (no query fetching: the list's rows are in), and the browser idle. Its own downloads
 * (the worker, then the files it keeps) then never compete with the first screen's.
 */
function useRegisterWhenIdle() {
  const firstScreenDone = useIsFetching() === 0;
  useEffect(() => {
    if (!firstScreenDone) return;
    // Safari has no requestIdleCallback: a moment after the first screen stands in for it.
    const register = () => void registerServiceWorker();
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(register, 1000);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(register, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }, [firstScreenDone]);
}

/** Why Reload waits, in the order a held tab names them (docs/behaviour.md#installed-app-and-updates). */
const HELD_BY: Record<HoldReason, string> = {
  'unsaved-changes': 'Save or leave your changes first; Reload comes back then.',
  'save-waiting': 'A Save is waiting to send; Reload comes back once it is sent.',
  'consent-in-flight':
    "A client is answering a consent request; Reload comes back once they've answered.",
};
const HELD_ORDER: readonly HoldReason[] = ['unsaved-changes', 'save-waiting', 'consent-in-flight'];

/** The sentence for what holds the tab now, or undefined when nothing does. */
const heldBy = (state: Parameters<typeof holdReasons>[0]): string | undefined => {
  const reasons = holdReasons(state);
  const first = HELD_ORDER.find((reason) => reasons.includes(reason));
  return first && HELD_BY[first];
};

export function ServiceWorkerUpdates() {
  useRegisterWhenIdle();
  const { ready, reloading } = useUpdateState();
  // What holds the tab (unsaved changes, a Save waiting, a consent request) holds the new version
  // too: the same registry the browser's leave question reads (lib/tab-holds.ts).
  const held = useStore(tabHolds, heldBy);
  const [later, setLater] = useState(false);
  return (
    <UpdatePrompt
      isReady={ready && !later}
      heldBy={held}
      isReloading={reloading}
      onReload={applyUpdate}
      onLater={() => setLater(true)}
    />
  );
}
