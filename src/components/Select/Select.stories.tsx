// Over 300 lines: a story per way of choosing (mouse, keys, typeahead, autofill), with plays.
import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tokens } from '../theme';
import { Button } from '../Button';
import { Select } from './Select';

const paymentMethods = ['Debit Order', 'Stop Order'];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    label: 'Payment Method',
    options: paymentMethods,
    onSelectionChange: fn(),
    onBlur: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The popover renders outside the story root, at the end of <body>. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Payment Method/ });
    await expect(trigger).toHaveTextContent('Select an option');

    // Keyboard: Tab to it, Enter opens the list on the first option, arrows move, Enter picks.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await page(canvasElement).findByRole('listbox', { name: 'Payment Method' });
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Debit Order' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Stop Order' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(args.onSelectionChange).toHaveBeenCalledWith('Stop Order');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Stop Order');
    // Focus goes back to the trigger once the panel has closed.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const MouseSelection: Story = {
  args: {
    label: 'Application Type',
    options: [
      { id: 'NEW', label: 'New business' },
      { id: 'ALT', label: 'Alteration' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Application Type/ });
    await userEvent.click(trigger);
    const listbox = await page(canvasElement).findByRole('listbox', { name: 'Application Type' });
    await userEvent.click(within(listbox).getByRole('option', { name: 'Alteration' }));
    // Options carry an id apart from their label: the form stores the id.
    await expect(args.onSelectionChange).toHaveBeenCalledWith('ALT');
    await expect(trigger).toHaveTextContent('Alteration');
  },
};

export const EscapeKeepsValue: Story = {
  args: { defaultSelectedKey: 'Debit Order' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Payment Method/ });
    await expect(trigger).toHaveTextContent('Debit Order');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await page(canvasElement).findByRole('listbox');
    // It opens on the chosen option.
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Debit Order' })).toHaveFocus(),
    );
    await expect(within(listbox).getByRole('option', { name: 'Debit Order' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Debit Order');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const Typeahead: Story = {
  args: { label: 'Account Type', options: ['Current', 'Savings'] },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Account Type/ });
    trigger.focus();
    // Typing a letter on the closed select picks the first match, like a native select.
    await userEvent.keyboard('s');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('Savings');
    await expect(trigger).toHaveTextContent('Savings');
  },
};

/** On the closed select ← and → step through the options, as react-aria's Select has it. */
export const ArrowsOnTheClosedSelect: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Payment Method/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(trigger).toHaveTextContent('Debit Order');
    await userEvent.keyboard('{ArrowRight}');
    await expect(trigger).toHaveTextContent('Stop Order');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('Debit Order');
    await expect(page(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/**
 * The open list is react-aria's modal popover: it holds focus, so Tab stays in the list; Escape
 * closes it, back on the trigger, and the next Tab moves on.
 */
export const TabInTheOpenList: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Select {...args} />
      <Button variant="secondary">Next field</Button>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Payment Method/ });
    await userEvent.click(trigger);
    const listbox = await page(canvasElement).findByRole('listbox', { name: 'Payment Method' });
    // Opened by the pointer with nothing chosen, the list itself takes focus.
    await waitFor(() => expect(listbox).toHaveFocus());
    await userEvent.tab();
    await expect(listbox).toBeInTheDocument();
    await expect(listbox).toContainElement(
      canvasElement.ownerDocument.activeElement as HTMLElement,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next field' })).toHaveFocus();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    // Leaving the field is a blur (react-hook-form marks it touched).
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

/** Typed whole, an option's text finds it, spaces included; Enter then chooses it. */
export const TypeaheadInTheList: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Payment Method/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await page(canvasElement).findByRole('listbox');
    await userEvent.keyboard('Stop Order');
    await expect(within(listbox).getByRole('option', { name: 'Stop Order' })).toHaveFocus();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('Stop Order');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
  },
};

export const WithHint: Story = {
  args: { description: 'How the client pays the premium' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Payment Method/ });
    await expect(trigger).toHaveAccessibleDescription('How the client pays the premium');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('*')).toBeVisible();
    // The asterisk stays out of the accessible name.
    await expect(
      canvas.getByRole('button', { name: 'Select an option Payment Method' }),
    ).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Select a payment method' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Payment Method/ });
    await expect(trigger).toHaveAccessibleDescription('Error: Select a payment method');
    // Still usable: the form clears the error once a value is chosen.
    await userEvent.click(trigger);
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Debit Order' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('Debit Order');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'Stop Order' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Payment Method/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(page(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
  },
};

const banks = [
  'ABSA Bank',
  'African Bank',
  'Bidvest Bank',
  'Capitec Bank',
  'Discovery Bank',
  'First National Bank',
  'Grindrod Bank',
  'Investec Bank',
  'Mercantile Bank',
  'Nedbank',
  'Old Mutual Bank',
  'Sasfin Bank',
  'Standard Bank',
  'TymeBank',
  'Ubank',
  'Access Bank',
  'Albaraka Bank',
  'Bank Zero',
  'HBZ Bank',
  'Habib Overseas Bank',
];

export const ManyOptions: Story = {
  args: { label: 'Bank Name', options: banks },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Bank Name/ }));
    const listbox = await page(canvasElement).findByRole('listbox', { name: 'Bank Name' });
    // docs/behaviour.md#constants: the panel is at most 256 px tall and scrolls; it stacks at the popover layer.
    await expect(getComputedStyle(listbox).maxHeight).toBe(tokens.layout.selectPanelMaxHeight);
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
    const panel = listbox.closest<HTMLElement>('[data-trigger="Select"]');
    await expect(panel?.style.zIndex).toBe(String(tokens.zIndex.popover));
    // End jumps to the last bank and scrolls it into view.
    await userEvent.keyboard('{End}');
    await expect(
      within(listbox).getByRole('option', { name: 'Habib Overseas Bank' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
  },
};

/** A controlled select, as react-hook-form drives it: the form can clear it (Reset). */
function ControlledHarness({
  onSelectionChange,
}: {
  onSelectionChange?: (k: string | null) => void;
}) {
  const [value, setValue] = useState<string | null>('Stop Order');
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Select
        id="paymentMethod"
        ref={ref}
        label="Payment Method"
        options={paymentMethods}
        selectedKey={value}
        onSelectionChange={(key) => {
          setValue(key);
          onSelectionChange?.(key);
        }}
      />
      <p style={{ margin: 0 }}>Form value: {value ?? '(empty)'}</p>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button variant="secondary" onPress={() => setValue(null)}>
          Reset
        </Button>
        <Button variant="secondary" onPress={() => ref.current?.focus()}>
          Focus the field
        </Button>
      </div>
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledHarness onSelectionChange={args.onSelectionChange} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Payment Method/ });
    // The id and the ref land on the trigger button (error summary links and react-hook-form).
    await expect(trigger).toHaveAttribute('id', 'paymentMethod');
    await expect(trigger).toHaveTextContent('Stop Order');

    await userEvent.click(trigger);
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Debit Order' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('Debit Order');
    await expect(canvas.getByText('Form value: Debit Order')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(trigger).toHaveTextContent('Select an option');

    await userEvent.click(canvas.getByRole('button', { name: 'Focus the field' }));
    await expect(trigger).toHaveFocus();
  },
};

/**
 * Browser autofill fills react-aria's hidden native `<select>` (named by `name`; `autoComplete`
 * passes a hint to it); the Select follows it and reports the choice like any other.
 */
export const Autofill: Story = {
  args: { name: 'paymentMethod' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Payment Method/ });
    const native = canvasElement.querySelector<HTMLSelectElement>('select[name="paymentMethod"]');
    await expect(native).not.toBeNull();
    // Out of the tab order and the accessibility tree: the trigger is the control people use.
    await expect(native).toHaveAttribute('tabindex', '-1');
    await expect(native?.closest('[aria-hidden="true"]')).not.toBeNull();

    // What autofill does: set the value and fire change.
    native!.value = 'Stop Order';
    native!.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(trigger).toHaveTextContent('Stop Order'));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('Stop Order');
  },
};
