import type { ApplicationRow } from '../../api';
import { formatCell, formatUtcDate } from '../../lib/display-text';

export type ApplicationStatus = 'awaiting' | 'ready';

/** A stored document (`fileNetId`) means the forms are ready; without one they are awaited. */
export function statusOf(row: ApplicationRow): ApplicationStatus {
  return row.fileNetId?.trim() ? 'ready' : 'awaiting';
}

/** The row's policy number as the services know it ('' without one). */
export function policyNumberOf(row: ApplicationRow): string {
  return row.policyNumber == null ? '' : String(row.policyNumber).trim();
}

/** What a row of the list shows, and which action it offers (docs/behaviour.md#application-list). */
export interface ApplicationView {
  id: string;
  policyNumber: string;
  /** The policy number the log is read by ('' without one). */
  policyKey: string;
  /** The plan's `_id` (its consent requests are kept under it), '' without one. */
  planReference: string;
  client: string;
  idNumber: string;
  dateCreated: string;
  /** For sorting by date: the creation time in ms, or -Infinity when unknown. */
  createdAtMs: number;
  /** Forms ready once a document is stored (docs/behaviour.md#finding-an-application). */
  status: ApplicationStatus;
  /** No document yet: Edit. A stored document: Download Forms. */
  action: { kind: 'edit'; policyNumber: string } | { kind: 'download'; fileNetId: string } | null;
}

/** The client's name and surname, as the Client column shows them before `--` stands in. */
export function clientName(row: ApplicationRow): string {
  return [row.clientInfo?.name, row.clientInfo?.surname]
    .map((part) => (part == null ? '' : String(part).trim()))
    .filter(Boolean)
    .join(' ');
}

export function createdAtMs(value: ApplicationRow['createdAt']): number {
  if (typeof value === 'number') return value;
  const ms = value ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

/** A row's key in the list: the plan's `_id`, or its policy number and place without one. */
export function rowKey(row: ApplicationRow, index: number): string {
  return row._id ?? `${policyNumberOf(row)}#${index}`;
}

export function toApplicationView(row: ApplicationRow, index: number): ApplicationView {
  const client = clientName(row);
  const fileNetId = row.fileNetId?.trim();
  const policyNumber = policyNumberOf(row);
  return {
    id: rowKey(row, index),
    policyNumber: formatCell(row.policyNumber),
    policyKey: policyNumber,
    planReference: row._id ?? '',
    client: formatCell(client),
    idNumber: formatCell(row.clientInfo?.registrationDetails?.identificationNumber),
    dateCreated: formatCell(formatUtcDate(row.createdAt)),
    createdAtMs: createdAtMs(row.createdAt),
    status: fileNetId ? 'ready' : 'awaiting',
    action: fileNetId
      ? { kind: 'download', fileNetId }
      : policyNumber
        ? { kind: 'edit', policyNumber }
        : null,
  };
}

export type ApplicationSortColumn = 'policyNumber' | 'client' | 'dateCreated';

/**
 * The list's orders: a column's, or the work queue (docs/behaviour.md#application-list): by what
 * the adviser can do next (queue-order.ts), newest first within each group.
 */
export type ApplicationOrder = ApplicationSortColumn | 'queue';

/** The list's default order, and the only direction the queue is offered in. */
export const QUEUE_SORT = { column: 'queue', direction: 'ascending' } as const;
