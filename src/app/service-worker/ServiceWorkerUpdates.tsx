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
 * Registers the worker once the first screen is hydrated, its reads answered and the browser idle,
 * so its downloads never compete with the first screen's. The reads are asked about in idle time,
 * not followed: useIsFetching wakes on every event of the data cache, hundreds as the rows mount
 * (docs/architecture.md#the-service-worker).
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
  // What a reload would lose, from the registry the browser's leave question reads.
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
