import { useMemo, useRef } from 'react';
import { Button, DataTable, type DataTableColumn, type NamedSort } from '../../components';
import type { ApplicationRow } from '../../api';
import { ApplicationFinder } from './ApplicationFinder';
import { EmptyActions, QueueRows } from './ApplicationTable.styles';
import { QUEUE_SORT, type ApplicationOrder, type ApplicationView } from './application-view';
import { ConsentBadge } from './ConsentBadge';
import { RowAction } from './RowAction';
import { STATUS_FILTERS, type StatusFilter } from './row-state';
import { useApplicationList } from './use-application-list';
import { useListPlace } from './use-list-place';
import { DraftBadge } from '../drafts';

export interface ApplicationTableProps {
  rows: ApplicationRow[];
  /** How many rows the list holds, when more than `rows` (docs/architecture.md#large-lists). */
  total?: number;
  isLoading?: boolean;
  onEdit: (policyNumber: string) => void;
  /** The adviser points at or focuses an Edit button: a moment to fetch what Edit opens. */
  onEditIntent?: () => void;
  onDownload: (fileNetId: string) => void;
  /** The document being fetched, whose button shows as pending. */
  downloadingId?: string;
  /** The application whose Edit was pressed while its page loads: its row says "Opening…". */
  openingPolicyNumber?: string;
  labelledBy: string;
  /** Policy numbers with an unsaved draft in this tab (docs/behaviour.md#drafts). */
  drafts?: ReadonlySet<string>;
  pageSize?: number;
}

/** The work queue, named in "Sort by" (docs/behaviour.md#application-list). */
const NAMED_SORTS: readonly NamedSort[] = [
  { descriptor: QUEUE_SORT, label: 'To do first (newest first)' },
];

/** The adviser's consent applications (docs/behaviour.md#application-list). */
export function ApplicationTable({
  rows,
  total,
  isLoading,
  onEdit,
  onEditIntent,
  onDownload,
  downloadingId,
  openingPolicyNumber,
  labelledBy,
  pageSize,
  drafts,
}: ApplicationTableProps) {
  const list = useApplicationList({ rows, total, isLoading, drafts, pageSize });
  const { update } = list;
  const { rowsRef, remember, focusFirstRow } = useListPlace(isLoading ? 0 : list.source.length);
  const searchRef = useRef<HTMLInputElement>(null);

  const columns = useMemo<DataTableColumn<ApplicationView>[]>(
    () => [
      {
        id: 'policyNumber',
        name: 'Policy Number',
        isRowHeader: true,
        allowsSorting: true,
        render: (view) => (
          <>
            {view.policyNumber}
            {drafts?.has(view.policyNumber) ? <DraftBadge /> : null}
          </>
        ),
      },
      { id: 'client', name: 'Client', allowsSorting: true },
      { id: 'idNumber', name: 'ID Number' },
      {
        id: 'dateCreated',
        name: 'Date Created',
        allowsSorting: true,
        sortLabels: { ascending: 'oldest first', descending: 'newest first' },
      },
      {
        id: 'status',
        name: 'Status',
        // Wide enough from the start for a state and its next step, which arrive one log at a time
        // (no layout shift); no wider (docs/decisions/0012-list-cards-width.md).
        minWidth: '15.5rem',
        render: (view) => <ConsentBadge view={view} />,
      },
      {
        id: 'actions',
        name: 'Actions',
        hideLabelWhenStacked: true,
        render: (view) => (
          <RowAction
            view={view}
            onEdit={(policyNumber) => {
              remember(policyNumber);
              onEdit(policyNumber);
            }}
            onEditIntent={onEditIntent}
            onDownload={onDownload}
            downloadingId={downloadingId}
            openingPolicyNumber={openingPolicyNumber}
          />
        ),
      },
    ],
    [onEdit, onEditIntent, onDownload, downloadingId, openingPolicyNumber, drafts, remember],
  );

  return (
    <>
      <ApplicationFinder
        searchRef={searchRef}
        text={list.text}
        onTextChange={(text) => update({ text, page: 1 })}
        status={list.status}
        onStatusChange={(status) => update({ status, page: 1 })}
        countText={list.countText}
        progress={list.progress}
        counts={list.counts}
        action={
          list.canReorder ? (
            // The button goes with the order it asks for: the focus goes to the first row.
            <Button
              size="sm"
              variant="secondary"
              onPress={() => {
                list.orderAgain();
                focusFirstRow();
              }}
            >
              Order by what to do next
            </Button>
          ) : null
        }
      />
      <QueueRows ref={rowsRef}>
        <DataTable<ApplicationView>
          aria-labelledby={labelledBy}
          columns={columns}
          rows={list.source}
          sortDescriptor={list.sort}
          namedSorts={NAMED_SORTS}
          onSortChange={({ column, direction }) =>
            list.sortBy({ column: column as ApplicationOrder, direction })
          }
          page={list.page}
          onPageChange={(page) => update({ page })}
          pageSize={pageSize}
          itemsLabel="applications"
          isLoading={isLoading}
          loadingLabel="Loading applications"
          renderEmptyState={() => (
            <>
              {emptyText(list.length, list.text, list.status, list.checking)}
              {list.length > 0 && !list.checking && (
                // A way back from a search or filter that found nothing.
                <EmptyActions>
                  {list.text.trim() !== '' && (
                    <Button
                      size="sm"
                      variant="secondary"
                      onPress={() => {
                        update({ text: '', page: 1 });
                        // The button goes with the empty result: the focus goes to the search.
                        searchRef.current?.focus();
                      }}
                    >
                      Clear search
                    </Button>
                  )}
                  {list.status !== 'all' && (
                    <Button
                      size="sm"
                      variant="secondary"
                      onPress={() => update({ status: 'all', page: 1 })}
                    >
                      Show all
                    </Button>
                  )}
                </EmptyActions>
              )}
            </>
          )}
        />
      </QueueRows>
    </>
  );
}

function emptyText(total: number, text: string, status: StatusFilter, checking: boolean): string {
  if (total === 0) return 'No consent applications yet. Choose New to capture one.';
  const label = STATUS_FILTERS.find(([value]) => value === status)?.[1];
  if (checking) return `Checking consent: no application is “${label}” so far.`;
  const filter = status === 'all' ? '' : ` “${label}”`;
  return text.trim()
    ? `No applications match “${text.trim()}”${filter ? ` among${filter}` : ''}.`
    : `No applications match the filter${filter}.`;
}
