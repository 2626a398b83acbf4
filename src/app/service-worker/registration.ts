/**
 * The app's service worker (scripts/service-worker.ts writes it), through Workbox's window module,
 * in a production build only. A new build's worker installs beside the running one and waits:
 * the adviser sees "A new version is ready", and Reload makes it take over, then reloads the page.
 * Workbox is loaded only on registering, in a chunk of its own, outside the first screen's code.
 */
import type { Workbox } from 'workbox-window';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { holdReasons, tabHolds, type HoldReason } from '../../lib/tab-holds';

/** Where the build writes the worker (its scope: the whole origin, hub and app alike). */
const SERVICE_WORKER_URL = '/sw.js';

/** `ready`: a new version waits for Reload; `reloading`: Reload was pressed, it is taking over. */
const update = createStore(() => ({ ready: false, reloading: false }));

let workbox: Workbox | undefined;
let registering = false;

/** Registers the worker, once per page; nothing happens where the browser has none. */
export async function registerServiceWorker() {
  if (registering || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registering = true;
  // A worker refused (policy, a private window) or out of reach leaves the app without one: it
  // works while there is a signal. Nothing to tell the adviser.
  try {
    const { Workbox } = await import('workbox-window');
    workbox = new Workbox(SERVICE_WORKER_URL);
    // Also when it was already waiting at this visit (installed in an earlier one).
    workbox.addEventListener('waiting', () => update.setState({ ready: true }));
    await workbox.register();
  } catch {
    // As above.
  }
}

/**
 * What a reload would lose, in the order the prompt names it (docs/behaviour.md#installed-app-and-updates):
 * the form's unsaved changes, or a client's answer (a reload withdraws the request and costs an
 * attempt). A Save waiting to send holds the tab's close, not a reload: the tab keeps it.
 */
const RELOAD_HELD_BY: Partial<Record<HoldReason, string>> = {
  'unsaved-changes': 'Save or leave your changes first; Reload comes back then.',
  'consent-in-flight':
    "A client is answering a consent request; Reload comes back once they've answered.",
};

/** Why Reload waits now, in a sentence, or undefined when nothing a reload would lose holds the tab. */
export function reloadHeldBy(state = tabHolds.getState()): string | undefined {
  const reasons = holdReasons(state);
  const first = (Object.keys(RELOAD_HELD_BY) as HoldReason[]).find((reason) =>
    reasons.includes(reason),
  );
  return first && RELOAD_HELD_BY[first];
}

/** Reload: the waiting worker takes over, then the page reloads under it, unless it is held. */
export function applyUpdate() {
  const { ready, reloading } = update.getState();
  if (!workbox || !ready || reloading || reloadHeldBy()) return;
  update.setState({ reloading: true });
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

export const useUpdateState = () => useStore(update);
