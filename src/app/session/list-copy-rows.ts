/**
 * What a long list's copy keeps of its rows (docs/behaviour.md#no-signal): the copy is written as
 * the list is read, and 10,000 rows are 2 MB of JSON, written on the main thread at each write
 * (docs/architecture.md#large-lists). The rows a first screen needs are kept, and the count.
 */
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import type { ApplicationList } from '../../api/applications';
import type { ApplicationRow } from '../../api/contract';
import { queryKeys } from '../../api/query-keys';

/** A long list keeps this many of its rows: an adviser's list fits whole. */
export const LIST_COPY_ROWS = 500;

const isList = (data: unknown): data is ApplicationList =>
  typeof data === 'object' && data !== null && Array.isArray((data as ApplicationList).rows);

const policyOf = (row: ApplicationRow) => String(row.policyNumber ?? '').trim();

/**
 * The rows a long list keeps: those whose logs are kept (they were on a page the adviser saw),
 * then the newest (the queue's first rows among rows not yet checked), up to `LIST_COPY_ROWS`, in
 * the service's order. Its `total` stays: the list says the others are still to come.
 */
function keptRows(rows: readonly ApplicationRow[], seen: ReadonlySet<string>): ApplicationRow[] {
  // One number per row, larger first: a row seen before any other, then by date (none: last).
  const rank = Float64Array.from(
    rows,
    (row) => (seen.has(policyOf(row)) ? SEEN : 0) + (new Date(row.createdAt ?? NaN).getTime() || 0),
  );
  const cutoff = Float64Array.from(rank).sort()[rows.length - LIST_COPY_ROWS];
  let room = LIST_COPY_ROWS - rank.filter((value) => value > cutoff).length;
  return rows.filter((_, i) => rank[i] > cutoff || (rank[i] === cutoff && room-- > 0));
}
/** Above any date in ms (about 1.8e12 today). */
const SEEN = 1e14;

/**
 * The copy as written: a long list's rows cut to `LIST_COPY_ROWS`, and the logs of the rows it
 * keeps (a consent filter over a long list reads every row's log).
 */
export function serialize(client: PersistedClient): string {
  const isLog = (queryKey: readonly unknown[]) => queryKey[0] === queryKeys.ussdLogs[0];
  const queries = client.clientState.queries;
  const seen = new Set(queries.filter((q) => isLog(q.queryKey)).map((q) => String(q.queryKey[2])));
  let keptPolicies: Set<string> | undefined;
  const cut = queries.map((query) => {
    const { data } = query.state;
    if (query.queryKey[0] !== queryKeys.allApplications[0] || !isList(data)) return query;
    if (data.rows.length <= LIST_COPY_ROWS) return query;
    const rows = keptRows(data.rows, seen);
    keptPolicies = new Set(rows.map(policyOf));
    return { ...query, state: { ...query.state, data: { rows, total: data.total } } };
  });
  const kept = keptPolicies
    ? cut.filter((q) => !isLog(q.queryKey) || keptPolicies?.has(String(q.queryKey[2])))
    : cut;
  return JSON.stringify({ ...client, clientState: { ...client.clientState, queries: kept } });
}
