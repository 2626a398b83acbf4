import type { KeyboardEvent } from 'react';
import type { DataTableColumn, SortDescriptor } from './DataTable';
import { SortIndicator } from './DataTable.styles';

type Direction = SortDescriptor['direction'];

function SortIcon({ direction }: { direction?: Direction }) {
  return (
    <SortIndicator aria-hidden="true" data-direction={direction}>
      {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
    </SortIndicator>
  );
}

export interface ColumnHeaderProps<T> {
  column: DataTableColumn<T>;
  /** The direction the table is sorted in by this column; undefined when sorted by another. */
  sortedAs?: Direction;
  /** The id of the words "sortable column", which describe a sortable header. */
  describedBy: string;
  onSort: () => void;
}

/**
 * A column header: a grid cell the arrow keys reach (useGridKeyboard); a sortable one sorts on a
 * press, Enter or Space, and carries aria-sort.
 */
export function ColumnHeader<T>({ column, sortedAs, describedBy, onSort }: ColumnHeaderProps<T>) {
  const sortable = column.allowsSorting === true;
  const onKeyDown = (event: KeyboardEvent) => {
    if (sortable && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      onSort();
    }
  };
  return (
    <th
      scope="col"
      style={{ width: column.width, minWidth: column.minWidth }}
      data-align={column.align}
      data-allows-sorting={sortable || undefined}
      aria-sort={sortable ? (sortedAs ?? 'none') : undefined}
      aria-describedby={sortable ? describedBy : undefined}
      onClick={sortable ? onSort : undefined}
      onKeyDown={onKeyDown}
    >
      {column.name}
      {sortable && <SortIcon direction={sortedAs} />}
    </th>
  );
}
