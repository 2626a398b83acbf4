/**
 * What the adviser set on the list (search, status filter, sort, page), the queue's order as placed and the application opened from
 * it, kept in the tab for the
 * session's adviser (docs/architecture.md#large-lists says why there and not in the address): a
 * tab store (lib/tab-store.ts), so it outlives a visit to an application and goes when the session
 * ends. React reads it with `useStore(listState, selector)`.
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
  /**
   * The work queue as placed (queue-order.ts's keys, first to last), so coming back to the list
   * shows the rows where they were; empty until placed, and again after "Order by what to do next".
   */
  queue: readonly string[];
  /**
   * The application opened from the list, the page's scroll then and how far down the screen its
   * Edit was (px): where Back returns to.
   */
  returnTo: { policyNumber: string; scrollY: number; top: number } | null;
}

interface ListStore extends ListState {
  /** One change the adviser made; a new search, filter or sort says `page: 1` with it. */
  update: (patch: Partial<ListState>) => void;
}

const ORDERS = [
  'queue',
  'policyNumber',
  'client',
  'dateCreated',
] as const satisfies readonly ApplicationOrder[];

const listStateSchema = z.object({
  text: z.string(),
  status: z.enum(STATUS_FILTERS.map(([value]) => value)),
  sort: z.object({ column: z.enum(ORDERS), direction: z.enum(['ascending', 'descending']) }),
  page: z.int().check(z.positive()),
  queue: z.array(z.string()),
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
    queue: [],
    returnTo: null,
    update: (patch) => set(patch),
  }),
  {
    name: 'list',
    version: 2,
    schema: listStateSchema,
    partialize: ({ text, status, sort, page, queue, returnTo }) => ({
      text,
      status,
      sort,
      page,
      queue,
      returnTo,
    }),
  },
);
