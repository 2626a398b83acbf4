import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ApplicationRow } from '../../api';
import { applicationRows, mocks, rowWithGaps } from '../../api/mocks';
import { onAPhone } from '../../components/theme/screens.story-helpers';
import type { ApplicationTable } from './ApplicationTable';
import { signedInList } from './ApplicationTable.story-helpers';

const meta = {
  title: 'Features/Applications/ApplicationTable',
  ...signedInList,
  args: { ...signedInList.args, rows: applicationRows },
} satisfies Meta<typeof ApplicationTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rows without a document offer Edit; rows with one offer Download Forms. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Consent Application List' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      expect.stringContaining('Policy Number'),
      expect.stringContaining('Client'),
      'ID Number',
      expect.stringContaining('Date Created'),
      'Status',
      'Actions',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit FN10023458' }));
    await expect(args.onEdit).toHaveBeenCalledWith('FN10023458');
    const download = canvas.getAllByRole('button', { name: /^Download Forms/ })[0];
    await userEvent.click(download);
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

/** Missing values show two dashes. */
export const MissingValues: Story = {
  parameters: { msw: { handlers: { clientUssdLog: mocks.clientUssdLog.empty } } },
  args: {
    rows: [rowWithGaps],
  },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getAllByRole('row')[1];
    await expect(row).toHaveTextContent('FN10023499');
    await expect(row).toHaveTextContent('Ayanda');
    await expect(within(row).getAllByText('--')).toHaveLength(2);
    await waitFor(() => expect(row).toHaveTextContent('No Consent'));
  },
};

/** Sorting by Policy Number reads numbers as numbers (the work queue put P10, the newer, first). */
export const Sorted: Story = {
  args: {
    rows: [
      { _id: 'a', policyNumber: 'P10', createdAt: '2026-03-01T00:00:00.000Z' },
      { _id: 'b', policyNumber: 'P9', createdAt: '2026-01-02T00:00:00.000Z' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('P10');
    await userEvent.click(canvas.getByRole('button', { name: 'Policy Number' }));
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('P9');
    await expect(canvas.getByRole('columnheader', { name: /Policy Number/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No consent applications yet. Choose New to capture one.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading applications')).toBeInTheDocument();
  },
};

/** The document being fetched shows its button as busy. */
export const Downloading: Story = {
  args: { downloadingId: applicationRows.find((r) => r.fileNetId)?.fileNetId ?? undefined },
  play: async ({ canvasElement }) => {
    const busy = within(canvasElement).getAllByRole('button', { name: /^Download Forms/ })[0];
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * The pressed Edit while its application's page loads: the row says "Opening…" at once, pending
 * (it keeps the focus, announced as busy); the other rows' Edit stay.
 */
export const Opening: Story = {
  args: {
    openingPolicyNumber: String(applicationRows.find((r) => !r.fileNetId)?.policyNumber ?? ''),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opening = canvas.getByRole('button', { name: `Opening ${args.openingPolicyNumber}…` });
    await expect(opening.parentElement).toHaveTextContent('Opening…');
    await expect(opening).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getAllByRole('button', { name: /^Opening / })).toHaveLength(1);
  },
};

/** Typing finds by policy number, client name or ID number; the count is announced politely. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('9 applications');
    const search = canvas.getByRole('searchbox', { name: 'Find an application' });
    await userEvent.type(search, 'mer00000123459');
    await waitFor(() => expect(status).toHaveTextContent('1 of 9 applications match'));
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Forms ready');

    // By a client's name, in any case.
    await userEvent.clear(search);
    await userEvent.type(search, 'AYESHA');
    await waitFor(() => expect(canvas.getAllByRole('row')[1]).toHaveTextContent('FN10023460'));

    // The clear button empties the search at once.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(search).toHaveValue('');
    await waitFor(() => expect(status).toHaveTextContent('9 applications'));
    await expect(canvas.getAllByRole('row')).toHaveLength(10);
  },
};

/** Nothing found: the empty state says what was looked for. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'nobody');
    await expect(await canvas.findByText('No applications match “nobody”.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 of 9 applications match');
  },
};

/**
 * The status filter picks the rows whose forms are ready, or a consent state (here none of the
 * other applications was ever asked); each row shows its badge.
 */
export const FilterByStatus: Story = {
  parameters: { msw: { handlers: { clientUssdLog: mocks.clientUssdLog.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Forms ready' }));
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      await expect(row).toHaveTextContent('Forms ready');
      await expect(within(row).getByRole('button', { name: /^Download Forms/ })).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('radio', { name: 'No Consent' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(/^8 of 9 applications match$/),
    );
    for (const row of canvas.getAllByRole('row').slice(1)) {
      await expect(row).toHaveTextContent('No Consent');
    }
  },
};

/** By keyboard: Escape clears the search; the arrow keys move between the status options. */
export const FinderByKeyboard: Story = {
  parameters: { msw: { handlers: { clientUssdLog: mocks.clientUssdLog.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    const search = canvas.getByRole('searchbox', { name: 'Find an application' });
    await userEvent.click(search);
    await userEvent.keyboard('ayesha');
    await waitFor(() => expect(status).toHaveTextContent('1 of 9 applications match'));
    await userEvent.keyboard('{Escape}');
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
    await waitFor(() => expect(status).toHaveTextContent('9 applications'));

    // The status options are one radio group: Tab reaches the chosen one, arrows choose.
    await expect(canvas.getByRole('radiogroup', { name: 'Status' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const awaiting = canvas.getByRole('radio', { name: 'No Consent' });
    await expect(awaiting).toBeChecked();
    await waitFor(() => expect(status).toHaveTextContent('8 of 9 applications match'));
    // The chosen option shows filled, and keyboard focus shows a ring around it.
    const option = awaiting.closest('label')!;
    await expect(getComputedStyle(option).backgroundColor).not.toBe(
      getComputedStyle(canvas.getByRole('radio', { name: 'All' }).closest('label')!)
        .backgroundColor,
    );
    await expect(getComputedStyle(option).outlineStyle).toBe('solid');
  },
};

const manyRows: ApplicationRow[] = Array.from({ length: 10_000 }, (_, i) => ({
  _id: `id${i}`,
  policyNumber: `B${String(i).padStart(9, '0')}`,
  clientInfo: {
    name: `Client${i}`,
    surname: 'Dlamini',
    registrationDetails: { identificationNumber: String(8001015000000 + i) },
  },
  createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  fileNetId: i % 3 === 0 ? `DOC-${i}` : '',
}));

/** 10,000 applications: one page of rows is built; search and sort go through all of them. */
export const TenThousand: Story = {
  args: { rows: manyRows },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await expect(canvas.getAllByRole('row')).toHaveLength(26);
    // The work queue: the newest application without forms first.
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('B000009998');
    await userEvent.click(canvas.getByRole('button', { name: 'Policy Number' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Policy Number' }));
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('B000009999');
    await userEvent.type(canvas.getByRole('searchbox'), 'B00000999');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('10 of 10,000 applications match'),
    );
    await expect(table).toHaveAttribute('aria-rowcount', '11');
  },
};

/**
 * The first page of a long list while the rest is still checked against the contract: its rows
 * can be used, and the count says the list is not whole yet.
 */
export const CheckingTheRest: Story = {
  args: { rows: manyRows.slice(0, 25), total: manyRows.length },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Checking 10,000 applications: the first 25 are shown',
    );
    await expect(canvas.getAllByRole('row')).toHaveLength(26);
    await expect(canvas.getByRole('button', { name: 'Edit B000000001' })).toBeEnabled();
  },
};

/** On a phone: each application is a card of "name value" lines with its button in reach. */
export const OnAPhone: Story = {
  ...onAPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getAllByRole('row')[1];
    await expect(row).toHaveTextContent(/Policy Number\s*FN/);
    // The column headers are kept for screen readers only: their row group has no visible box.
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(6);
    await expect(
      canvasElement.querySelector('thead')!.getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1);
    const action = within(row).getByRole('button');
    await expect(action.getBoundingClientRect().right).toBeLessThanOrEqual(358);
    await expect(row.getBoundingClientRect().height).toBeGreaterThan(100);
  },
};
