/**
 * What the adviser set on the list, the application opened from it, and the queue as placed: tab
 * stores, so they outlive a visit to an application and go with the session
 * (docs/architecture.md#large-lists says why not in the address).
 */
import { z } from 'zod/mini';
import { createTabStore } from '../../lib/tab-store';
import { QUEUE_SORT, type ApplicationOrder } from './application-view';
import { STATUS_FILTERS, type StatusFilter } from './row-state';

export interface ListState {
  text: string;
  status: StatusFilter;
  /** The work queue unless the adviser chose another order. */
  sort: { column: ApplicationOrder; direction: 'ascending' | 'descending' };
  page: number;
  /** The application opened, the page's scroll then and its Edit's top (px): where Back returns to. */
  returnTo: { policyNumber: string; scrollY: number; top: number } | null;
}

interface ListStore extends ListState {
  /** One change the adviser made; a new search, filter or sort says `page: 1` with it. */
  update: (patch: Partial<ListState>) => void;
}

const listStateSchema = z.object({
  text: z.string(),
  status: z.enum(STATUS_FILTERS.map(([value]) => value)),
  sort: z.object({
    column: z.enum(['queue', 'policyNumber', 'client', 'dateCreated']),
    direction: z.enum(['ascending', 'descending']),
  }),
  page: z.int().check(z.positive()),
  returnTo: z.nullable(
    z.object({ policyNumber: z.string(), scrollY: z.number(), top: z.number() }),
  ),
});

export const listState = createTabStore<ListStore, ListState>(
  (set) => ({
    text: '',
    status: 'all',
    sort: QUEUE_SORT,
    page: 1,
    returnTo: null,
    update: (patch) => set(patch),
  }),
  {
    name: 'list',
    version: 3,
    schema: listStateSchema,
    partialize: ({ update: _update, ...kept }) => kept,
  },
);

/**
 * The work queue as placed (queue-order.ts's keys), so coming back shows the rows where they
 * were; empty until placed, and again after "Order by what to do next". A store of its own: a
 * long list's keys (10,000 of them, 150 K characters) are written when a placement adds rows, not
 * with every sort, page or key in the search (docs/decisions/0025-the-list-at-scale-and-its-copy.md).
 */
export const listQueue = createTabStore<{ keys: readonly string[] }, { keys: readonly string[] }>(
  () => ({ keys: [] }),
  {
    name: 'list-queue',
    version: 1,
    schema: z.object({ keys: z.array(z.string()) }),
    partialize: ({ keys }) => ({ keys }),
  },
);
