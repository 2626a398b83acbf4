import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConsentTable } from './ConsentTable';

const meta = {
  title: 'Features/Consent form/ConsentTable',
  component: ConsentTable,
  args: {
    policyNumber: 'FN10023456',
    client: 'Sipho Dlamini',
    cellNumber: '0821234567',
    status: 'No Consent',
    statusTone: 'neutral',
    canRequestConsent: false,
  },
} satisfies Meta<typeof ConsentTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Consent Required' }));

/** The columns, the application's row, and a Request Consent that cannot be pressed yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = table(canvasElement);
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual([
      'Policy Number',
      'Client',
      'Cellphone Number',
      'Consent Status',
      'Action',
    ]);
    await expect(canvas.getByRole('cell', { name: 'Sipho Dlamini' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Request Consent' })).toBeDisabled();
  },
};

/** A new form with nothing typed: empty cells show two dashes. */
export const Empty: Story = {
  args: { policyNumber: '', client: '', cellNumber: '' },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement).getAllByRole('cell', { name: '--' })).toHaveLength(3);
  },
};

/** Saved, valid, not yet accepted: the one Request Consent button of the page is live. */
export const ReadyToRequest: Story = {
  args: { canRequestConsent: true, onRequestConsent: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(table(canvasElement).getByRole('button', { name: 'Request Consent' }));
    await expect(args.onRequestConsent).toHaveBeenCalledTimes(1);
  },
};

/** While the request runs the panel goes in the slot. */
export const Requesting: Story = {
  args: { children: <p>Waiting for the client to answer on 082***4567</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Waiting for the client/)).toBeVisible();
  },
};

export const Accepted: Story = {
  args: { status: 'Consent accepted', statusTone: 'success' },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement).getByText('Consent accepted')).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    status: 'Consent failed',
    statusTone: 'danger',
    canRequestConsent: true,
    onRequestConsent: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = table(canvasElement);
    await expect(canvas.getByText('Consent failed')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Request Consent' })).toBeEnabled();
  },
};

/** In a phone-wide card the table stacks as "name value" lines; Request Consent stays in reach. */
export const Narrow: Story = {
  args: { canRequestConsent: true, onRequestConsent: fn() },
  parameters: { width: 320 },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('table', { name: 'Consent Required' });
    const button = within(grid).getByRole('button', { name: 'Request Consent' });
    const right = canvasElement.querySelector('section')!.getBoundingClientRect().right;
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
  },
};
