/**
 * Whether a form on screen has unsaved changes, for the update prompt: a new version of the app
 * never takes over while it does (docs/behaviour.md#installed-app-and-updates). The form's own leave guard
 * (pages/LeaveGuard.tsx) holds it; the prompt reads it.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { createStore } from '../../lib/store';

/** How many forms on screen hold updates back (the repo's one store primitive). */
const holds = createStore(0);

/** True while any form has unsaved changes. */
export const hasUnsavedChanges = () => holds.getState() > 0;

/** Holds a new version back while `holding` (the form's unsaved changes) is true. */
export function useHoldUpdatesWhile(holding: boolean) {
  useEffect(() => {
    if (!holding) return;
    holds.setState((n) => n + 1);
    return () => holds.setState((n) => n - 1);
  }, [holding]);
}

/** Re-renders when a form gains or loses its unsaved changes. */
export const useUnsavedChanges = () =>
  useSyncExternalStore(holds.subscribe, hasUnsavedChanges, () => false);
