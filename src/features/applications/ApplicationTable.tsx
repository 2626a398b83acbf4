import { useMemo, useState } from 'react';
import { Button, DataTable, type DataTableColumn, type SortDescriptor } from '../../components';
import type { ApplicationRow } from '../../api';
import { DraftBadge } from '../drafts';
import {
  sortApplications,
  toApplicationView,
  type ApplicationSortColumn,
  type ApplicationView,
} from './application-view';

export interface ApplicationTableProps {
  rows: ApplicationRow[];
  isLoading?: boolean;
  /** Edit: the row's policy number becomes the selected plan. */
  onEdit: (policyNumber: string) => void;
  /** The adviser points at or focuses an Edit button: a moment to fetch what Edit opens. */
  onEditIntent?: () => void;
  /** Download Forms: the row's stored document opens in a new window. */
  onDownload: (fileNetId: string) => void;
  /** The document being fetched, whose button shows as pending. */
  downloadingId?: string;
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** Policy numbers with an unsaved draft in this tab (docs/behaviour.md#drafts). */
  drafts?: ReadonlySet<string>;
}

/** The adviser's consent applications (docs/behaviour.md#application-list): one row each, Edit or Download Forms. */
export function ApplicationTable({
  rows,
  isLoading,
  onEdit,
  onEditIntent,
  onDownload,
  downloadingId,
  labelledBy,
  drafts,
}: ApplicationTableProps) {
  const [sort, setSort] = useState<SortDescriptor | undefined>();
  // Formatting 10,000 rows costs tens of ms: once per list, not again on every sort.
  const unsorted = useMemo(() => rows.map(toApplicationView), [rows]);
  const views = useMemo(
    () =>
      sort
        ? sortApplications(unsorted, sort.column as ApplicationSortColumn, sort.direction)
        : unsorted,
    [unsorted, sort],
  );

  const columns: DataTableColumn<ApplicationView>[] = [
    {
      id: 'policyNumber',
      name: 'Policy Number',
      isRowHeader: true,
      allowsSorting: true,
      width: 180,
      render: (view) => (
        <>
          {view.policyNumber}
          {drafts?.has(view.policyNumber) ? <DraftBadge /> : null}
        </>
      ),
    },
    { id: 'client', name: 'Client', allowsSorting: true, minWidth: 160 },
    { id: 'idNumber', name: 'ID Number', width: 170 },
    { id: 'dateCreated', name: 'Date Created', allowsSorting: true, width: 150 },
    {
      id: 'actions',
      name: 'Actions',
      width: 190,
      render: (view) => {
        const action = view.action;
        if (!action) return '--';
        if (action.kind === 'edit') {
          return (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Edit ${view.policyNumber}`}
              onPress={() => onEdit(action.policyNumber)}
              onHoverStart={onEditIntent}
              onFocus={onEditIntent}
            >
              Edit
            </Button>
          );
        }
        return (
          <Button
            size="sm"
            aria-label={`Download Forms ${view.policyNumber}`}
            isPending={downloadingId === action.fileNetId}
            onPress={() => onDownload(action.fileNetId)}
          >
            Download Forms
          </Button>
        );
      },
    },
  ];

  return (
    <DataTable<ApplicationView>
      aria-labelledby={labelledBy}
      columns={columns}
      rows={views}
      sortDescriptor={sort}
      onSortChange={setSort}
      isLoading={isLoading}
      loadingLabel="Loading applications"
      renderEmptyState={() => 'No consent applications yet. Choose New to capture one.'}
    />
  );
}
