/**
 * The work queue by value (docs/behaviour.md#application-list, docs/decisions/0018-queue-by-value.md):
 * the default order is by what the adviser can do next, and once rows are shown no row moves.
 * Pure, so the rule is tested without a browser; ApplicationTable decides when it is applied.
 */
import type { ConsentKind } from '../consent';

/**
 * The queue's groups, first to last: a save waiting for a signal (it goes by itself, but it is the
 * adviser's to watch); Accepted (forms to generate, one tap from a mandate); an ending to ask again
 * after; a state not known yet (its log not read: it may be any of these); a request out (nothing
 * to do but wait); never asked; finished.
 */
export const QUEUE_GROUPS = [
  'waitingToSend',
  'accepted',
  'askAgain',
  'unknown',
  'waiting',
  'noConsent',
  'finished',
] as const;

export type QueueGroup = (typeof QUEUE_GROUPS)[number];

/**
 * Each state's group. 'withdrawn' (a request the page's reload or close took back, #42) is asked
 * again like the other endings; it is named here before the states know it, so the rule does not
 * change when they do.
 */
const GROUP_OF: Record<ConsentKind | 'withdrawn', QueueGroup> = {
  accepted: 'accepted',
  rejected: 'askAgain',
  noAnswer: 'askAgain',
  networkError: 'askAgain',
  withdrawn: 'askAgain',
  cancelled: 'askAgain',
  failed: 'askAgain',
  unrecorded: 'askAgain',
  refused: 'askAgain',
  checking: 'unknown',
  unchecked: 'unknown',
  sending: 'waiting',
  waiting: 'waiting',
  elsewhere: 'waiting',
  none: 'noConsent',
  notFound: 'noConsent',
  unsaved: 'noConsent',
  ready: 'finished',
};

/** The group's place in the queue (0 first). */
export function queueRank(kind: string, waitingToSend = false): number {
  const group = waitingToSend ? 'waitingToSend' : (GROUP_OF[kind as ConsentKind] ?? 'unknown');
  return QUEUE_GROUPS.indexOf(group);
}

/**
 * `positions` in queue order: by rank, then newest first (unknown dates, -Infinity, last), then in
 * the order given (the service's), so equal rows never swap.
 */
export function byValue(
  positions: readonly number[],
  rankOf: (position: number) => number,
  createdAt: (position: number) => number,
): number[] {
  // Each row's rank and date read once, into numbers: a list may be 10,000 rows.
  const rank = Float64Array.from(positions, rankOf);
  const at = Float64Array.from(positions, createdAt);
  const order = Int32Array.from(positions, (_, k) => k);
  // Two unknown dates differ by NaN, which `||` passes over like 0.
  order.sort((a, b) => rank[a] - rank[b] || at[b] - at[a] || a - b);
  return Array.from(order, (k) => positions[k]);
}

/**
 * The queue as shown: `shown` (the keys of the rows already placed, in their order) keeps its
 * order, whatever their states have become since; rows not placed yet go below, in value order
 * among themselves. A key missing from this list keeps its place in `shown`: a row that leaves
 * for a moment (a sent Save's row between its mutation's end and the list's refetch) comes back
 * where it was. Returns the row positions and the keys in that order (the next `shown`).
 */
export function keepShownOrder(
  shown: readonly string[],
  keys: readonly string[],
  rankOf: (position: number) => number,
  createdAt: (position: number) => number,
  /** Coming back to the list: a new Save waiting to send goes above the rows kept. */
  waitingFirst = false,
): { order: number[]; shown: string[] } {
  const positionOf = new Map(keys.map((key, position) => [key, position]));
  const order: number[] = [];
  const placed = new Set<number>();
  for (const key of shown) {
    const position = positionOf.get(key);
    if (position === undefined || placed.has(position)) continue;
    placed.add(position);
    order.push(position);
  }
  const arrived = byValue(
    keys.map((_, position) => position).filter((p) => !placed.has(p)),
    rankOf,
    createdAt,
  );
  // `arrived` is in rank order: the Saves waiting to send (rank 0) are its head.
  const split = waitingFirst ? arrived.filter((position) => rankOf(position) === 0).length : 0;
  const [first, below] = [arrived.slice(0, split), arrived.slice(split)];
  const keyOf = (position: number) => keys[position];
  return {
    order: [...first, ...order, ...below],
    shown: [...first.map(keyOf), ...shown, ...below.map(keyOf)],
  };
}

/** Whether ordering by value now would move any row: the "Order by what to do next" offer. */
export function wouldReorder(
  order: readonly number[],
  rankOf: (position: number) => number,
  createdAt: (position: number) => number,
): boolean {
  // byValue's sort is stable: it moves a row only where two neighbours are out of order, so one
  // pass over neighbours answers, without sorting the whole list again.
  for (let k = 1; k < order.length; k++) {
    const [a, b] = [order[k - 1], order[k]];
    const rank = rankOf(a) - rankOf(b);
    if (rank > 0 || (rank === 0 && createdAt(b) > createdAt(a))) return true;
  }
  return false;
}

/**
 * The queue of one list while it is on screen: each list of rows is placed the first time it is
 * asked for (`keepShownOrder` from the order last placed, with the ranks known then), and that
 * order is returned for it from then on, whatever its rows' states become. A new list of rows
 * (the rest of a long list, a refetch, a Save that waits) is placed below what was shown. Ordering
 * again is a new placement (the adviser's act). A memo, like `ApplicationIndex`'s orders: asking
 * twice for the same rows gives the same order, so a render may ask as often as it renders.
 */
export class QueuePlacement<Rows extends object> {
  private last: { rows: Rows; order: number[] } | undefined;

  /**
   * The keys placed so far, in their order: what a later visit starts from; at first the order
   * kept from an earlier visit (the list's state), or none for a new one.
   */
  constructor(public placed: readonly string[] = []) {}

  orderOf(
    rows: Rows,
    keys: () => readonly string[],
    rankOf: (position: number) => number,
    createdAt: (position: number) => number,
  ): number[] {
    if (this.last?.rows === rows) return this.last.order;
    // The first placement of a list kept from a visit before: what was saved meanwhile is on top.
    const returning = this.last === undefined && this.placed.length > 0;
    const placed = keepShownOrder(this.placed, keys(), rankOf, createdAt, returning);
    this.placed = placed.shown;
    this.last = { rows, order: placed.order };
    return placed.order;
  }
}
