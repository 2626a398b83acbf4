/**
 * The service worker's place in the app: registered once the first screen is idle, and the
 * prompt that says a new version is ready (docs/behaviour.md#installed-app-and-updates).
 */
import { useEffect, useState } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { UpdatePrompt } from '../../components';
import { tabHolds } from '../../lib/tab-holds';
import { applyUpdate, registerServiceWorker, reloadHeldBy, useUpdateState } from './registration';

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

export function ServiceWorkerUpdates() {
  useRegisterWhenIdle();
  const { ready, reloading } = useUpdateState();
  // The same registry the browser's leave question reads (lib/tab-holds.ts), for what a reload
  // would lose.
  const held = useStore(tabHolds, reloadHeldBy);
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
