export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type NamedSort,
  type RowSource,
  type SortDescriptor,
} from './DataTable';
export { tableCards } from './table-cards';
export { whileCards } from './cards-below';
