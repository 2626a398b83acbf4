import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { applicationRows } from '../../api/mocks';
import { ApplicationTable } from './ApplicationTable';

const meta = {
  title: 'Features/Applications/ApplicationTable',
  component: ApplicationTable,
  args: {
    rows: applicationRows,
    onEdit: fn(),
    onDownload: fn(),
    labelledBy: 'applications-heading',
  },
  decorators: [
    (Story) => (
      <>
        <h2 id="applications-heading">Consent Application List</h2>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof ApplicationTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rows without a document offer Edit; rows with one offer Download Forms. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Consent Application List' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      expect.stringContaining('Policy Number'),
      expect.stringContaining('Client'),
      'ID Number',
      expect.stringContaining('Date Created'),
      'Actions',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit MFP00000012348' }));
    await expect(args.onEdit).toHaveBeenCalledWith('MFP00000012348');
    const download = canvas.getAllByRole('button', { name: /^Download Forms/ })[0];
    await userEvent.click(download);
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

/** Missing values show two dashes. */
export const MissingValues: Story = {
  args: {
    rows: [
      { _id: 'x', policyNumber: 'MFP00012349', clientInfo: { name: 'Ayesha' }, createdAt: null },
    ],
  },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getAllByRole('row')[1];
    await expect(row).toHaveTextContent('MFP00012349');
    await expect(row).toHaveTextContent('Ayesha');
    await expect(within(row).getAllByText('--')).toHaveLength(2);
  },
};

/** Sorting by Policy Number reads numbers as numbers. */
export const Sorted: Story = {
  args: {
    rows: [
      { _id: 'a', policyNumber: 'P10', createdAt: '2026-01-02T00:00:00.000Z' },
      { _id: 'b', policyNumber: 'P9', createdAt: '2026-03-01T00:00:00.000Z' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('columnheader', { name: /Policy Number/ }));
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
