import type { ApplicationRow } from '../../api';
import { formatCell } from '../../lib/display-text';
import {
  clientName,
  createdAtMs,
  policyNumberOf,
  rowKey,
  toApplicationView,
  type ApplicationOrder,
  type ApplicationSortColumn,
  type ApplicationView,
} from './application-view';

export interface FindQuery {
  /** What the adviser typed: matched against policy number, client name and ID number. */
  text: string;
  /** The status filter, as a test of a row position (its consent state is known elsewhere). */
  accept?: (position: number) => boolean;
  sort?: { column: ApplicationOrder; direction: 'ascending' | 'descending' };
  /**
   * The work queue as the list shows it (row positions, first to last: queue-order.ts), for the
   * sort 'queue'; without it that sort is the service's order.
   */
  queue?: ArrayLike<number>;
}

/**
 * en-IN, numbers as numbers (P9 before P10), case and accents alike: the list's one order. Made
 * when first needed: the browser's first Intl call starts its ICU data, kept off the list's first
 * screen (docs/architecture.md#delivery).
 */
let collator: Intl.Collator | undefined;

/** Keys of ASCII letters and digits only, up to 50 (policy numbers): plainKey orders them. */
const PLAIN = /^[A-Za-z0-9]{0,50}$/;

/**
 * A PLAIN key as a string that `<` orders as the collator orders the key: lower case, and each run
 * of digits as its length (one character, below every letter) and its digits without leading
 * zeros. A sort of 10,000 such keys takes a quarter of the collator's time, because the collator
 * is called for every comparison (application-index.test.ts holds the two to the same order).
 */
export function plainKey(key: string): string {
  return key.toLowerCase().replace(/\d+/g, (digits) => {
    const number = digits.replace(/^0+/, '');
    return String.fromCharCode(0x21 + number.length) + number;
  });
}

/** Row positions in the keys' order, stable (equal keys keep the service's order). */
function ordered(keys: readonly string[]): Int32Array {
  const order = Int32Array.from(keys, (_, i) => i);
  if (keys.every((key) => PLAIN.test(key))) {
    const plain = keys.map(plainKey);
    order.sort((a, b) => (plain[a] < plain[b] ? -1 : plain[a] > plain[b] ? 1 : a - b));
  } else {
    collator ??= new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' });
    const { compare } = collator;
    order.sort((a, b) => compare(keys[a], keys[b]) || a - b);
  }
  return order;
}

/** Lower case, one space between words: how both the typed text and the rows are compared. */
function normaliseSearch(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * The list's rows, prepared once per answer from the service and then only looked up
 * (docs/architecture.md#large-lists): a row's view is built when a page shows it, each column's
 * sort order is computed once (ascending; descending reads it backwards), and the search text of
 * every row is built at the first search. Finding and sorting then cost a pass over row numbers,
 * however many rows the adviser has.
 */
export class ApplicationIndex {
  private readonly views: (ApplicationView | undefined)[];
  private readonly orders = new Map<ApplicationSortColumn, Int32Array>();
  private searchKeys: string[] | undefined;
  private rowKeys: string[] | undefined;
  private createdAtKeys: Float64Array | undefined;

  constructor(readonly rows: readonly ApplicationRow[]) {
    this.views = new Array<ApplicationView | undefined>(rows.length);
  }

  get length(): number {
    return this.rows.length;
  }

  view(position: number): ApplicationView {
    return (this.views[position] ??= toApplicationView(this.rows[position], position));
  }

  /** Row positions in ascending order of the column (stable: equal keys keep the service's order). */
  order(column: ApplicationSortColumn): Int32Array {
    let order = this.orders.get(column);
    if (!order) {
      if (column === 'dateCreated') {
        order = Int32Array.from(this.rows, (_, i) => i);
        order.sort((a, b) => this.createdAt(a) - this.createdAt(b) || a - b);
      } else {
        order = ordered(
          this.rows.map((row) =>
            formatCell(column === 'client' ? clientName(row) : row.policyNumber),
          ),
        );
      }
      this.orders.set(column, order);
    }
    return order;
  }

  /**
   * Each row's place in the queue, in the service's order: its policy number (and which of that
   * number it is), so a new application's row keeps its place when the Save that waited is sent
   * and the service's row, with its id, takes over from it (docs/behaviour.md#application-list).
   * A row without a policy number falls back to its rowKey.
   */
  keys(): string[] {
    if (this.rowKeys) return this.rowKeys;
    const seen = new Map<string, number>();
    return (this.rowKeys = this.rows.map((row, position) => {
      const policyNumber = policyNumberOf(row);
      if (!policyNumber) return rowKey(row, position);
      const nth = seen.get(policyNumber) ?? 0;
      seen.set(policyNumber, nth + 1);
      return `${policyNumber}#${nth}`;
    }));
  }

  /** When the row was created, in ms (-Infinity when unknown). */
  createdAt(position: number): number {
    // Read for every row each time the queue is placed or checked: each date is parsed once.
    this.createdAtKeys ??= Float64Array.from(this.rows, (row) => createdAtMs(row.createdAt));
    return this.createdAtKeys[position];
  }

  /** The row positions the query finds, in its order. */
  find({ text, accept, sort, queue }: FindQuery): number[] {
    const needle = normaliseSearch(text);
    const keys = needle ? this.searchText() : undefined;
    const order =
      sort === undefined ? undefined : sort.column === 'queue' ? queue : this.order(sort.column);
    const descending = sort?.direction === 'descending';
    const found: number[] = [];
    const n = this.rows.length;
    for (let k = 0; k < n; k++) {
      const i = order ? order[descending ? n - 1 - k : k] : k;
      if (keys && !keys[i].includes(needle)) continue;
      if (accept && !accept(i)) continue;
      found.push(i);
    }
    return found;
  }

  private searchText(): string[] {
    // Fields joined by a character nobody types, so a match never spans two fields.
    return (this.searchKeys ??= this.rows.map((row) =>
      normaliseSearch(
        [
          String(row.policyNumber ?? ''),
          clientName(row),
          String(row.clientInfo?.registrationDetails?.identificationNumber ?? ''),
        ].join('\u0000'),
      ),
    ));
  }
}
