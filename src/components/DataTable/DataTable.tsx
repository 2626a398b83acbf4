import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  Cell as AriaCell,
  Column as AriaColumn,
  Row as AriaRow,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  type Key,
  type SortDescriptor,
} from 'react-aria-components';
import { Button } from '../Button';
import {
  CellLabel,
  CellValue,
  EmptyState,
  Pager,
  SortIndicator,
  Spinner,
  StyledTable,
  TableFrame,
} from './DataTable.styles';

export type { SortDescriptor };

export interface DataTableColumn<T> {
  id: string;
  name: string;
  /** The column whose cell names the row for screen readers (e.g. the policy number). */
  isRowHeader?: boolean;
  allowsSorting?: boolean;
  /** A CSS width for the column on wide screens (e.g. `180`, `'12rem'`); others share the rest. */
  width?: number | string;
  minWidth?: number | string;
  align?: 'start' | 'end';
  /** On narrow screens the cell stacks as "name: value"; an action cell needs no name. */
  hideLabelWhenStacked?: boolean;
  /** The cell's content; by default the row's value under `id`. */
  render?: (row: T) => ReactNode;
}

/**
 * The rows to show, in order. An array will do; a long list can hand over a view that builds only
 * the rows asked for (`slice`), so a page of 10,000 rows costs what a page of 10 does.
 */
export interface RowSource<T> {
  readonly length: number;
  slice(start: number, end: number): T[];
}

/** Every table needs an accessible name: a label, or the id of a visible heading. */
type Labelled = { 'aria-label': string } | { 'aria-labelledby': string };

export type DataTableProps<T extends object> = Labelled & DataTableBaseProps<T>;

export interface DataTableBaseProps<T extends object> {
  columns: DataTableColumn<T>[];
  rows: RowSource<T>;
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
  /** Rows per page (docs/architecture.md#large-lists). */
  pageSize?: number;
  /** The page shown, from 1 (out-of-range pages show the nearest one); without it the table keeps its own. */
  page?: number;
  onPageChange?: (page: number) => void;
  /** What the rows are, for the pager's words: "applications". */
  itemsLabel?: string;
}

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

const count = (n: number) => n.toLocaleString('en');

/** aria-rowcount of the whole list (with its header row) and each shown row's place in it. */
function placeRows(
  table: HTMLTableElement,
  { first, total, isLoading }: { first: number; total: number; isLoading: boolean },
) {
  if (isLoading) table.setAttribute('aria-busy', 'true');
  else table.removeAttribute('aria-busy');
  table.setAttribute('aria-rowcount', String(total + 1));
  table.querySelector('thead > [role="row"]')?.setAttribute('aria-rowindex', '1');
  table.querySelectorAll('tbody > [role="row"]').forEach((row, i) => {
    if (total === 0) row.removeAttribute('aria-rowindex');
    else row.setAttribute('aria-rowindex', String(first + i + 2));
  });
}

/**
 * A data grid on react-aria's Table: column headers, optional sorting (aria-sort on the header),
 * an empty state, cells that may hold buttons (arrow keys move into them), and pages. Only the
 * page's rows are built (react-aria builds a collection node per row and cell, so building all of
 * a long list costs in proportion to it); aria-rowcount and aria-rowindex tell assistive
 * technology where the page sits in the whole list. Every row is a real table row with a box, so
 * its focus ring is drawn; on narrow containers each row stacks as "name: value" lines.
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
  pageSize = 25,
  page: controlledPage,
  onPageChange,
  itemsLabel = 'rows',
  ...labelling
}: DataTableProps<T>) {
  const [ownPage, setOwnPage] = useState(1);
  const page = controlledPage ?? ownPage;
  const goTo = (next: number) => {
    setOwnPage(next);
    onPageChange?.(next);
  };
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const shownPage = Math.min(Math.max(1, page), pageCount);
  const first = (shownPage - 1) * pageSize;
  const pageRows = rows.slice(first, first + pageSize);

  // react-aria's Table neither passes aria-busy through nor counts rows outside its collection:
  // set both on the DOM it renders (React leaves attributes it does not manage alone). Its rows
  // are rendered by the collection after this component commits: an observer catches them.
  const tableRef = useRef<HTMLTableElement>(null);
  const placement = useRef({ first, total: rows.length, isLoading });
  useLayoutEffect(() => {
    placement.current = { first, total: rows.length, isLoading };
    const table = tableRef.current;
    if (table) placeRows(table, placement.current);
  });
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    const observer = new MutationObserver(() => placeRows(table, placement.current));
    observer.observe(table, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  const pagerId = useId();
  return (
    <TableFrame>
      <StyledTable
        {...labelling}
        ref={tableRef}
        sortDescriptor={sortDescriptor}
        onSortChange={onSortChange}
      >
        <AriaTableHeader columns={columns}>
          {(column) => (
            <AriaColumn
              id={column.id}
              isRowHeader={column.isRowHeader}
              allowsSorting={column.allowsSorting}
              style={{ width: column.width, minWidth: column.minWidth }}
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
          items={pageRows}
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
                <AriaCell data-align={column.align} data-action={column.hideLabelWhenStacked}>
                  {!column.hideLabelWhenStacked && (
                    <CellLabel aria-hidden="true">{column.name}</CellLabel>
                  )}
                  <CellValue>
                    {column.render
                      ? column.render(row)
                      : cellText((row as Record<string, unknown>)[column.id])}
                  </CellValue>
                </AriaCell>
              )}
            </AriaRow>
          )}
        </AriaTableBody>
      </StyledTable>
      {pageCount > 1 && (
        <Pager aria-label={`Pages of ${itemsLabel}`}>
          <Button
            size="sm"
            variant="secondary"
            isDisabled={shownPage === 1}
            onPress={() => goTo(shownPage - 1)}
            aria-describedby={pagerId}
          >
            Previous page
          </Button>
          <span id={pagerId}>
            Page {count(shownPage)} of {count(pageCount)} ({count(first + 1)}–
            {count(first + pageRows.length)} of {count(rows.length)} {itemsLabel})
          </span>
          <Button
            size="sm"
            variant="secondary"
            isDisabled={shownPage === pageCount}
            onPress={() => goTo(shownPage + 1)}
            aria-describedby={pagerId}
          >
            Next page
          </Button>
        </Pager>
      )}
    </TableFrame>
  );
}
