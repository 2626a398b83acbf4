import { startTransition, useEffect, useState } from 'react';

/** Lists longer than this paint their first screenful first, then all rows once that frame is on screen. */
const PROGRESSIVE_FROM = 200;

function firstPaint<T>(rows: T[], screenful: number): T[] {
  return rows.length > PROGRESSIVE_FROM ? rows.slice(0, screenful) : rows;
}

/**
 * react-aria builds its collection from every row, even though the Virtualizer puts only the
 * visible ones in the DOM: 10,000 rows are ~50,000 collection nodes, about half a second of work
 * in production. So that the user sees rows at once, a long list loaded into an empty table,
 * or re-sorted, first renders its first screenful and lets the browser paint it, then renders
 * every row (on a fresh body: reordering thousands of rows in place is quadratic in React).
 * Short lists, and other changes to a list, render whole.
 */
export function useProgressiveRows<T>(
  rows: T[],
  /** A new order (the sort descriptor): the rows that follow are treated as a fresh load. */
  order?: unknown,
  /** How many rows fill the table's visible area: every row rendered beyond those delays the first paint. */
  screenful = 50,
): { shownRows: T[]; isComplete: boolean } {
  const [shown, setShown] = useState(() => ({
    source: rows,
    order,
    rows: firstPaint(rows, screenful),
  }));
  let current = shown;
  if (shown.source !== rows) {
    // A first load (from no rows) or a new sort order goes screenful-first; other changes (a
    // refetch) render whole, so scroll position and focus stay put (state derived in render).
    const isFresh = shown.rows.length === 0 || shown.order !== order;
    current = { source: rows, order, rows: isFresh ? firstPaint(rows, screenful) : rows };
    setShown(current);
  }
  const isComplete = current.rows === rows;

  useEffect(() => {
    if (isComplete) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timeout queued from an animation frame runs after that frame has been painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        startTransition(() => {
          setShown((s) => (s.source === rows ? { ...s, rows } : s));
        });
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [rows, isComplete]);

  return { shownRows: current.rows, isComplete };
}
