import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { RowSource } from '../../components';
import type { ApplicationRow } from '../../api';
import { countText as count } from '../../lib/display-text';
import { afterPaintWhenIdle } from '../../lib/idle';
import { useRowsWithWaiting } from '../outbox';
import { ApplicationIndex } from './application-index';
import {
  policyNumberOf,
  QUEUE_SORT,
  statusOf,
  type ApplicationSortColumn,
  type ApplicationView,
} from './application-view';
import type { StatusCounts } from './ApplicationFinder';
import type { ApplicationTableProps } from './ApplicationTable';
import { listQueue, listState, type ListState } from './list-state';
import { QueuePlacement, queueRank, wouldReorder } from './queue-order';
import { needsLog, type RowState, type StatusFilter } from './row-state';
import { useConsentStates, useTabConsent } from './use-consent-states';
import { useSentRowsKept } from './use-sent-rows';

export type ApplicationListInput = Pick<
  ApplicationTableProps,
  'rows' | 'total' | 'isLoading' | 'drafts' | 'pageSize'
>;

const DEFAULT_PAGE_SIZE = 25;
const SORT_COLUMNS: readonly ApplicationSortColumn[] = ['policyNumber', 'client', 'dateCreated'];
/** From this many rows, the sort orders are made while the browser is idle. */
const PRESORT_FROM_ROWS = 1000;
const NO_ROWS: readonly ApplicationRow[] = [];
const applications = (n: number) => `${count(n)} application${n === 1 ? '' : 's'}`;

/**
 * The list as the table shows it (docs/behaviour.md#application-list): the adviser's search,
 * filter, sort and page (the tab's `listState`) and `update`; the rows found (`source`), in the
 * work queue or the order chosen; the chips' `counts`; the count line and the consent filter's
 * `progress`; whether to offer "Order by what to do next" (`canReorder`, `orderAgain`); `sortBy`
 * for an order chosen (the queue is placed again from what is known now).
 */
export function useApplicationList({
  rows: listed,
  total: listedTotal,
  isLoading = false,
  drafts,
  pageSize = DEFAULT_PAGE_SIZE,
}: ApplicationListInput) {
  const chosen = useStore(
    listState,
    useShallow(({ text, status, sort, page, update }) => ({ text, status, sort, page, update })),
  );
  const { text, status, sort, page, update } = chosen;
  // A new application whose Save waits to be sent has no row in the list's data yet: it shows.
  // One just sent stays until the list is read again (use-sent-rows.ts).
  const rows = useSentRowsKept(listed, useRowsWithWaiting(listed, isLoading));
  const total = (listedTotal ?? listed.length) + rows.length - listed.length;
  const index = useMemo(() => new ApplicationIndex(rows), [rows]);
  const tab = useTabConsent();

  // A long list's column orders are made while the adviser reads the first page, so a press on a
  // header only reads one. A short list sorts in milliseconds when asked, and need not start the
  // browser's ICU data in its first seconds (docs/architecture.md#large-lists).
  useEffect(() => {
    if (index.length < PRESORT_FROM_ROWS) return;
    // One column per idle moment: a press that comes meanwhile waits for one sort, not three.
    const cancels = SORT_COLUMNS.map((column) =>
      afterPaintWhenIdle(() => index.order(column), 1000),
    );
    return () => {
      for (const cancel of cancels) cancel();
    };
  }, [index]);

  // The queue by value (queue-order.ts, docs/decisions/0018-queue-by-value.md): placed from what
  // the tab knows when the rows are first shown, then fixed until the adviser orders again.
  // Coming back to the list starts from the order it was left in (the tab's listQueue).
  const [placement, setPlacement] = useState(
    () => new QueuePlacement<ApplicationIndex>(listQueue.getState().keys),
  );
  const queue =
    !isLoading && rows.length > 0
      ? placement.orderOf(
          index,
          () => index.keys(),
          rankIn(rows, tab.cachedStates()),
          (position) => index.createdAt(position),
        )
      : undefined;

  // The order as placed is kept for the next visit (only when a placement added rows to it).
  const placed = placement.placed;
  useEffect(() => {
    if (placed.length > 0 && placed !== listQueue.getState().keys)
      listQueue.setState({ keys: placed });
  }, [placed]);

  // Without a consent filter the rows found do not wait for their states: the page is known
  // first, and the table follows the logs its badges read. A consent filter needs the state of
  // every row the search finds without forms (docs/behaviour.md#consent-in-the-list).
  const consentFilter = needsLog(status);
  const plainFound = useMemo(
    () =>
      consentFilter
        ? undefined
        : index.find({ text, accept: acceptPlain(status, rows, drafts), sort, queue }),
    [consentFilter, index, rows, text, status, drafts, sort, queue],
  );
  const shown = useMemo(
    () => (plainFound ? pageOf(plainFound, page, pageSize).map((i) => rows[i]) : NO_ROWS),
    [plainFound, page, pageSize, rows],
  );
  const candidates = useMemo(
    () =>
      consentFilter
        ? index.find({ text, accept: (i) => statusOf(rows[i]) !== 'ready' }).map((i) => rows[i])
        : NO_ROWS,
    [consentFilter, index, rows, text],
  );
  const check = useConsentStates({ candidates, shown, tab });
  const { stateOf } = check;
  const consentFound = useMemo(
    () =>
      consentFilter
        ? index.find({ text, accept: (i) => stateOf(rows[i]).kind === status, sort, queue })
        : undefined,
    [consentFilter, index, rows, text, status, sort, queue, stateOf],
  );
  const found = plainFound ?? consentFound ?? NO_POSITIONS;

  // The chips' counts and the offer to order again pass over every row (10,000 of them, some
  // advisers): they follow the search and the states a render behind, so a sort, a page or a
  // search is painted without waiting for them (a new page of rows is a new `stateOf`).
  const countedText = useDeferredValue(text);
  const countedStateOf = useDeferredValue(stateOf);

  // Offered only when ordering again would move a row (a state or a row has arrived since).
  const canReorder = useMemo(
    () =>
      sort.column === 'queue' &&
      found.length > 0 &&
      queue !== undefined &&
      wouldReorder(queue, rankIn(rows, countedStateOf), (position) => index.createdAt(position)),
    [sort.column, found.length, queue, rows, countedStateOf, index],
  );

  // Each chip's count among the rows the search finds. A consent state is known only once the
  // row's log is read: until every one is, those counts are "so far" (at least that many).
  const counts = useMemo<StatusCounts | undefined>(() => {
    if (isLoading) return undefined;
    const searched = index.find({ text: countedText });
    const byStatus = new Map<StatusFilter, number>();
    let unknown = 0;
    const add = (key: StatusFilter) => byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
    for (const i of searched) {
      const row = rows[i];
      if (drafts?.has(policyNumberOf(row))) add('draft');
      const kind = countedStateOf(row).kind;
      if (kind === 'checking' || kind === 'unchecked') unknown += 1;
      else if (kind === 'notFound') add('none');
      else add(kind as StatusFilter);
    }
    return { all: searched.length, byStatus, unknown };
  }, [index, rows, countedText, drafts, isLoading, countedStateOf]);

  const source = useMemo<RowSource<ApplicationView>>(
    () => ({
      length: found.length,
      slice: (start, end) => found.slice(start, end).map((i) => index.view(i)),
    }),
    [found, index],
  );

  const filtered = text.trim() !== '' || status !== 'all';
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

  const sortBy = (next: ListState['sort']) => {
    // Choosing the queue (or ordering it again) is asking for it by what is known now.
    if (next.column === 'queue') {
      setPlacement(new QueuePlacement());
      listQueue.setState({ keys: [] });
    }
    update({ sort: next, page: 1 });
  };

  return {
    ...chosen,
    length: rows.length,
    source,
    counts,
    countText,
    progress,
    checking,
    canReorder,
    orderAgain: () => sortBy(QUEUE_SORT),
    sortBy,
  };
}

const NO_POSITIONS: number[] = [];

/** Each row's place among the queue's groups, by its state. */
const rankIn =
  (rows: readonly ApplicationRow[], stateOf: (row: ApplicationRow) => RowState) =>
  (position: number) => {
    const { kind } = stateOf(rows[position]);
    return queueRank(kind, kind === 'toSend');
  };

/** The filters the list's own data answers (All, Forms ready, Unsaved draft). */
function acceptPlain(
  status: StatusFilter,
  rows: readonly ApplicationRow[],
  drafts: ReadonlySet<string> | undefined,
): ((position: number) => boolean) | undefined {
  if (status === 'ready') return (i) => statusOf(rows[i]) === 'ready';
  if (status === 'draft') return (i) => drafts?.has(policyNumberOf(rows[i])) ?? false;
  return undefined;
}

/** The positions on the page, as the table shows it (a page past the last shows the last). */
function pageOf(found: readonly number[], page: number, pageSize: number): readonly number[] {
  const pages = Math.max(1, Math.ceil(found.length / pageSize));
  const first = (Math.min(Math.max(1, page), pages) - 1) * pageSize;
  return found.slice(first, first + pageSize);
}
