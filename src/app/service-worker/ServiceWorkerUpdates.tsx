/**
 * The service worker's place in the app: registered once the first screen is idle, and the
 * prompt that says a new version is ready (docs/behaviour.md#installed-app-and-updates).
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { UpdatePrompt } from '../../components';
import { afterPaintWhenIdle } from '../../lib/idle';
import { tabHolds } from '../../lib/tab-holds';
import { applyUpdate, registerServiceWorker, reloadHeldBy, useUpdateState } from './registration';

/** At the latest this long after a paint, on a page that is never idle, the reads are asked about. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Registers the worker when the first screen is done: hydrated (this runs in an effect), its reads
 * answered (no query fetching: the list's rows are in), and the browser idle. Its own downloads
 * (the worker, then the files it keeps) then never compete with the first screen's. The reads are
 * asked about in idle time (`isFetching`), not followed: a hook that follows them (useIsFetching)
 * wakes on every event of the data cache, a timer and a scan of the cache each, hundreds as the
 * rows and their badges mount (docs/architecture.md#the-service-worker). workbox-window's
 * `register()` itself waits for the page's `load`.
 */
function useRegisterWhenIdle() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const registerOnceRead = () => {
      if (queryClient.isFetching() > 0)
        cancel = afterPaintWhenIdle(registerOnceRead, IDLE_TIMEOUT_MS);
      else void registerServiceWorker();
    };
    let cancel = afterPaintWhenIdle(registerOnceRead, IDLE_TIMEOUT_MS);
    return () => cancel();
  }, [queryClient]);
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
