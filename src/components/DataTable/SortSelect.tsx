import { useId } from 'react';
import type { DataTableColumn, NamedSort, SortDescriptor } from './DataTable';
import { SortBar, SortLabel, SortPicker } from './SortSelect.styles';

type Direction = SortDescriptor['direction'];

const DIRECTIONS: readonly Direction[] = ['ascending', 'descending'];
const DEFAULT_LABELS: Record<Direction, string> = { ascending: 'A–Z', descending: 'Z–A' };

export interface SortSelectProps<T> {
  /** The sortable columns, in the table's order. */
  columns: DataTableColumn<T>[];
  /** The caller's own orders, offered first; with any, "Sort by" shows at every width. */
  namedSorts: readonly NamedSort[];
  sortDescriptor?: SortDescriptor;
  onSortChange: (descriptor: SortDescriptor) => void;
}

const optionValue = (column: string | number, direction: Direction) => `${column}:${direction}`;

/**
 * "Sort by", for when the rows stack as cards and the column headers that sort are out of sight
 * (docs/architecture.md#large-lists). A native select: the phone's own picker, the arrow keys on
 * a desktop, and nothing for the list's first load to fetch. The caller's named orders come first,
 * then each sortable column in both directions; the choice goes to the same sort as a header press.
 */
export function SortSelect<T>({
  columns,
  namedSorts,
  sortDescriptor,
  onSortChange,
}: SortSelectProps<T>) {
  const id = useId();
  const choices = [
    ...namedSorts.map(({ descriptor, label }) => ({
      value: optionValue(descriptor.column, descriptor.direction),
      label,
      descriptor,
    })),
    ...columns.flatMap((column) =>
      DIRECTIONS.map((direction) => ({
        value: optionValue(column.id, direction),
        label: `${column.name} (${column.sortLabels?.[direction] ?? DEFAULT_LABELS[direction]})`,
        descriptor: { column: column.id, direction },
      })),
    ),
  ];
  const value = sortDescriptor ? optionValue(sortDescriptor.column, sortDescriptor.direction) : '';
  return (
    <SortBar data-always={namedSorts.length > 0 || undefined}>
      <SortLabel htmlFor={id}>Sort by</SortLabel>
      <SortPicker
        id={id}
        value={value}
        onChange={(event) => {
          const choice = choices.find((c) => c.value === event.target.value);
          if (choice) onSortChange(choice.descriptor);
        }}
      >
        {/* The rows' own order until a sort is chosen; like the headers, there is no way back
            to it, so it cannot be chosen. */}
        {value === '' && (
          <option value="" disabled>
            Not sorted
          </option>
        )}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </SortPicker>
    </SortBar>
  );
}
