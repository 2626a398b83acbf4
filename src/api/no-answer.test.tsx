// @vitest-environment jsdom
// The 3 s rule (docs/behaviour.md#no-signal): when a screen says its reads get no answer.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import type { Query } from '@tanstack/react-query';
import {
  NO_ANSWER_MS,
  READ_AGAIN_MS,
  readAgainWhileUnanswered,
  useNoAnswer,
  type ReadFacts,
} from './query-config';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const noAnswer = new ApiError({ status: 0, message: 'Network error', kind: 'network' });
const refused = new ApiError({ status: 503, message: 'Service Unavailable', kind: 'http' });
const reading: ReadFacts = { isFetching: true, error: null, failureReason: null };

/** Renders useNoAnswer over the facts given; `show` gives it new ones. */
function probe(facts: ReadFacts) {
  let result = false;
  const Probe = ({ read }: { read: ReadFacts }) => {
    result = useNoAnswer(read);
    return null;
  };
  const root = createRoot(document.createElement('div'));
  const show = (read: ReadFacts) => act(() => root.render(<Probe read={read} />));
  show(facts);
  return { show, current: () => result, unmount: () => act(() => root.unmount()) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('no answer, by the 3 s rule', () => {
  it('a read on its way with no answer for 3 s; one that lands clears it', () => {
    const hook = probe(reading);
    act(() => {
      vi.advanceTimersByTime(NO_ANSWER_MS - 1);
    });
    expect(hook.current()).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(hook.current()).toBe(true);
    hook.show({ ...reading, isFetching: false });
    expect(hook.current()).toBe(false);
    // The next read starts its own 3 s.
    hook.show(reading);
    expect(hook.current()).toBe(false);
    hook.unmount();
  });

  it('a try that ends with no answer says so at once; a refusal does not', () => {
    const hook = probe({ ...reading, failureReason: refused });
    expect(hook.current()).toBe(false);
    hook.show({ ...reading, failureReason: noAnswer });
    expect(hook.current()).toBe(true);
    hook.show({ isFetching: false, error: noAnswer, failureReason: noAnswer });
    expect(hook.current()).toBe(true);
    hook.show({ isFetching: false, error: refused, failureReason: refused });
    expect(hook.current()).toBe(false);
    hook.unmount();
  });

  it('the read again after one with no answer says so from its start until it lands', () => {
    // TanStack keeps the last error beside the rows while the next read is on its way.
    const hook = probe({ isFetching: false, error: noAnswer, failureReason: noAnswer });
    hook.show({ isFetching: true, error: noAnswer, failureReason: null });
    expect(hook.current()).toBe(true);
    hook.show({ isFetching: false, error: null, failureReason: null });
    expect(hook.current()).toBe(false);
    hook.unmount();
  });
});

describe('a read shown from before is read again', () => {
  const query = (data: unknown, error: unknown) => ({ state: { data, error } }) as Query;

  it('while its last read got no answer and it shows rows; not a list never read, nor a refusal', () => {
    expect(readAgainWhileUnanswered(query([], noAnswer))).toBe(READ_AGAIN_MS);
    expect(readAgainWhileUnanswered(query(undefined, noAnswer))).toBe(false);
    expect(readAgainWhileUnanswered(query([], refused))).toBe(false);
    expect(readAgainWhileUnanswered(query([], null))).toBe(false);
  });
});
