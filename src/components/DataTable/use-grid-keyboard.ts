import {
  useCallback,
  useLayoutEffect,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';

/** What a cell may hold that takes focus itself (a row's Edit button, a link). */
const WIDGET =
  'button:not(:disabled), a[href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/** Controls whose own arrow keys move a caret or a choice: the grid leaves those keys alone. */
const OWNS_ARROWS = 'input, select, textarea, [contenteditable="true"]';

const widgetsIn = (cell: Element) => Array.from(cell.querySelectorAll<HTMLElement>(WIDGET));

/** A row focuses itself; a cell its first (or last) widget, or itself when it has none. */
function focusCell(cell: HTMLTableCellElement | undefined, edge: 'start' | 'end' = 'start') {
  if (!cell) return;
  const widgets = widgetsIn(cell);
  (widgets.length ? widgets[edge === 'start' ? 0 : widgets.length - 1] : cell).focus();
}

/** Where focus is in the table: its row, its cell (none when the row itself has focus). */
function locate(table: HTMLTableElement, target: HTMLElement) {
  const row = target.closest('tr');
  if (!row || row.closest('table') !== table) return null;
  const cell = target === row ? null : target.closest<HTMLTableCellElement>('td, th');
  return { row, cell };
}

const isBodyRow = (row: HTMLTableRowElement | undefined): row is HTMLTableRowElement =>
  row?.parentElement?.tagName === 'TBODY';

/**
 * The keyboard of a data grid on a native table (the WAI-ARIA grid pattern, as react-aria's
 * table had it, docs/architecture.md#large-lists):
 * - The table is one Tab stop (roving tabindex): the row or cell focused last (for a widget in a
 *   cell, its row), else the first body row. The widgets of that row (its Edit button) follow it
 *   in the Tab order; every other row's widgets are left out, so Tab leaves the table after them.
 * - ↑ ↓ move between rows (a focused cell keeps its column, up into the column headers);
 *   → from a row enters its first cell, ← its last; → ← move between cells and between the
 *   widgets of a cell, and past the row's ends back onto the row.
 * - Home / End go to the first / last row, or in a cell to the row's first / last cell (with
 *   Ctrl: the first / last row's); Page Up / Page Down to the first / last row of the page.
 * A cell that holds widgets is never focused itself: focus goes to its widget.
 */
export function useGridKeyboard(tableRef: RefObject<HTMLTableElement | null>) {
  const stop = useRef<HTMLElement | null>(null);

  // The tab stop is kept in the DOM (widgets come from the caller's cells, which render their
  // own tabIndex): after every render, and whenever focus moves inside the table.
  const syncTabStops = useCallback(() => {
    const table = tableRef.current;
    if (!table) return;
    let active = stop.current?.isConnected && table.contains(stop.current) ? stop.current : null;
    active ??= table.tBodies[0]?.rows[0] ?? null;
    stop.current = active;
    const activeRow = active?.closest('tr');
    for (const el of table.querySelectorAll<HTMLElement>(`tr, th, td, ${WIDGET}`)) {
      const isWidget = el.matches(WIDGET);
      el.tabIndex = el === active || (isWidget && activeRow?.contains(el)) ? 0 : -1;
    }
  }, [tableRef]);

  useLayoutEffect(syncTabStops);

  const onFocus = useCallback(
    (event: FocusEvent<HTMLTableElement>) => {
      const target = event.target as HTMLElement;
      const table = tableRef.current;
      if (!table) return;
      const place = locate(table, target);
      if (!place) return;
      if (place.cell === target && widgetsIn(target).length) {
        focusCell(place.cell);
        return;
      }
      // A widget's row stays the stop: Shift+Tab from the widget goes back to its row.
      stop.current = place.cell && place.cell !== target ? place.row : target;
      syncTabStops();
    },
    [tableRef, syncTabStops],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTableElement>) => {
      const target = event.target as HTMLElement;
      const table = tableRef.current;
      if (!table || event.altKey || event.metaKey || target.matches(OWNS_ARROWS)) return;
      const place = locate(table, target);
      if (!place) return;
      const { row, cell } = place;
      const rows = Array.from(table.rows);
      const bodyRows = rows.filter(isBodyRow);
      const r = rows.indexOf(row);
      const col = cell?.cellIndex ?? -1;
      const cellsOf = (tr: HTMLTableRowElement | undefined) => (tr ? Array.from(tr.cells) : []);
      /** In another row: the same column, or the row itself when a row had focus. */
      const moveTo = (tr: HTMLTableRowElement | undefined) => {
        if (!tr || tr === row) return;
        if (!cell) return tr.focus();
        const cells = cellsOf(tr);
        focusCell(cells[Math.min(col, cells.length - 1)]);
      };
      const widgets = cell ? widgetsIn(cell) : [];
      const w = widgets.indexOf(target);

      switch (event.key) {
        case 'ArrowDown':
          moveTo(rows[r + 1]);
          break;
        case 'ArrowUp':
          // A row moves among body rows; a cell may go up into the column headers.
          moveTo(cell ? rows[r - 1] : isBodyRow(rows[r - 1]) ? rows[r - 1] : undefined);
          break;
        case 'ArrowRight':
          if (!cell) focusCell(cellsOf(row)[0]);
          else if (w >= 0 && w < widgets.length - 1) widgets[w + 1].focus();
          else if (col < row.cells.length - 1) focusCell(row.cells[col + 1]);
          else if (isBodyRow(row)) row.focus();
          break;
        case 'ArrowLeft':
          if (!cell) focusCell(cellsOf(row).at(-1), 'end');
          else if (w > 0) widgets[w - 1].focus();
          else if (col > 0) focusCell(row.cells[col - 1], 'end');
          else if (isBodyRow(row)) row.focus();
          break;
        case 'Home':
        case 'End': {
          const first = event.key === 'Home';
          if (cell && !event.ctrlKey) {
            focusCell(
              first ? row.cells[0] : row.cells[row.cells.length - 1],
              first ? 'start' : 'end',
            );
          } else if (!cell) {
            moveTo(first ? bodyRows[0] : bodyRows.at(-1));
          } else {
            const tr = first ? bodyRows[0] : bodyRows.at(-1);
            const cells = cellsOf(tr);
            focusCell(first ? cells[0] : cells.at(-1), first ? 'start' : 'end');
          }
          break;
        }
        case 'PageUp':
          moveTo(bodyRows[0]);
          break;
        case 'PageDown':
          moveTo(bodyRows.at(-1));
          break;
        default:
          return;
      }
      event.preventDefault();
    },
    [tableRef],
  );

  return { onFocus, onKeyDown };
}
