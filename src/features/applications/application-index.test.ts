import { describe, expect, it } from 'vitest';
import type { ApplicationRow } from '../../api';
import { ApplicationIndex, plainKey } from './application-index';
import { QUEUE_SORT } from './application-view';

const row = (policyNumber: string, createdAt: string | null): ApplicationRow => ({
  _id: policyNumber,
  policyNumber,
  clientInfo: { name: `Client ${policyNumber}` },
  createdAt,
  fileNetId: null,
});

const policies = (index: ApplicationIndex, found: number[]) =>
  found.map((i) => index.view(i).policyNumber);

describe('finding rows', () => {
  const index = new ApplicationIndex([
    row('b1', '2026-03-01T00:00:00Z'),
    row('a1', '2026-01-01T00:00:00Z'),
    row('a2', null),
  ]);

  it('searches and filters within the queue it is given, in its order', () => {
    const queue = [2, 0, 1];
    expect(policies(index, index.find({ text: '', sort: QUEUE_SORT, queue }))).toEqual([
      'a2',
      'b1',
      'a1',
    ]);
    expect(policies(index, index.find({ text: 'client a', sort: QUEUE_SORT, queue }))).toEqual([
      'a2',
      'a1',
    ]);
    expect(
      policies(index, index.find({ text: '', accept: (i) => i !== 0, sort: QUEUE_SORT, queue })),
    ).toEqual(['a2', 'a1']);
  });

  it('sorts by a column both ways, unknown dates first when oldest first', () => {
    const byDate = { column: 'dateCreated', direction: 'ascending' } as const;
    expect(policies(index, index.find({ text: '', sort: byDate }))).toEqual(['a2', 'a1', 'b1']);
    expect(
      policies(index, index.find({ text: '', sort: { ...byDate, direction: 'descending' } })),
    ).toEqual(['b1', 'a1', 'a2']);
  });
});

describe('the order of policy numbers', () => {
  const collator = new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' });
  const sign = (n: number) => Math.sign(n) || 0;

  it('their plain keys order them as the collator does: case alike, numbers as numbers, leading zeros alike', () => {
    const letters = 'aAbBmMzZ0123456789';
    // A fixed walk through many short keys (no Math.random: a failure is the same every run).
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    const key = () =>
      Array.from({ length: next() % 9 }, () => letters[next() % letters.length]).join('');
    for (let i = 0; i < 20_000; i++) {
      const [a, b] = [key(), key()];
      const [ka, kb] = [plainKey(a), plainKey(b)];
      expect([a, b, sign(ka < kb ? -1 : ka > kb ? 1 : 0)]).toEqual([
        a,
        b,
        sign(collator.compare(a, b)),
      ]);
    }
  });

  it("sorts policy numbers and names alike, each by the collator's order", () => {
    const index = new ApplicationIndex([
      row('MFP10', null),
      row('mfp9', null),
      row('MFP009', null),
      row('MFP1', null),
    ]);
    const byPolicy = { column: 'policyNumber', direction: 'ascending' } as const;
    expect(policies(index, index.find({ text: '', sort: byPolicy }))).toEqual([
      'MFP1',
      'mfp9',
      'MFP009',
      'MFP10',
    ]);
  });
});
