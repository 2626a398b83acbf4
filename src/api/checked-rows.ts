/**
 * A long list's rows checked against their contract schema a slice at a time
 * (docs/architecture.md#large-lists): the first page's at once, the rest after the first paint, a
 * slice per task, so checking 10,000 rows never delays the first page nor holds the main thread.
 * A row that breaks the contract fails the whole list (an ApiError of kind 'response').
 */
import { z } from 'zod/mini';
import { afterPaintWhenIdle } from '../lib/idle';
import { ApiError, summarise } from './http';

/** The rows checked before anything is shown: a page of the list (DataTable's pageSize). */
const FIRST_ROWS = 25;
/** Rows checked in one task: a few milliseconds of work on a phone. */
const SLICE_ROWS = 1000;

/** At the latest this long (ms) after the first frame, the rest are checked on a busy page. */
const REST_WITHIN_MS = 1000;

/**
 * Resolves once the first rows are painted: React renders them in a transition, in slices over
 * several frames, so the next frame is too soon; the browser's first idle moment after a frame
 * comes once that render is done. A hidden tab paints nothing: there, the next task.
 */
function afterFirstRowsPainted(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') {
      setTimeout(resolve);
    } else {
      afterPaintWhenIdle(resolve, REST_WITHIN_MS);
    }
  });
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

function checkRows<S extends z.core.$ZodType>(
  rows: readonly unknown[],
  from: number,
  to: number,
  schema: S,
  call: string,
): z.output<S>[] {
  const checked: z.output<S>[] = [];
  for (let i = from; i < Math.min(to, rows.length); i++) {
    const parsed = z.safeParse(schema, rows[i]);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        ...issue,
        path: ['data', i, ...issue.path],
      }));
      throw new ApiError({
        // The answer itself came (a 2xx): it is one of its rows that breaks the contract.
        status: 200,
        message: `Unexpected response from ${call}: ${summarise(issues)}`,
        body: rows[i],
        kind: 'response',
      });
    }
    checked.push(parsed.data);
  }
  return checked;
}

export interface CheckedRowsOptions {
  /** Stops checking (nothing more is yielded) once the caller has given up. */
  signal?: AbortSignal;
  first?: number;
  slice?: number;
}

/** The first `first` rows checked, then all the others in one piece; `call` names the request. */
export async function* checkedRows<S extends z.core.$ZodType>(
  rows: readonly unknown[],
  schema: S,
  call: string,
  { signal, first = FIRST_ROWS, slice = SLICE_ROWS }: CheckedRowsOptions = {},
): AsyncGenerator<z.output<S>[], void, undefined> {
  yield checkRows(rows, 0, first, schema, call);
  if (rows.length <= first) return;
  const rest: z.output<S>[] = [];
  await afterFirstRowsPainted();
  for (let from = first; from < rows.length; from += slice) {
    // Between two slices the browser handles what waits (a key, a press).
    if (from > first) await nextTask();
    if (signal?.aborted) return;
    for (const row of checkRows(rows, from, from + slice, schema, call)) rest.push(row);
  }
  yield rest;
}
