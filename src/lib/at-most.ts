/**
 * At most `limit` of the tasks given to `run` at once; the others start in the order they were
 * given, as one ends. A query function waits its turn here, so TanStack Query still decides what
 * is read and when, and caches, retries and cancels it; only the number of calls out at once is
 * ours (docs/decisions/0021-the-list-reads-on-usequeries.md). A task whose signal aborts while
 * it waits (its query is no longer wanted) never starts.
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
      const giveUp = () => {
        waiting.splice(waiting.indexOf(start), 1);
        reject(signal?.reason instanceof Error ? signal.reason : new Error('Aborted'));
      };
      const start = () => {
        signal?.removeEventListener('abort', giveUp);
        running += 1;
        void task().then(resolve, reject).finally(ended);
      };
      if (signal?.aborted) {
        reject(signal.reason instanceof Error ? signal.reason : new Error('Aborted'));
      } else if (running < limit) {
        start();
      } else {
        waiting.push(start);
        signal?.addEventListener('abort', giveUp, { once: true });
      }
    });
  };
}
