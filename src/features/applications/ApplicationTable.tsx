import { useEffect, useMemo, useState } from 'react';
import { DataTable, type DataTableColumn, type NamedSort, type RowSource } from '../../components';
import type { ApplicationRow } from '../../api';
import { countText as count } from '../../lib/display-text';
import { afterPaintWhenIdle } from '../../lib/idle';
import { ApplicationIndex } from './application-index';
import {
  policyNumberOf,
  QUEUE_SORT,
  statusOf,
  type ApplicationOrder,
  type ApplicationSortColumn,
  type ApplicationView,
} from './application-view';
import { EmptyActions, QueueRows } from './ApplicationTable.styles';
import { Button } from '../../components';
import { useKeptAnswers } from '../consent';
import { keepShownOrder, queueRank, wouldReorder } from './queue-order';
import type { StatusCounts } from './ApplicationFinder';
import { ApplicationFinder } from './ApplicationFinder';
import { ConsentBadge } from './ConsentBadge';
import { STATUS_FILTERS, needsLog, type StatusFilter } from './row-state';
import { useListState } from './list-state';
import { useConsentCheck, type KeptOutcomes } from './use-consent-states';
import { RowAction } from './RowAction';
import { DraftBadge } from '../drafts';
import { useRowsWithWaiting } from '../outbox';

export interface ApplicationTableProps {
  rows: ApplicationRow[];
  /**
   * How many rows the list holds, when more than `rows` (the rest still being checked against
   * the contract: docs/architecture.md#large-lists). Until they join, the count says so.
   */
  total?: number;
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
  /** Session-storage key under which search, filter, sort and page outlive a visit elsewhere. */
  rememberAs?: string;
  /** Rows per page. */
  pageSize?: number;
}

const SORT_COLUMNS: readonly ApplicationSortColumn[] = ['policyNumber', 'client', 'dateCreated'];
/** The work queue, named in "Sort by" (docs/behaviour.md#application-list). */
const NAMED_SORTS: readonly NamedSort[] = [
  { descriptor: QUEUE_SORT, label: 'To do first (newest first)' },
];
/** From this many rows, the sort orders are made while the browser is idle. */
const PRESORT_FROM_ROWS = 1000;
const applications = (n: number) => `${count(n)} application${n === 1 ? '' : 's'}`;

/**
 * The adviser's consent applications (docs/behaviour.md#application-list): search, a status
 * filter, and a page of rows, each with Edit or Download Forms.
 */
export function ApplicationTable({
  rows: listed,
  total: listedTotal,
  isLoading,
  onEdit,
  onEditIntent,
  onDownload,
  downloadingId,
  labelledBy,
  rememberAs,
  pageSize,
  drafts,
}: ApplicationTableProps) {
  // A new application whose Save waits to be sent has no row in the list's data yet: it shows.
  const rows = useRowsWithWaiting(listed, isLoading);
  const total = (listedTotal ?? listed.length) + rows.length - listed.length;
  const [state, update] = useListState(rememberAs);
  const index = useMemo(() => new ApplicationIndex(rows), [rows]);
  const status = state.status;
  // The newest answer kept for each plan: newer than its log when the log was read before it.
  const { list: keptList } = useKeptAnswers();
  const kept = useMemo<KeptOutcomes>(() => {
    const newest = new Map<string, { outcome: (typeof keptList)[number]['outcome']; at: number }>();
    for (const answer of keptList) {
      if (!newest.has(answer.planReference)) newest.set(answer.planReference, answer);
    }
    return newest;
  }, [keptList]);
  // A consent filter needs the state of every row the search finds that has no forms yet: their
  // logs are read a few at a time, and the rows show as their states become known
  // (docs/behaviour.md#consent-in-the-list).
  const candidates = useMemo(
    () =>
      needsLog(status)
        ? index
            .find({ text: state.text, accept: (i) => statusOf(rows[i]) !== 'ready' })
            .map((i) => rows[i])
        : NO_ROWS,
    [index, rows, state.text, status],
  );
  const check = useConsentCheck(candidates, kept);
  const { version, running, toSend } = check;
  const stateOf = check.stateOf;

  // The queue by value (queue-order.ts, docs/decisions/0018-queue-by-value.md): placed from what
  // is known when the rows are first shown (this tab's cached logs, its running requests, its
  // kept answers, the waiting saves), then fixed: a state that arrives later restyles its row in
  // place, rows that arrive later go below, and the adviser orders again when they choose.
  const rankOf = (position: number) => {
    const { kind } = stateOf(rows[position]);
    return queueRank(kind, kind === 'toSend');
  };
  const createdAt = (position: number) => index.createdAt(position);
  const [queue, setQueue] = useState<{
    index: ApplicationIndex;
    shown: string[];
    order: number[];
  }>();
  const ready = !isLoading && rows.length > 0;
  const placeQueue = (shown: readonly string[]) => {
    const placed = keepShownOrder(shown, index.keys(), rankOf, createdAt);
    setQueue({ index, ...placed });
  };
  if (ready && queue?.index !== index) placeQueue(queue?.shown ?? []);
  const queueOrder = queue?.index === index ? queue.order : undefined;
  const onQueue = state.sort.column === 'queue';
  // Offered only when ordering again would move a row (a state or a row has arrived since).
  const canReorder = useMemo(
    () => onQueue && queueOrder !== undefined && wouldReorder(queueOrder, rankOf, createdAt),
    // `version`, `running` and `kept` change whenever a row's rank may have.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [onQueue, queueOrder, version, running, kept, toSend],
  );
  const orderAgain = () => {
    placeQueue([]);
    update({ page: 1 });
  };
  const found = useMemo(() => {
    const accept: ((i: number) => boolean) | undefined =
      status === 'all'
        ? undefined
        : status === 'ready'
          ? (i) => statusOf(rows[i]) === 'ready'
          : status === 'draft'
            ? (i) => drafts?.has(policyNumberOf(rows[i])) ?? false
            : (i) => stateOf(rows[i]).kind === status;
    return index.find({ text: state.text, accept, sort: state.sort, queue: queueOrder });
    // `version` and `running` change whenever a row's consent state may have.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index, rows, state.text, status, state.sort, drafts, version, running, toSend, queueOrder]);

  // Each chip's count among the rows the search finds. A consent state is known only once the
  // row's log is read: until every one is, those counts are "so far" (at least that many).
  const counts = useMemo<StatusCounts | undefined>(() => {
    if (isLoading) return undefined;
    const searched = index.find({ text: state.text });
    const byStatus = new Map<StatusFilter, number>();
    let unknown = 0;
    const add = (key: StatusFilter) => byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
    for (const i of searched) {
      const row = rows[i];
      if (drafts?.has(policyNumberOf(row))) add('draft');
      const kind = stateOf(row).kind;
      if (kind === 'checking' || kind === 'unchecked') unknown += 1;
      else if (kind === 'notFound') add('none');
      else add(kind as StatusFilter);
    }
    return { all: searched.length, byStatus, unknown };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index, rows, state.text, drafts, isLoading, version, running, kept, toSend]);
  const source = useMemo<RowSource<ApplicationView>>(
    () => ({
      length: found.length,
      slice: (start, end) => found.slice(start, end).map((i) => index.view(i)),
    }),
    [found, index],
  );

  // Each column's order is worked out once the first page is on screen, while the adviser
  // reads it, so a later press on a column header only reads it (docs/architecture.md#large-lists).
  useEffect(() => {
    // A short list sorts in a few milliseconds when asked. Only a long one has its orders made
    // ahead: the collator's first use starts the browser's ICU data, which the first seconds of
    // a short list need not pay for (docs/architecture.md#large-lists).
    if (index.length < PRESORT_FROM_ROWS) return;
    return afterPaintWhenIdle(() => {
      for (const column of SORT_COLUMNS) index.order(column);
    }, 1000);
  }, [index]);

  const filtered = state.text.trim() !== '' || state.status !== 'all';
  const checking = check.settled < check.total;
  const countText = isLoading
    ? ''
    : total > rows.length
      ? `Checking ${applications(total)}: the first ${count(rows.length)} are shown`
      : checking
        ? `${count(found.length)} found so far: consent checked for ${count(check.settled)} of ${applications(check.total)}`
        : filtered
          ? `${count(found.length)} of ${applications(rows.length)} match` +
            (check.failed > 0
              ? `; consent could not be checked for ${applications(check.failed)}`
              : '')
          : applications(rows.length);
  const progress = checking
    ? {
        value: check.settled,
        max: check.total,
        text: `${count(check.settled)} of ${count(check.total)}`,
      }
    : undefined;

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
        // Wide enough for a state and its next step ('Accepted Next: Generate Forms') from the
        // start: the states arrive one log at a time, and a column that grew with them would move
        // its neighbours (a layout shift). Not wider, so the table fits the page wherever it is a
        // table rather than cards (docs/decisions/0012-list-cards-width.md).
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
            onEdit={onEdit}
            onEditIntent={onEditIntent}
            onDownload={onDownload}
            downloadingId={downloadingId}
          />
        ),
      },
    ],
    [onEdit, onEditIntent, onDownload, downloadingId, drafts],
  );

  return (
    <>
      <ApplicationFinder
        text={state.text}
        onTextChange={(text) => update({ text, page: 1 })}
        status={state.status}
        onStatusChange={(status) => update({ status, page: 1 })}
        countText={countText}
        progress={progress}
        counts={counts}
        action={
          canReorder ? (
            <Button size="sm" variant="secondary" onPress={orderAgain}>
              Order by what to do next
            </Button>
          ) : null
        }
      />
      <QueueRows>
        <DataTable<ApplicationView>
          aria-labelledby={labelledBy}
          columns={columns}
          rows={source}
          sortDescriptor={state.sort}
          namedSorts={NAMED_SORTS}
          onSortChange={({ column, direction }) => {
            // Choosing the queue is asking for it by what is known now.
            if (column === 'queue') placeQueue([]);
            update({ sort: { column: column as ApplicationOrder, direction }, page: 1 });
          }}
          page={state.page}
          onPageChange={(page) => update({ page })}
          pageSize={pageSize}
          itemsLabel="applications"
          isLoading={isLoading}
          loadingLabel="Loading applications"
          renderEmptyState={() => (
            <>
              {emptyText(rows.length, state.text, state.status, checking)}
              {rows.length > 0 && !checking && (
                // A way back from a search or filter that found nothing.
                <EmptyActions>
                  {state.text.trim() !== '' && (
                    <Button
                      size="sm"
                      variant="secondary"
                      onPress={() => update({ text: '', page: 1 })}
                    >
                      Clear search
                    </Button>
                  )}
                  {state.status !== 'all' && (
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

const NO_ROWS: ApplicationRow[] = [];

function emptyText(total: number, text: string, status: StatusFilter, checking: boolean): string {
  if (total === 0) return 'No consent applications yet. Choose New to capture one.';
  const label = STATUS_FILTERS.find(([value]) => value === status)?.[1];
  if (checking) return `Checking consent: no application is “${label}” so far.`;
  const filter = status === 'all' ? '' : ` “${label}”`;
  return text.trim()
    ? `No applications match “${text.trim()}”${filter ? ` among${filter}` : ''}.`
    : `No applications match the filter${filter}.`;
}
