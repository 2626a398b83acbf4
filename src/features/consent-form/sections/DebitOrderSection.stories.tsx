import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DebitOrderSection } from './DebitOrderSection';
import { SectionStory, type SectionState } from './section.story-helpers';

const meta = {
  title: 'Features/Consent form/DebitOrderSection',
  args: { state: 'Default' as SectionState },
  render: ({ state }) => (
    <SectionStory state={state} paymentMethod="Debit Order">
      <DebitOrderSection />
    </SectionStory>
  ),
} satisfies Meta<{ state: SectionState }>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Debit Order Details' }));

/** Empty; Account Type offers Current and Savings; Employer Code is optional. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Bank Name' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Employer Code' })).not.toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: /Account Type/ }));
    const list = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: 'Current' }));
    await expect(canvas.getByRole('button', { name: /Account Type/ })).toHaveTextContent('Current');
  },
};

export const Filled: Story = {
  args: { state: 'Filled' },
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Account Number' })).toHaveValue('1234567890');
    await expect(canvas.getByRole('button', { name: /Account Type/ })).toHaveTextContent('Savings');
  },
};

/** Debit Order requires bank name, account number and type, branch code and the date. */
export const Invalid: Story = {
  args: { state: 'Invalid' },
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await expect(await canvas.findByText('Enter the bank name')).toBeVisible();
    await expect(canvas.getByText('Enter the account number')).toBeVisible();
    await expect(canvas.getByText('Select the account type')).toBeVisible();
    await expect(canvas.getByText('Enter the branch code')).toBeVisible();
    await expect(canvas.getByText('Enter the first deduction date')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { state: 'ReadOnly' },
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Bank Name' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: /Account Type/ })).toBeDisabled();
  },
};
