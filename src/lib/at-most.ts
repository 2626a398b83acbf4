/**
 * At most `limit` tasks at once; the others start in the order given, as one ends. TanStack Query
 * still decides what is read, caches, retries and cancels; only how many calls are out at once is
 * ours (docs/decisions/0021-the-list-reads-on-usequeries.md). A task aborted while it waits never
 * starts.
 */
export function atMost(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const ended = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return function run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const abort = () =>
        reject(signal?.reason instanceof Error ? signal.reason : new Error('Aborted'));
      const giveUp = () => {
        waiting.splice(waiting.indexOf(start), 1);
        abort();
      };
      const start = () => {
        signal?.removeEventListener('abort', giveUp);
        running += 1;
        void task().then(resolve, reject).finally(ended);
      };
      if (signal?.aborted) {
        abort();
      } else if (running < limit) {
        start();
      } else {
        waiting.push(start);
        signal?.addEventListener('abort', giveUp, { once: true });
      }
    });
  };
}
