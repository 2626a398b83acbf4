import { createContext, useContext } from 'react';
import type { ConfirmOptions } from './ConfirmDialog';

export type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

export const ConfirmContext = createContext<ConfirmFn | null>(null);

/**
 * `const confirm = useConfirm(); if (await confirm({ title, message })) …` — resolves `true` on
 * Yes and `false` on No, Escape or a press outside. Needs a `<ConfirmProvider>` above.
 */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a <ConfirmProvider> above it (app providers).');
  return confirm;
}
