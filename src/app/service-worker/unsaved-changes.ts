/**
 * Whether a form on screen has unsaved changes, for the update prompt: a new version of the app
 * never takes over while it does (docs/behaviour.md#installed-app-and-updates). The form's own leave guard
 * (pages/LeaveGuard.tsx) holds it; the prompt reads it.
 */
import { useEffect, useSyncExternalStore } from 'react';

let holds = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** True while any form has unsaved changes. */
export const hasUnsavedChanges = () => holds > 0;

/** Holds a new version back while `holding` (the form's unsaved changes) is true. */
export function useHoldUpdatesWhile(holding: boolean) {
  useEffect(() => {
    if (!holding) return;
    holds += 1;
    notify();
    return () => {
      holds -= 1;
      notify();
    };
  }, [holding]);
}

/** Re-renders when a form gains or loses its unsaved changes. */
export const useUnsavedChanges = () =>
  useSyncExternalStore(subscribe, hasUnsavedChanges, () => false);
