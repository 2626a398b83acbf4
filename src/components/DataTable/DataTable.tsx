import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import {
  Cell as AriaCell,
  Column as AriaColumn,
  Row as AriaRow,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  TableLayout as AriaTableLayout,
  Virtualizer as AriaVirtualizer,
  type ColumnProps as AriaColumnProps,
  type Key,
  type SortDescriptor,
} from 'react-aria-components';
import { EmptyState, SortIndicator, Spinner, StyledTable } from './DataTable.styles';
import { useProgressiveRows } from './use-progressive-rows';

export type { SortDescriptor };

export interface DataTableColumn<T> {
  id: string;
  name: string;
  /** The column whose cell names the row for screen readers (e.g. the policy number). */
  isRowHeader?: boolean;
  allowsSorting?: boolean;
  /** A number of px, a percentage or a fraction (`'2fr'`); columns share the rest. */
  width?: AriaColumnProps['width'];
  minWidth?: AriaColumnProps['minWidth'];
  align?: 'start' | 'end';
  /** The cell's content; by default the row's value under `id`. */
  render?: (row: T) => ReactNode;
}

/** Every table needs an accessible name: a label, or the id of a visible heading. */
type Labelled = { 'aria-label': string } | { 'aria-labelledby': string };

export type DataTableProps<T extends object> = Labelled & DataTableBaseProps<T>;

export interface DataTableBaseProps<T extends object> {
  columns: DataTableColumn<T>[];
  rows: T[];
  /** The row's unique key; by default `row.id`. */
  getRowId?: (row: T) => Key;
  /** Controlled sort: the caller sorts `rows` when it changes. */
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Shown when there are no rows, e.g. "No applications yet". */
  renderEmptyState?: () => ReactNode;
  /** With no rows yet: shows a spinner and `loadingLabel` instead of the empty state. */
  isLoading?: boolean;
  loadingLabel?: string;
  /** Fixed row height in px; every row is this tall, which is what makes virtualization cheap. */
  rowHeight?: number;
  /** The table scrolls inside this height (px). Shorter lists shrink to fit. */
  maxHeight?: number;
}

const HEADING_HEIGHT = 44;
const EMPTY_HEIGHT = 140;

function defaultRowId(row: object): Key {
  return (row as { id: Key }).id;
}

/** A plain value as cell text; anything richer needs the column's `render`. */
function cellText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : '';
}

function SortIcon({ direction }: { direction?: SortDescriptor['direction'] }) {
  return (
    <SortIndicator aria-hidden="true" data-direction={direction}>
      {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
    </SortIndicator>
  );
}

/**
 * A data grid on react-aria's Table: column headers, optional sorting (aria-sort on the header),
 * an empty state, cells that may hold buttons (arrow keys move into them), and virtualization —
 * only the rows in view are in the DOM, so 10,000 rows cost what 20 do.
 */
export function DataTable<T extends object>({
  columns,
  rows,
  getRowId = defaultRowId,
  sortDescriptor,
  onSortChange,
  renderEmptyState,
  isLoading = false,
  loadingLabel = 'Loading…',
  rowHeight = 48,
  maxHeight = 480,
  ...labelling
}: DataTableProps<T>) {
  // The rows the scroll box shows, and a couple more for the one it is scrolled to next.
  const screenful = Math.ceil(maxHeight / rowHeight) + 2;
  const { shownRows, isComplete } = useProgressiveRows(rows, sortDescriptor, screenful);
  const bodyHeight = rows.length > 0 ? rows.length * rowHeight : EMPTY_HEIGHT;
  const style: CSSProperties = { height: Math.min(maxHeight, HEADING_HEIGHT + bodyHeight + 2) };

  // react-aria's Table does not pass aria-busy through; set it on the grid itself.
  const tableRef = useRef<HTMLTableElement | HTMLDivElement>(null);
  useEffect(() => {
    if (isLoading) tableRef.current?.setAttribute('aria-busy', 'true');
    else tableRef.current?.removeAttribute('aria-busy');
  }, [isLoading]);

  return (
    <AriaVirtualizer
      layout={AriaTableLayout}
      layoutOptions={{ rowHeight, headingHeight: HEADING_HEIGHT }}
    >
      <StyledTable
        {...labelling}
        ref={tableRef}
        sortDescriptor={sortDescriptor}
        onSortChange={onSortChange}
        style={style}
      >
        <AriaTableHeader columns={columns}>
          {(column) => (
            <AriaColumn
              id={column.id}
              isRowHeader={column.isRowHeader}
              allowsSorting={column.allowsSorting}
              width={column.width}
              minWidth={column.minWidth}
              data-align={column.align}
            >
              {({ allowsSorting, sortDirection }) => (
                <>
                  {column.name}
                  {allowsSorting && <SortIcon direction={sortDirection} />}
                </>
              )}
            </AriaColumn>
          )}
        </AriaTableHeader>
        <AriaTableBody
          // A new key mounts a fresh body when going from no rows, or from the first screenful,
          // to all rows: inserting thousands of siblings into the old body one by one is
          // quadratic in React (its sibling lookup walks the new siblings each time).
          key={rows.length === 0 ? 'empty' : isComplete ? 'all' : 'first-screen'}
          items={shownRows}
          dependencies={[columns]}
          renderEmptyState={() =>
            isLoading ? (
              <EmptyState>
                <Spinner aria-hidden="true" />
                {loadingLabel}
              </EmptyState>
            ) : (
              <EmptyState>{renderEmptyState?.() ?? 'Nothing to show'}</EmptyState>
            )
          }
        >
          {(row) => (
            <AriaRow id={getRowId(row)} columns={columns} dependencies={[columns]}>
              {(column) => (
                <AriaCell data-align={column.align}>
                  {column.render
                    ? column.render(row)
                    : cellText((row as Record<string, unknown>)[column.id])}
                </AriaCell>
              )}
            </AriaRow>
          )}
        </AriaTableBody>
      </StyledTable>
    </AriaVirtualizer>
  );
}
