import { useState } from 'react';
import type { DataTableColumn, NamedSort, SortDescriptor } from './DataTable';

/**
 * What react-aria's table told screen readers about the sort: the table is described by it
 * ('sorted by column Client in ascending order'), and a change of it is announced. Any change is
 * announced, whichever control made it (a column header, or "Sort by" when the rows stack); the
 * sort the table opens with is only told by the description. A named order is told by its name
 * ('sorted by To do first (newest first)').
 */
export function useSortWords<T>(
  columns: DataTableColumn<T>[],
  sortDescriptor: SortDescriptor | undefined,
  namedSorts: readonly NamedSort[],
) {
  const sortedBy = columns.find((c) => c.id === sortDescriptor?.column);
  const named = namedSorts.find(
    ({ descriptor }) =>
      descriptor.column === sortDescriptor?.column &&
      descriptor.direction === sortDescriptor.direction,
  );
  const description = named
    ? `sorted by ${named.label}`
    : sortedBy && sortDescriptor
      ? `sorted by column ${sortedBy.name} in ${sortDescriptor.direction} order`
      : '';
  const sortKey = sortDescriptor ? `${sortDescriptor.column}:${sortDescriptor.direction}` : '';
  // Adjusted while rendering, as React advises for state that follows a prop.
  const [shownSortKey, setShownSortKey] = useState(sortKey);
  const [hasSorted, setHasSorted] = useState(false);
  if (shownSortKey !== sortKey) {
    setShownSortKey(sortKey);
    setHasSorted(true);
  }
  return { description, announcement: hasSorted ? description : '' };
}
