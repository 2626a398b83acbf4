import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ApplicationDetailsSection } from './ApplicationDetailsSection';
import { SectionStory, type SectionState } from './section.story-helpers';

const meta = {
  title: 'Features/Consent form/ApplicationDetailsSection',
  args: { state: 'Default' as SectionState },
  render: ({ state }) => (
    <SectionStory state={state}>
      <ApplicationDetailsSection />
    </SectionStory>
  ),
} satisfies Meta<{ state: SectionState }>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Application Details' }));

/** Empty; the policy number takes at most 14 characters and only letters, digits and _. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    const policy = canvas.getByRole('textbox', { name: 'Policy Number' });
    await expect(policy).toHaveValue('');
    await expect(policy).toHaveAttribute('maxLength', '14');
    await expect(policy).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Scheme Code' })).not.toBeRequired();
    await userEvent.type(policy, 'MFP-1');
    await userEvent.tab();
    await expect(await canvas.findByText('No special characters allowed')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Payment Method/ }));
    const list = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    const options = within(list).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Debit Order',
      'Stop Order',
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

export const Filled: Story = {
  args: { state: 'Filled' },
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Policy Number' })).toHaveValue('FN10023456');
    await expect(canvas.getByRole('textbox', { name: 'Total Premium' })).toHaveValue('150.50');
    await expect(canvas.getByRole('button', { name: /Application Type/ })).toHaveTextContent(
      'New business',
    );
  },
};

/** As after a failed Save: the product's own messages where it gives them. */
export const Invalid: Story = {
  args: { state: 'Invalid' },
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await expect(await canvas.findByText('No special characters allowed')).toBeVisible();
    await expect(canvas.getByText('Number up to two decimal places allowed')).toBeVisible();
    await expect(canvas.getByText('Select the application type')).toBeVisible();
    await expect(canvas.getByText('Enter the start date')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Total Premium' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** A plan whose forms were generated: nothing can be changed. */
export const ReadOnly: Story = {
  args: { state: 'ReadOnly' },
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Policy Number' })).toHaveAttribute(
      'readonly',
    );
    await expect(canvas.getByRole('button', { name: /Application Type/ })).toBeDisabled();
  },
};
