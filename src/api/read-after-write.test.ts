// What a write changed is read again (docs/architecture.md#data-flow), even when a read of it
// left before the write was stored: the list's first read as a page loads, beside a waiting Save.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAfterWrite } from './query-config';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const KEY = ['applications', '1004521'];

/** A service whose list answers 1 s after it is asked, with what it held when asked. */
function service() {
  const stored = ['A'];
  let reads = 0;
  const read = () => {
    reads += 1;
    const held = [...stored];
    return new Promise<string[]>((resolve) => setTimeout(() => resolve(held), 1_000));
  };
  return { stored, read, reads: () => reads };
}

/** The app's list options: answers count as fresh for 30 s. */
const client = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });

/** The list's screen mounting: what it shows once its reads have landed. */
async function mountList(queryClient: QueryClient, read: () => Promise<string[]>) {
  const observer = new QueryObserver(queryClient, { queryKey: KEY, queryFn: read });
  const stop = observer.subscribe(() => undefined);
  await vi.advanceTimersByTimeAsync(2_000);
  stop();
  return observer.getCurrentResult().data;
}

describe('a write while a read of what it changed is on its way', () => {
  it('a list not on screen yet, shown from a copy: the read is sent again and the list has the write', async () => {
    const api = service();
    const queryClient = client();
    queryClient.setQueryData(KEY, ['A'], { updatedAt: Date.now() - 60_000 });
    void queryClient.prefetchQuery({ queryKey: KEY, queryFn: api.read });
    await vi.advanceTimersByTimeAsync(100);
    api.stored.push('B');
    await readAfterWrite(queryClient, KEY);
    expect(await mountList(queryClient, api.read)).toEqual(['A', 'B']);
    expect(api.reads()).toBe(2);
  });

  it("the list's first read, on screen: it is sent again rather than taken as the answer", async () => {
    const api = service();
    const queryClient = client();
    const observer = new QueryObserver(queryClient, { queryKey: KEY, queryFn: api.read });
    const stop = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(100);
    api.stored.push('B');
    const readAgain = readAfterWrite(queryClient, KEY);
    await vi.advanceTimersByTimeAsync(2_000);
    await readAgain;
    expect(observer.getCurrentResult().data).toEqual(['A', 'B']);
    stop();
  });

  it('a write with no read on its way costs one read, by the screen that shows it', async () => {
    const api = service();
    const queryClient = client();
    queryClient.setQueryData(KEY, ['A']);
    api.stored.push('B');
    await readAfterWrite(queryClient, KEY);
    expect(api.reads()).toBe(0);
    expect(await mountList(queryClient, api.read)).toEqual(['A', 'B']);
    expect(api.reads()).toBe(1);
  });
});
