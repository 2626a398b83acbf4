import { describe, expect, it } from 'vitest';
import { QueuePlacement, byValue, keepShownOrder, queueRank, wouldReorder } from './queue-order';

/** One row per state, listed oldest first (as nobody would sort them). */
const rows = [
  { key: 'ready', kind: 'ready', at: 1 },
  { key: 'none', kind: 'none', at: 2 },
  { key: 'waiting', kind: 'waiting', at: 3 },
  { key: 'cancelled', kind: 'cancelled', at: 4 },
  { key: 'withdrawn', kind: 'withdrawn', at: 5 },
  { key: 'networkError', kind: 'networkError', at: 6 },
  { key: 'noAnswer', kind: 'noAnswer', at: 7 },
  { key: 'rejected', kind: 'rejected', at: 8 },
  { key: 'accepted', kind: 'accepted', at: 9 },
  { key: 'checking', kind: 'checking', at: 10 },
  { key: 'toSend', kind: 'none', at: 0, toSend: true },
];
const rankOf = (p: number) => queueRank(rows[p].kind, rows[p].toSend);
const createdAt = (p: number) => rows[p].at;
const keys = rows.map((row) => row.key);
const named = (order: readonly number[]) => order.map((p) => keys[p]);
const all = rows.map((_, p) => p);

describe('the queue by value', () => {
  it('leads with what the adviser can do next, finished last', () => {
    expect(named(byValue(all, rankOf, createdAt))).toEqual([
      'toSend',
      'accepted',
      // Ask again: newest first within the group.
      'rejected',
      'noAnswer',
      'networkError',
      'withdrawn',
      'cancelled',
      // Not known yet: it may be any of them, so above what waits or was never asked.
      'checking',
      'waiting',
      'none',
      'ready',
    ]);
  });

  it('puts the newest first within a group, unknown dates last, equal ones as given', () => {
    const at = [5, Number.NEGATIVE_INFINITY, 9, 5];
    expect(
      byValue(
        [0, 1, 2, 3],
        () => 2,
        (p) => at[p],
      ),
    ).toEqual([2, 0, 3, 1]);
  });

  it('keeps the rows already shown where they are, and puts rows that arrive later below', () => {
    // Shown while every state was unknown: newest first.
    const first = keepShownOrder([], keys.slice(0, 4), () => 3, createdAt);
    expect(named(first.order)).toEqual(['cancelled', 'waiting', 'none', 'ready']);
    // The states arrive, and so do more rows: the first four stay put, the rest go below by value.
    const later = keepShownOrder(first.shown, keys, rankOf, createdAt);
    expect(named(later.order).slice(0, 4)).toEqual(['cancelled', 'waiting', 'none', 'ready']);
    expect(named(later.order).slice(4)).toEqual([
      'toSend',
      'accepted',
      'rejected',
      'noAnswer',
      'networkError',
      'withdrawn',
      'checking',
    ]);
  });

  it('keeps the place of a row gone for a moment, and offers to order again only when a row would move', () => {
    const shown = keepShownOrder(['accepted', 'gone', 'ready'], keys, rankOf, createdAt);
    expect(shown.order.map((position) => keys[position])).not.toContain('gone');
    expect(shown.shown.slice(0, 3)).toEqual(['accepted', 'gone', 'ready']);
    const back = keepShownOrder(shown.shown, ['gone', ...keys], rankOf, createdAt);
    expect(back.order.slice(0, 3).map((position) => ['gone', ...keys][position])).toEqual([
      'accepted',
      'gone',
      'ready',
    ]);
    const sorted = byValue(all, rankOf, createdAt);
    expect(wouldReorder(sorted, rankOf, createdAt)).toBe(false);
    expect(wouldReorder([...sorted].reverse(), rankOf, createdAt)).toBe(true);
  });

  it('puts a Save waiting to send above the rows kept from a visit before', () => {
    const back = keepShownOrder(['ready', 'none'], keys, rankOf, createdAt, true);
    expect(named(back.order).slice(0, 4)).toEqual(['toSend', 'ready', 'none', 'accepted']);
    expect(back.shown.slice(0, 4)).toEqual(['toSend', 'ready', 'none', 'accepted']);
  });

  it('offers to order again exactly when ordering by value would move a row (equal rows never swap)', () => {
    // Ranks and dates with ties and unknown dates (-Infinity), every order of five rows.
    const rank = [1, 0, 1, 1, 0];
    const at = [5, Number.NEGATIVE_INFINITY, 5, Number.NEGATIVE_INFINITY, 7];
    const orders = (left: number[]): number[][] =>
      left.length === 0
        ? [[]]
        : left.flatMap((p) => orders(left.filter((q) => q !== p)).map((rest) => [p, ...rest]));
    for (const order of orders([0, 1, 2, 3, 4])) {
      const moved = byValue(
        order,
        (p) => rank[p],
        (p) => at[p],
      ).some((p, k) => p !== order[k]);
      expect(
        wouldReorder(
          order,
          (p) => rank[p],
          (p) => at[p],
        ),
      ).toBe(moved);
    }
  });
});

describe('the queue of a list on screen', () => {
  /** A list of rows as the table is handed one: each new answer is a new array. */
  const list = (...named: string[]) => named.map((key) => rows.find((row) => row.key === key)!);
  const place = (
    placement: QueuePlacement<typeof rows>,
    listed: typeof rows,
    rank: (row: (typeof rows)[number]) => number,
  ) =>
    placement
      .orderOf(
        listed,
        () => listed.map((row) => row.key),
        (p) => rank(listed[p]),
        (p) => listed[p].at,
      )
      .map((p) => listed[p].key);
  const byState = (row: (typeof rows)[number]) => queueRank(row.kind, row.toSend);

  it('with nothing known: unfinished newest first, then finished, unknown dates last', () => {
    const unknown = (row: (typeof rows)[number]) =>
      queueRank(row.kind === 'ready' ? 'ready' : 'checking');
    const placement = new QueuePlacement<typeof rows>();
    const listed = list('ready', 'none', 'accepted', 'waiting');
    expect(place(placement, listed, unknown)).toEqual(['accepted', 'waiting', 'none', 'ready']);
  });

  it('places a list once: states that arrive later move no row, until it is placed anew', () => {
    const placement = new QueuePlacement<typeof rows>();
    const listed = list('none', 'accepted', 'checking');
    const first = place(placement, listed, () => 3);
    expect(first).toEqual(['checking', 'accepted', 'none']);
    expect(place(placement, listed, byState)).toEqual(first);
    // More rows arrive (a new list): those shown keep their places, the new ones go below.
    const more = [...listed, ...list('toSend', 'ready')];
    expect(place(placement, more, byState)).toEqual([...first, 'toSend', 'ready']);
    // Ordering again (the adviser's act) is a new placement: by value now.
    expect(place(new QueuePlacement<typeof rows>(), more, byState)).toEqual([
      'toSend',
      'accepted',
      'checking',
      'none',
      'ready',
    ]);
  });
});
