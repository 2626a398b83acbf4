import { createContext, useContext } from 'react';
import type { ConfirmOptions } from './ConfirmDialog';

export type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

export const ConfirmContext = createContext<ConfirmFn | null>(null);

/** `if (await useConfirm()({ title, message })) …`: true on Yes, false on No, Escape or outside. */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a <ConfirmProvider> above it (app providers).');
  return confirm;
}
