export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableBaseProps,
  type NamedSort,
  type RowSource,
  type SortDescriptor,
} from './DataTable';
export { tableCards, type TableCardsOptions } from './table-cards';
export { whileCards } from './cards-below';
