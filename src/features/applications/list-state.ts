import { useCallback, useEffect, useState } from 'react';
import { STATUS_FILTERS, type StatusFilter } from './row-state';
import { QUEUE_SORT, type ApplicationOrder } from './application-view';

/** What the adviser set on the list: kept while they visit an application and come back. */
export interface ListState {
  text: string;
  status: StatusFilter;
  /** The work queue unless the adviser chose another order. */
  sort: { column: ApplicationOrder; direction: 'ascending' | 'descending' };
  page: number;
}

const INITIAL_LIST_STATE: ListState = { text: '', status: 'all', sort: QUEUE_SORT, page: 1 };

const STATUSES: readonly StatusFilter[] = STATUS_FILTERS.map(([value]) => value);
const COLUMNS: readonly ApplicationOrder[] = ['queue', 'policyNumber', 'client', 'dateCreated'];

function read(key: string | undefined): ListState {
  if (!key) return INITIAL_LIST_STATE;
  try {
    const saved = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Partial<ListState> | null;
    if (!saved || typeof saved !== 'object') return INITIAL_LIST_STATE;
    const sort =
      saved.sort &&
      COLUMNS.includes(saved.sort.column) &&
      (saved.sort.direction === 'ascending' || saved.sort.direction === 'descending')
        ? saved.sort
        : QUEUE_SORT;
    return {
      text: typeof saved.text === 'string' ? saved.text.slice(0, 100) : '',
      status: STATUSES.includes(saved.status as StatusFilter) ? saved.status! : 'all',
      sort,
      page: Number.isInteger(saved.page) && saved.page! > 0 ? saved.page! : 1,
    };
  } catch {
    return INITIAL_LIST_STATE;
  }
}

/**
 * The list's search, filter, sort and page, remembered in the tab's session storage under `key`
 * (docs/architecture.md#large-lists says why there and not in the address). Without a key the
 * state lives only as long as the list is shown; a key given later (once the session is known)
 * brings what was remembered under it.
 */
export function useListState(key?: string): [ListState, (patch: Partial<ListState>) => void] {
  const [state, setState] = useState(() => read(key));
  // The key comes once the session is known (the page is prerendered and hydrated without one):
  // what was remembered under it is read then (React's "adjusting state when a prop changes").
  const [readFor, setReadFor] = useState(key);
  if (readFor !== key) {
    setReadFor(key);
    setState(read(key));
  }
  useEffect(() => {
    if (!key) return;
    try {
      sessionStorage.setItem(key, JSON.stringify(state));
    } catch {
      // Storage full or refused: the list still works, it just forgets on the way back.
    }
  }, [key, state]);
  const update = useCallback(
    (patch: Partial<ListState>) => setState((current) => ({ ...current, ...patch })),
    [],
  );
  return [state, update];
}
