import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys, type ApplicationRow } from '../../api';
import { policyNumberOf } from './application-view';

const NO_ROWS: readonly ApplicationRow[] = [];

/**
 * A new application's row stays between its waiting Save's end and the list's next answer, so
 * the rows under it do not move up (docs/behaviour.md#application-list). `rows` are the list's
 * with the waiting ones first, `listed` the list's own; a Save dropped takes its row at once.
 */
export function useSentRowsKept(
  listed: readonly ApplicationRow[],
  rows: ApplicationRow[],
): ApplicationRow[] {
  const queryClient = useQueryClient();
  const waiting = rows.length - listed.length;
  const [seen, setSeen] = useState({ listed, rows, waiting, kept: NO_ROWS });
  const sameRead = seen.listed === listed;
  let kept = sameRead ? seen.kept : NO_ROWS;
  if (sameRead && seen.rows !== rows) {
    const now = new Set(rows.map(policyNumberOf));
    const stored = (row: ApplicationRow) =>
      queryClient.getQueryData(queryKeys.plan(policyNumberOf(row))) !== undefined;
    const gone = [...kept, ...seen.rows.slice(0, seen.waiting)].filter(
      (row) => !now.has(policyNumberOf(row)) && stored(row),
    );
    kept = gone.length === 0 ? NO_ROWS : gone;
  }
  if (!sameRead || seen.rows !== rows || seen.kept !== kept) {
    setSeen({ listed, rows, waiting, kept });
  }
  return useMemo(() => (kept.length === 0 ? rows : [...kept, ...rows]), [kept, rows]);
}
