import { describe, expect, it } from 'vitest';
import type { ApplicationRow } from '../../api';
import { ApplicationIndex } from './application-index';
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
