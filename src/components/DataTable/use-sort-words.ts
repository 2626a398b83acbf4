import { useState } from 'react';
import type { DataTableColumn, NamedSort, SortDescriptor } from './DataTable';

/**
 * The sort in words for screen readers, as react-aria's table gives them: the table's description
 * ('sorted by column Client in ascending order'; a named order by its name, 'sorted by To do first
 * (newest first)'), and an announcement of any change, whichever control made it. The sort the
 * table opens with is only described.
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
