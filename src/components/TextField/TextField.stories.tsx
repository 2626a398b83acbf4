import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { onAPhone } from '../theme/screens.story-helpers';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Policy Number', onChange: fn(), onBlur: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Policy Number' });
    await userEvent.type(input, 'MET_0042');
    await expect(input).toHaveValue('MET_0042');
    await expect(args.onChange).toHaveBeenLastCalledWith('MET_0042');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const WithHint: Story = {
  args: { label: 'Total Premium', description: 'In rand, up to two decimals, e.g. 149.50' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Total Premium' });
    await expect(input).toHaveAccessibleDescription('In rand, up to two decimals, e.g. 149.50');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    // The asterisk is visual only: the name stays "Policy Number" and aria-required says the rest.
    const input = within(canvasElement).getByRole('textbox', { name: 'Policy Number' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(within(canvasElement).getByText('*')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: {
    isRequired: true,
    defaultValue: 'MET-0042!',
    errorMessage: 'No special characters allowed',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Policy Number' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Error: No special characters allowed');
    // The form owns validation: an invalid field still takes input.
    await userEvent.clear(input);
    await userEvent.type(input, 'MET_0042');
    await expect(input).toHaveValue('MET_0042');
  },
};

export const InvalidWithHint: Story = {
  args: {
    label: 'Total Premium',
    description: 'In rand, up to two decimals, e.g. 149.50',
    defaultValue: '149.505',
    errorMessage: 'Number up to two decimal places allowed',
    inputMode: 'decimal',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Total Premium' });
    await expect(input).toHaveAccessibleDescription(
      'In rand, up to two decimals, e.g. 149.50 Error: Number up to two decimal places allowed',
    );
    await expect(input).toHaveAttribute('inputmode', 'decimal');
  },
};

export const NotInvalidWithoutMessage: Story = {
  name: 'Valid (no error shown)',
  args: { defaultValue: 'MET_0042', isInvalid: false, errorMessage: 'Hidden while valid' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Policy Number' });
    await expect(input).toBeValid();
    await expect(canvas.queryByText('Hidden while valid')).not.toBeInTheDocument();
  },
};

export const WithWarning: Story = {
  args: {
    label: 'ID / Passport Number',
    defaultValue: '8501015009088',
    maxLength: 13,
    warning:
      'This does not look like a valid SA ID number. Check it, or continue if it is a passport.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'ID / Passport Number' });
    // A warning does not make the field invalid; it is read with the field.
    await expect(input).toBeValid();
    await expect(input).toHaveAccessibleDescription(/^Warning: This does not look like/);
  },
};

export const ReadOnly: Story = {
  args: { label: 'Agency Description', isReadOnly: true, defaultValue: 'Kopanong Municipality' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Agency Description' });
    await expect(input).toHaveAttribute('readonly');
    // Still reachable by keyboard so it can be read and copied, but typing changes nothing.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'xyz');
    await expect(input).toHaveValue('Kopanong Municipality');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * A long read-only value on a phone wraps onto more lines, whole, never cut
 * (docs/behaviour.md#application-details: Agency Description at 390). The text area grows by the
 * invisible copy of its value beside it (TextField.styles.ts), the same in every engine.
 */
export const ReadOnlyWrapsOnAPhone: Story = {
  ...onAPhone,
  args: {
    label: 'Agency Description',
    isReadOnly: true,
    defaultValue: 'Department of Basic Education (KZN) — Provincial Head Office, Pietermaritzburg',
  },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Agency Description' });
    const lineHeight = parseFloat(getComputedStyle(field).lineHeight);
    // Two lines or more, and nothing of the value hidden inside the box.
    await expect(field.clientHeight).toBeGreaterThan(lineHeight * 2);
    await expect(field.scrollHeight).toBeLessThanOrEqual(field.clientHeight + 1);
    await expect(field.scrollWidth).toBeLessThanOrEqual(field.clientWidth + 1);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

const LONG_AGENCY =
  'Department of Basic Education (KwaZulu-Natal), Provincial Head Office, Pietermaritzburg';

/** A read-only value the page fills in later, as Search fills Agency Description. */
function FilledLater() {
  const [value, setValue] = useState('');
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField label="Agency Description" isReadOnly value={value} />
      <div>
        <Button variant="secondary" onPress={() => setValue(LONG_AGENCY)}>
          Search
        </Button>
      </div>
    </div>
  );
}

/** Filled in after it showed empty: it grows to the new value's lines, whole. */
export const ReadOnlyGrowsWhenFilled: Story = {
  ...onAPhone,
  render: () => <FilledLater />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Agency Description' });
    const emptyHeight = field.clientHeight;
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(field).toHaveValue(LONG_AGENCY);
    const lineHeight = parseFloat(getComputedStyle(field).lineHeight);
    await expect(field.clientHeight).toBeGreaterThan(emptyHeight + lineHeight);
    await expect(field.scrollHeight).toBeLessThanOrEqual(field.clientHeight + 1);
  },
};

export const MaxLength: Story = {
  args: { maxLength: 14, description: 'Up to 14 letters, digits or underscores' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Policy Number' });
    await expect(input).toHaveAttribute('maxlength', '14');
    await userEvent.type(input, 'ABCDEFGHIJKLMNOPQRST');
    await expect(input).toHaveValue('ABCDEFGHIJKLMN');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'MET_0042' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Policy Number' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const onSearch = fn();

export const WithTrailingAction: Story = {
  args: {
    label: 'Agency Number',
    isRequired: true,
    inputMode: 'numeric',
    trailing: (
      <Button variant="secondary" onPress={onSearch}>
        Search
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Agency Number' });
    await userEvent.type(input, '4471');
    // Tab order: the input, then its action.
    await userEvent.tab();
    const search = canvas.getByRole('button', { name: 'Search' });
    await expect(search).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSearch).toHaveBeenCalledTimes(1);
  },
};

/** What react-hook-form and an error summary rely on: the ref and the id land on the <input>. */
function FocusFromOutside() {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField id="policyNumber" ref={ref} label="Policy Number" />
      <div>
        <Button variant="secondary" onPress={() => ref.current?.focus()}>
          Focus the field
        </Button>
      </div>
    </div>
  );
}

export const RefAndId: Story = {
  render: () => <FocusFromOutside />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Policy Number' });
    await expect(input).toHaveAttribute('id', 'policyNumber');
    await userEvent.click(canvas.getByRole('button', { name: 'Focus the field' }));
    await expect(input).toHaveFocus();
  },
};
