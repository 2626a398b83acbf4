import { memo, useId, useState, type ReactNode } from 'react';
import {
  CellLabel,
  CellValue,
  EmptyState,
  Spinner,
  StyledTable,
  TableFrame,
  Unseen,
} from './DataTable.styles';
import { ColumnHeader } from './ColumnHeader';
import { SortSelect } from './SortSelect';
import { TablePager } from './TablePager';
import { useSortWords } from './use-sort-words';

type Key = string | number;

export interface SortDescriptor {
  column: Key;
  direction: 'ascending' | 'descending';
}

export interface DataTableColumn<T> {
  id: string;
  name: string;
  /** The column whose cell names the row for screen readers (e.g. the policy number). */
  isRowHeader?: boolean;
  allowsSorting?: boolean;
  /** The directions' words in the "Sort by" control of stacked rows; by default A–Z and Z–A. */
  sortLabels?: { ascending: string; descending: string };
  /** A CSS width for the column on wide screens (e.g. `180`, `'12rem'`); others share the rest. */
  width?: number | string;
  minWidth?: number | string;
  align?: 'start' | 'end';
  /** On narrow screens the cell stacks as "name: value"; an action cell needs no name. */
  hideLabelWhenStacked?: boolean;
  /** The cell's content; by default the row's value under `id`. */
  render?: (row: T) => ReactNode;
}

/** An order that is not one column's (the list's work queue), named in "Sort by". */
export interface NamedSort {
  descriptor: SortDescriptor;
  /** Its words in "Sort by" and in the table's description: "To do first (newest first)". */
  label: string;
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
  /** Each row keyed by its `id`. */
  rows: RowSource<T>;
  /** Controlled sort: the caller sorts `rows` when it changes. */
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /**
   * Orders of the caller's own, offered first in "Sort by", which then shows at every width:
   * no header stands for them, so it is the way back to them.
   */
  namedSorts?: readonly NamedSort[];
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

/** A plain value as cell text; anything richer needs the column's `render`. */
function cellText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : '';
}

interface DataRowProps<T extends object> {
  row: T;
  /** aria-rowindex: the header row is 1. */
  rowIndex: number;
  columns: readonly DataTableColumn<T>[];
  /** The id of the row's header cell, which names the row. */
  headerId: string | undefined;
}

/**
 * One row. Memoised: a change elsewhere in the table (one row's consent state arriving, a
 * search typed) re-renders only the rows whose own props changed, not the whole page of them.
 */
const DataRow = memo(function DataRow<T extends object>({
  row,
  rowIndex,
  columns,
  headerId,
}: DataRowProps<T>) {
  return (
    <tr aria-rowindex={rowIndex} aria-labelledby={headerId}>
      {columns.map((column) => {
        const Cell = column.isRowHeader ? 'th' : 'td';
        return (
          <Cell
            key={column.id}
            id={column.isRowHeader ? headerId : undefined}
            scope={column.isRowHeader ? 'row' : undefined}
            data-align={column.align}
            data-action={column.hideLabelWhenStacked || undefined}
          >
            {!column.hideLabelWhenStacked && (
              <CellLabel aria-hidden="true" data-cell-label="">
                {column.name}
              </CellLabel>
            )}
            <CellValue>
              {column.render
                ? column.render(row)
                : cellText((row as Record<string, unknown>)[column.id])}
            </CellValue>
          </Cell>
        );
      })}
    </tr>
  );
}) as <T extends object>(props: DataRowProps<T>) => ReactNode;

/**
 * A plain table: column headers, optional sorting (a button in each sortable header, aria-sort on
 * the header), an empty state, cells that may hold buttons, and pages. No keyboard of its own:
 * Tab reaches the sort buttons and the buttons in the rows, as on any page. Only the page's rows
 * are built; aria-rowcount and aria-rowindex tell assistive technology where the page sits in the
 * whole list. On narrow containers each row stacks as "name: value" lines, and a "Sort by"
 * select stands in for the hidden headers (docs/architecture.md#large-lists).
 */
export function DataTable<T extends object>({
  columns,
  rows,
  sortDescriptor,
  onSortChange,
  namedSorts = [],
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

  const id = useId();
  const { description: sortText, announcement } = useSortWords(columns, sortDescriptor, namedSorts);
  const sortable = columns.filter((c) => c.allowsSorting);
  const sort = (column: DataTableColumn<T>) => {
    const same = sortDescriptor?.column === column.id;
    onSortChange?.({
      column: column.id,
      direction: same && sortDescriptor?.direction === 'ascending' ? 'descending' : 'ascending',
    });
  };

  const rowHeader = columns.find((c) => c.isRowHeader);

  return (
    <TableFrame>
      {onSortChange && sortable.length + namedSorts.length > 0 && (
        <SortSelect
          columns={sortable}
          namedSorts={namedSorts}
          sortDescriptor={sortDescriptor}
          onSortChange={onSortChange}
        />
      )}
      <StyledTable
        {...labelling}
        aria-rowcount={rows.length + 1}
        aria-busy={isLoading || undefined}
        aria-describedby={sortText ? `${id}-sort` : undefined}
      >
        {/* rowgroup stays on thead and tbody: HTML calls it unnecessary (a notice, not an error),
            but Chromium exposes a tbody without it as no group at all. Rows, headers and cells
            take their table roles from HTML (scope says column or row header). */}
        <thead role="rowgroup">
          <tr aria-rowindex={1}>
            {columns.map((column) => (
              <ColumnHeader
                key={column.id}
                column={column}
                sortedAs={
                  sortDescriptor?.column === column.id ? sortDescriptor.direction : undefined
                }
                describedBy={`${id}-sortable`}
                onSort={() => sort(column)}
              />
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {pageRows.length === 0 ? (
            <tr data-empty>
              {/* A data cell under the column headers: a header cell here made the table one
                  with two kinds of header, whose cells need `headers` (HTML_CodeSniffer's H43). */}
              <td colSpan={columns.length}>
                <EmptyState>
                  {isLoading ? (
                    <>
                      <Spinner aria-hidden="true" />
                      {loadingLabel}
                    </>
                  ) : (
                    (renderEmptyState?.() ?? 'Nothing to show')
                  )}
                </EmptyState>
              </td>
            </tr>
          ) : (
            pageRows.map((row, i) => (
              <DataRow
                key={(row as { id: Key }).id}
                row={row}
                rowIndex={first + i + 2}
                columns={columns}
                headerId={rowHeader && `${id}-${i}-${rowHeader.id}`}
              />
            ))
          )}
        </tbody>
      </StyledTable>
      <Unseen id={`${id}-sort`}>{sortText}</Unseen>
      <Unseen id={`${id}-sortable`}>sortable column</Unseen>
      <Unseen aria-live="assertive">{announcement}</Unseen>
      {pageCount > 1 && (
        <TablePager
          page={shownPage}
          pageCount={pageCount}
          first={first + 1}
          last={first + pageRows.length}
          total={rows.length}
          itemsLabel={itemsLabel}
          onPageChange={goTo}
        />
      )}
    </TableFrame>
  );
}
