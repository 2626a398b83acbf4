import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormActionBar, type FormActionBarProps } from './FormActionBar';

const on = { enabled: true, reason: null, tone: 'guidance' } as const;
const off = (reason: string, tone: 'guidance' | 'problem' = 'guidance') =>
  ({ enabled: false, reason, tone }) as const;
const none = {
  save: off('No changes to save.'),
  generateForms: off("Needs the client's accepted consent."),
  downloadForms: on,
  reset: on,
  back: on,
};

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

/** A new, untouched form: nothing to save or generate, each saying why; Reset and Back work. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = bar(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    // The reason is guidance, and the button is described by it.
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAccessibleDescription(
      'Save: No changes to save.',
    );
    await expect(canvas.getByText('Save: No changes to save.')).toHaveAttribute(
      'data-tone',
      'guidance',
    );
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
  args: { actions: { ...none, save: on } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(bar(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A save on its way: Save busy, Reset off until the answer is in. */
export const Saving: Story = {
  args: {
    actions: { ...none, save: off('A save is on its way.'), reset: off('A save is on its way.') },
    isSaving: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = bar(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeEnabled();
  },
};

/** Consent accepted and generating wired: Generate Forms can be pressed. */
export const ConsentAccepted: Story = {
  args: { actions: { ...none, generateForms: on }, onGenerateForms: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(bar(canvasElement).getByRole('button', { name: 'Generate Forms' }));
    await expect(args.onGenerateForms).toHaveBeenCalledTimes(1);
  },
};

/** While it runs, Generate Forms says which step it is on, in a polite live region. */
export const Generating: Story = {
  args: {
    actions: { ...none, generateForms: off('Uploading the letter…') },
    isGenerating: true,
  },
  play: async ({ canvasElement }) => {
    await expect(
      bar(canvasElement).getByText('Generate Forms: Uploading the letter…'),
    ).toHaveAttribute('role', 'status');
  },
};

/** Once the mandate is stored: Download Forms where Generate Forms was, and Reset is off. */
export const MandateStored: Story = {
  args: {
    actions: {
      ...none,
      save: off('Forms ready, so the application can no longer change.'),
      reset: off('Forms ready, so the application can no longer change.'),
    },
    mandate: 'downloadForms',
    onDownloadForms: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = bar(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Generate Forms' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Download Forms' }));
    await expect(args.onDownloadForms).toHaveBeenCalledTimes(1);
  },
};
