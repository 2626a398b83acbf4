export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableBaseProps,
  type SortDescriptor,
} from './DataTable';
