import { describe, expect, it } from 'vitest';
import { applicationRowSchema, type ApplicationRow } from '../../api';
import { ApplicationIndex, type FindQuery } from './application-index';
import { toApplicationView } from './application-view';

const row = (patch: Partial<ApplicationRow> = {}): ApplicationRow => ({
  _id: 'p1',
  policyNumber: 'MFP00012345',
  clientInfo: {
    name: 'Thandi',
    surname: 'Mokoena',
    registrationDetails: { identificationNumber: '8501015009087' },
  },
  createdAt: '2026-03-05T22:30:00.000Z',
  fileNetId: '',
  ...patch,
});

describe('toApplicationView', () => {
  it('shows policy, client, ID and the UTC creation date as dd/mm/yyyy', () => {
    expect(toApplicationView(row(), 0)).toMatchObject({
      policyNumber: 'MFP00012345',
      client: 'Thandi Mokoena',
      idNumber: '8501015009087',
      dateCreated: '05/03/2026',
      action: { kind: 'edit', policyNumber: 'MFP00012345' },
    });
  });

  it('offers Download Forms once a document is stored', () => {
    expect(toApplicationView(row({ fileNetId: 'ABC-123' }), 0).action).toEqual({
      kind: 'download',
      fileNetId: 'ABC-123',
    });
  });

  it('shows two dashes for empty values and keeps a lone name', () => {
    const view = toApplicationView(
      row({
        clientInfo: { name: 'Sipho', surname: '', registrationDetails: null },
        createdAt: null,
      }),
      0,
    );
    expect(view.client).toBe('Sipho');
    expect(view.idNumber).toBe('--');
    expect(view.dateCreated).toBe('--');
  });

  it('shows two dashes for a row without client or policy, and offers no action', () => {
    const view = toApplicationView({ _id: undefined, policyNumber: null, clientInfo: null }, 3);
    expect(view).toMatchObject({ policyNumber: '--', client: '--', action: null, id: '#3' });
  });

  it('keeps zero as 0', () => {
    expect(toApplicationView(row({ policyNumber: '0' }), 0).policyNumber).toBe('0');
  });

  it('shows a numeric 0 the services send as 0, and the contract accepts it', () => {
    const sent = applicationRowSchema.parse({
      policyNumber: 0,
      clientInfo: { name: 'Sipho', surname: 0, registrationDetails: { identificationNumber: 0 } },
    });
    const view = toApplicationView(sent, 0);
    expect(view).toMatchObject({ policyNumber: '0', client: 'Sipho 0', idNumber: '0' });
    expect(view.action).toEqual({ kind: 'edit', policyNumber: '0' });
  });
});

describe('the list index sorts', () => {
  const index = new ApplicationIndex([
    row({ _id: 'a', policyNumber: 'P10', createdAt: '2026-01-02T00:00:00Z' }),
    row({ _id: 'b', policyNumber: 'P9', createdAt: '2026-03-01T00:00:00Z' }),
    row({ _id: 'c', policyNumber: 'P100', createdAt: null }),
  ]);
  const ids = (sort: FindQuery['sort']) =>
    index.find({ text: '', sort }).map((i) => index.view(i).id);

  it('orders policy numbers as people read them (P9 before P10)', () => {
    expect(ids({ column: 'policyNumber', direction: 'ascending' })).toEqual(['b', 'a', 'c']);
  });

  it('orders by date, unknown dates first when ascending', () => {
    expect(ids({ column: 'dateCreated', direction: 'descending' })).toEqual(['b', 'a', 'c']);
  });
});
