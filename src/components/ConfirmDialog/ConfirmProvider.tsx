import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import type { ConfirmOptions } from './ConfirmDialog';
import { ConfirmContext, type ConfirmFn } from './confirm-context';

// The dialog's code (a modal, its focus trap) loads when the first question is asked, not with
// the first screen: a question is never asked before the page has been used.
const ConfirmDialog = lazy(() =>
  import('./ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** Hosts the app's one confirm dialog and gives `useConfirm()` to everything below it. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [isOpen, setOpen] = useState(false);
  const pending = useRef<((confirmed: boolean) => void) | null>(null);

  const confirm = useCallback<ConfirmFn>((next) => {
    // A second question replaces the first, which counts as dismissed.
    pending.current?.(false);
    return new Promise<boolean>((resolve) => {
      pending.current = resolve;
      setOptions(next);
      setOpen(true);
    });
  }, []);

  const settle = useCallback((confirmed: boolean) => {
    const resolve = pending.current;
    pending.current = null;
    setOpen(false);
    resolve?.(confirmed);
  }, []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {/* Options stay set after closing so the exit animation still shows the text. */}
      {options && (
        <Suspense fallback={null}>
          <ConfirmDialog {...options} isOpen={isOpen} onResult={settle} />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}
