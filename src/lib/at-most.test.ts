import { describe, expect, it } from 'vitest';
import { atMost } from './at-most';

/** A task that ends when told to, and says whether it started. */
function task(name: string, log: string[]) {
  let end = () => undefined as void;
  const run = () =>
    new Promise<string>((resolve) => {
      log.push(`start ${name}`);
      end = () => resolve(name);
    });
  return { run, end: () => end() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('atMost', () => {
  it('runs at most n tasks at once, the others in the order given as one ends', async () => {
    const log: string[] = [];
    const run = atMost(2);
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => task(name, log));
    const results = [a, b, c, d].map((t) => run(t.run));
    expect(log).toEqual(['start a', 'start b']);
    b.end();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    a.end();
    c.end();
    await settle();
    d.end();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('never starts a task whose signal aborts while it waits, and its turn passes on', async () => {
    const log: string[] = [];
    const run = atMost(1);
    const [a, b, c] = ['a', 'b', 'c'].map((name) => task(name, log));
    const gone = new AbortController();
    const first = run(a.run);
    const second = run(b.run, gone.signal);
    const third = run(c.run);
    gone.abort(new Error('not wanted'));
    await expect(second).rejects.toThrow('not wanted');
    a.end();
    await first;
    await settle();
    expect(log).toEqual(['start a', 'start c']);
    c.end();
    await third;
    // An aborted signal from the start: nothing runs.
    await expect(run(b.run, gone.signal)).rejects.toThrow('not wanted');
    expect(log).toEqual(['start a', 'start c']);
  });

  it('a task that fails frees its place', async () => {
    const run = atMost(1);
    await expect(run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await run(() => Promise.resolve('next'))).toBe('next');
  });
});
