import { describe, expect, it } from 'vitest';
import type { ApplicationRow } from '../../api';
import { ApplicationIndex } from './application-index';
import { QUEUE_SORT } from './application-view';

const row = (
  policyNumber: string,
  createdAt: string | null,
  fileNetId?: string,
): ApplicationRow => ({
  _id: policyNumber,
  policyNumber,
  createdAt,
  fileNetId: fileNetId ?? null,
});

const policies = (index: ApplicationIndex, found: number[]) =>
  found.map((i) => index.view(i).policyNumber);

describe('the work queue order', () => {
  it('puts rows without forms first, newest first within each, unknown dates last', () => {
    const index = new ApplicationIndex([
      row('done-new', '2026-03-05T00:00:00Z', 'doc-1'),
      row('todo-old', '2026-01-01T00:00:00Z'),
      row('todo-nodate', null),
      row('done-old', '2026-01-02T00:00:00Z', 'doc-2'),
      row('todo-new', '2026-03-04T00:00:00Z'),
    ]);
    expect(policies(index, index.find({ text: '', sort: QUEUE_SORT }))).toEqual([
      'todo-new',
      'todo-old',
      'todo-nodate',
      'done-new',
      'done-old',
    ]);
  });

  it('keeps the service’s order for equal dates, and filters and searches within the queue', () => {
    const index = new ApplicationIndex([
      row('b', '2026-03-01T00:00:00Z', 'doc'),
      row('a1', '2026-03-01T00:00:00Z'),
      row('a2', '2026-03-01T00:00:00Z'),
    ]);
    expect(policies(index, index.find({ text: '', sort: QUEUE_SORT }))).toEqual(['a1', 'a2', 'b']);
    expect(policies(index, index.find({ text: 'a2', sort: QUEUE_SORT }))).toEqual(['a2']);
  });
});
