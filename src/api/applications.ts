/** The adviser's consent applications: the list screen's rows (docs/behaviour.md#application-list). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkedRows } from './checked-rows';
import {
  applicationListEnvelopeSchema,
  applicationRowSchema,
  type ApplicationRow,
} from './contract';
import { url } from './endpoints';
import type { CallOptions } from './http';
import type { QueryHookOptions } from './query-config';
import { queryKeys } from './query-keys';
import { getJson } from './request';

/** The list as the screen has it: the rows checked so far, and how many the answer holds. */
export interface ApplicationList {
  rows: ApplicationRow[];
  /** The number of rows in the answer: more than `rows.length` while the rest are checked. */
  total: number;
}

/**
 * The list's rows in two pieces: the first page's, checked against the contract as soon as the
 * answer is here, then all the others, checked in slices after the first paint
 * (docs/architecture.md#large-lists). A row that breaks the contract fails the list.
 */
async function* applicationRows(
  employeeNumber: string,
  options: CallOptions = {},
): AsyncGenerator<ApplicationList, void, undefined> {
  const target = url('applications', { employeeNumber });
  const body = await getJson(target, applicationListEnvelopeSchema, options);
  const total = body.data.length;
  const pieces = checkedRows(body.data, applicationRowSchema, `GET ${target}`, {
    signal: options.signal,
  });
  for await (const rows of pieces) yield { rows, total };
}

/** Every row of the list, checked. */
export async function fetchApplications(
  employeeNumber: string,
  options?: CallOptions,
): Promise<ApplicationRow[]> {
  const rows: ApplicationRow[] = [];
  for await (const piece of applicationRows(employeeNumber, options)) rows.push(...piece.rows);
  return rows;
}

export const applicationsQueryOptions = (employeeNumber: string) =>
  queryOptions({
    queryKey: queryKeys.applications(employeeNumber),
    // The first page's rows are the query's data as soon as they pass; the rest join them once
    // they have. A later fetch (a save, a return to the list) keeps the rows shown until all of
    // its own have passed. Written with the query function's documented `client` and
    // `setQueryData`, not TanStack's experimental streamedQuery (docs/architecture.md#large-lists).
    queryFn: async ({ client, queryKey, signal }): Promise<ApplicationList> => {
      const refetch = (client.getQueryState(queryKey)?.dataUpdateCount ?? 0) > 0;
      let list: ApplicationList = { rows: [], total: 0 };
      for await (const piece of applicationRows(employeeNumber, { signal })) {
        if (signal.aborted) break;
        list = { rows: list.rows.concat(piece.rows), total: piece.total };
        if (!refetch) client.setQueryData(queryKey, list);
      }
      return list;
    },
    enabled: employeeNumber.trim() !== '',
  });

/** The list rows of one adviser; idle until the employee number is known. */
export function useApplications(
  employeeNumber: string,
  { queryConfig }: QueryHookOptions<typeof applicationsQueryOptions> = {},
) {
  return useQuery({ ...applicationsQueryOptions(employeeNumber), ...queryConfig });
}
