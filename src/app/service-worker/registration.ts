/**
 * The app's service worker (scripts/service-worker.ts writes it), through Workbox's window module:
 * registered once, in a production build only (the dev server and Storybook have no worker; the
 * e2e contexts block it, but one spec). A new build's worker installs beside the running one and
 * waits: the adviser sees "A new version is ready", and Reload tells it to take over, then reloads
 * the page under it. Workbox's module is loaded only then, in a chunk of its own: it is no part of
 * the first screen's code (and the prerender, in Node, never loads it).
 */
import type { Workbox } from 'workbox-window';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { isTabHeld } from '../../lib/tab-holds';

/** Where the build writes the worker (its scope: the whole origin, hub and app alike). */
const SERVICE_WORKER_URL = '/sw.js';

export interface UpdateState {
  /** A new version is installed and waits for Reload. */
  ready: boolean;
  /** Reload was pressed: the new version is taking over. */
  reloading: boolean;
}

/** Where the update stands. */
const update = createStore<UpdateState>()(() => ({ ready: false, reloading: false }));

let workbox: Workbox | undefined;
let registering = false;

/** Registers the worker, once per page; nothing happens where the browser has none. */
export async function registerServiceWorker() {
  if (registering || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registering = true;
  // A worker refused (blocked by policy, or a private window without storage) or its module out
  // of reach leaves the app as it is without one: it works while there is a signal. Nothing to
  // tell the adviser.
  try {
    const { Workbox } = await import('workbox-window');
    workbox = new Workbox(SERVICE_WORKER_URL);
    // Also when it was already waiting at this visit (installed in an earlier one).
    workbox.addEventListener('waiting', () => update.setState({ ready: true }));
    await workbox.register();
  } catch {
    // As above: the app goes on without a worker.
  }
}

/**
 * Reload: the waiting worker takes over, then the page reloads under it. Never while something
 * holds the tab (lib/tab-holds.ts: the prompt offers no Reload then).
 */
export function applyUpdate() {
  const { ready, reloading } = update.getState();
  if (!workbox || !ready || reloading || isTabHeld()) return;
  update.setState({ reloading: true });
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

export const useUpdateState = (): UpdateState => useStore(update);
