import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { applicationsQueryOptions } from './applications';
import { checkedRows } from './checked-rows';
import { applicationRowSchema, type ApplicationRow } from './contract';
import { ApiError } from './http';
import { startMockServer } from './mocks/node';

const { server, signIn } = startMockServer();

const row = (i: number): ApplicationRow => ({
  _id: `id-${i}`,
  policyNumber: `P${String(i).padStart(6, '0')}`,
  clientInfo: { name: 'Nomsa', surname: 'Dlamini' },
  createdAt: '2026-01-15T08:00:00.000Z',
  fileNetId: null,
});
const rows = (n: number) => Array.from({ length: n }, (_, i) => row(i));

async function pieces(source: AsyncIterable<ApplicationRow[]>): Promise<ApplicationRow[][]> {
  const seen: ApplicationRow[][] = [];
  for await (const piece of source) seen.push(piece);
  return seen;
}

describe('checkedRows (docs/architecture.md#large-lists)', () => {
  it('hands out the first page at once, then every other row once all have passed', async () => {
    const list = rows(2_600);
    const seen = await pieces(
      checkedRows(list, applicationRowSchema, 'GET /list', { first: 25, slice: 1000 }),
    );
    expect(seen.map((piece) => piece.length)).toEqual([25, 2_575]);
    expect(seen.flat()).toEqual(list);
  });

  it('hands a short list out in one piece', async () => {
    expect(await pieces(checkedRows(rows(3), applicationRowSchema, 'GET /list'))).toEqual([
      rows(3),
    ]);
  });

  it('fails on a broken row of the first page before handing anything out', async () => {
    const list: unknown[] = rows(40);
    list[3] = { ...row(3), createdAt: 'yesterday' };
    const seen: unknown[] = [];
    const failed = (async () => {
      for await (const piece of checkedRows(list, applicationRowSchema, 'GET /list'))
        seen.push(piece);
    })();
    await expect(failed).rejects.toMatchObject({ kind: 'response', status: 200 });
    expect(seen).toEqual([]);
  });

  it('fails the list on a broken row further down, naming it, after the first page', async () => {
    const list: unknown[] = rows(3_000);
    list[2_512] = { ...row(2_512), policyNumber: { nested: true } };
    const seen: ApplicationRow[][] = [];
    let error: unknown;
    try {
      for await (const piece of checkedRows(list, applicationRowSchema, 'GET /list')) {
        seen.push(piece);
      }
    } catch (e) {
      error = e;
    }
    expect(seen.map((piece) => piece.length)).toEqual([25]);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'response', body: list[2_512] });
    expect((error as ApiError).message).toMatch(
      /^Unexpected response from GET \/list: data\.2512\.policyNumber: /,
    );
  });

  it('stops checking once the caller has given up', async () => {
    const stop = new AbortController();
    const seen: number[] = [];
    for await (const piece of checkedRows(rows(5_000), applicationRowSchema, 'GET /list', {
      signal: stop.signal,
    })) {
      seen.push(piece.length);
      stop.abort();
    }
    expect(seen).toEqual([25]);
  });
});

describe('the list query', () => {
  it('fails like a broken answer when one row of a long list breaks the contract', async () => {
    const list: unknown[] = rows(1_200);
    list[1_100] = { ...row(1_100), clientInfo: 'Nomsa' };
    signIn();
    server.use(
      mock.get('*/consent/forms/:employeeNumber', () => HttpResponse.json({ data: list })),
    );
    const error = await new QueryClient({ defaultOptions: { queries: { retry: false } } })
      .fetchQuery(applicationsQueryOptions('8004512'))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'response', status: 200 });
    expect((error as ApiError).message).toContain('data.1100.clientInfo');
  });
});
