import { useEffect, useRef, useState } from 'react';
import { listState } from './list-state';

/** A row's Edit, or its Download Forms once the forms are stored. */
const rowActionOf = (rows: HTMLElement, policyNumber: string) => {
  const name = CSS.escape(policyNumber);
  return rows.querySelector<HTMLElement>(
    `button[aria-label="Edit ${name}"], button[aria-label="Download Forms ${name}"]`,
  );
};

/**
 * The adviser's place on the list (docs/behaviour.md#focus, docs/behaviour.md#application-list):
 * `remember` keeps the row and the scroll before an application opens; coming back, the scroll
 * returns and the focus goes to that row's Edit; `focusFirstRow` after "Order by what to do next"
 * (whose button goes).
 */
export function useListPlace(rowsShown: number) {
  const rowsRef = useRef<HTMLDivElement>(null);
  // Each press of "Order by what to do next" counts one; the focus moves once its order is shown.
  const [orders, setOrders] = useState(0);

  useEffect(() => {
    const rows = rowsRef.current;
    const { returnTo, update } = listState.getState();
    if (!rows || !returnTo || rowsShown === 0) return;
    update({ returnTo: null });
    const action = rowActionOf(rows, returnTo.policyNumber);
    if (!action) return;
    // The same scroll; if rows came or went above it since, the row where it was on the screen.
    window.scrollTo({ top: returnTo.scrollY, behavior: 'instant' });
    const moved = action.getBoundingClientRect().top - returnTo.top;
    if (moved !== 0) window.scrollBy({ top: moved, behavior: 'instant' });
    action.focus({ preventScroll: true });
    const box = action.getBoundingClientRect();
    // Under the sticky header (its height is AppLayout's --sticky-top-height) is out of view too.
    const root = rows.ownerDocument.documentElement;
    const stickyTop = parseFloat(getComputedStyle(root).getPropertyValue('--sticky-top-height'));
    if (box.top < (stickyTop || 0) || box.bottom > window.innerHeight) {
      action.scrollIntoView({ block: 'center', behavior: 'instant' });
    }
  }, [rowsShown]);

  useEffect(() => {
    if (orders === 0) return;
    rowsRef.current?.querySelector<HTMLElement>('tbody tr:not([data-empty]) button')?.focus();
  }, [orders]);

  return {
    rowsRef,
    remember: (policyNumber: string) => {
      const action = rowsRef.current && rowActionOf(rowsRef.current, policyNumber);
      const top = action?.getBoundingClientRect().top ?? 0;
      listState.getState().update({ returnTo: { policyNumber, scrollY: window.scrollY, top } });
    },
    focusFirstRow: () => setOrders((n) => n + 1),
  };
}
