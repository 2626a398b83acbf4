import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormActionBar, type FormActionBarProps } from './FormActionBar';

const none = { requestConsent: false, save: false, generateForms: false, reset: true };

type Args = FormActionBarProps & { onSubmit: () => void };

const meta = {
  title: 'Features/Consent form/FormActionBar',
  component: FormActionBar,
  args: { actions: none, onReset: fn(), onBack: fn(), onSubmit: fn() },
  // Save is the form's submit button: the bar sits in a form, as on the page.
  render: ({ onSubmit, ...props }) => (
    <form
      aria-label="Consent form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormActionBar {...props} />
    </form>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Form actions' }));

/** A new, untouched form: nothing to save or generate; Reset and Back work. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = bar(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Generate Forms' })).toBeDisabled();
    // Request Consent lives in the Consent Required table, not here.
    await expect(canvas.queryByRole('button', { name: 'Request Consent' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Changed: Save submits the form. */
export const Dirty: Story = {
  args: { actions: { ...none, save: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(bar(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A save on its way: Save busy, Reset off until the answer is in. */
export const Saving: Story = {
  args: { actions: { ...none, reset: false }, isSaving: true },
  play: async ({ canvasElement }) => {
    const canvas = bar(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeEnabled();
  },
};

/** Consent accepted and generating wired: Generate Forms can be pressed. */
export const ConsentAccepted: Story = {
  args: { actions: { ...none, generateForms: true }, onGenerateForms: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(bar(canvasElement).getByRole('button', { name: 'Generate Forms' }));
    await expect(args.onGenerateForms).toHaveBeenCalledTimes(1);
  },
};
