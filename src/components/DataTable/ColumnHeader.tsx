import type { DataTableColumn, SortDescriptor } from './DataTable';
import { SortButton, SortIndicator } from './DataTable.styles';

export interface ColumnHeaderProps<T> {
  column: DataTableColumn<T>;
  /** The direction the table is sorted in by this column; undefined when sorted otherwise. */
  sortedAs?: SortDescriptor['direction'];
  /** The id of the words "sortable column", which describe a sortable header's button. */
  describedBy: string;
  onSort: () => void;
}

/**
 * A column header. A sortable one holds a button that sorts (a Tab stop, pressed by pointer,
 * Enter or Space) and carries aria-sort, as GOV.UK's sortable table does
 * (docs/architecture.md#large-lists).
 */
export function ColumnHeader<T>({ column, sortedAs, describedBy, onSort }: ColumnHeaderProps<T>) {
  const sortable = column.allowsSorting === true;
  return (
    <th
      scope="col"
      style={{ width: column.width, minWidth: column.minWidth }}
      data-align={column.align}
      aria-sort={sortable ? (sortedAs ?? 'none') : undefined}
    >
      {sortable ? (
        <SortButton type="button" aria-describedby={describedBy} onClick={onSort}>
          {column.name}
          <SortIndicator aria-hidden="true" data-direction={sortedAs}>
            {sortedAs === 'ascending' ? '▲' : sortedAs === 'descending' ? '▼' : '↕'}
          </SortIndicator>
        </SortButton>
      ) : (
        column.name
      )}
    </th>
  );
}
