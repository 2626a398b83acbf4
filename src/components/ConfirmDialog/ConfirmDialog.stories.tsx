import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { useConfirm } from './confirm-context';

const ATTENTION = {
  title: 'Attention',
  message: 'Consent will be cleared in order to request new consent',
};

/** The edit-mode Save of the consent form: asks first, then saves or resets. */
function EditModeSave({ onResult }: { onResult: (confirmed: boolean) => void }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState<boolean | null>(null);
  const save = async () => {
    const confirmed = await confirm(ATTENTION);
    setAnswer(confirmed);
    onResult(confirmed);
  };
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Button onPress={() => void save()}>Save</Button>
      <output aria-live="polite">
        {answer === null ? '' : answer ? 'Plan updated' : 'Form reset'}
      </output>
    </div>
  );
}

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: { ...ATTENTION, isOpen: false, onResult: fn() },
  render: (args) => <EditModeSave onResult={args.onResult} />,
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openAttention(canvasElement: HTMLElement) {
  const save = within(canvasElement).getByRole('button', { name: 'Save' });
  await userEvent.click(save);
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
    name: 'Attention',
  });
  await expect(dialog).toHaveAccessibleDescription(ATTENTION.message);
  // Focus moves in, onto the safe answer.
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus());
  return { save, dialog };
}

async function expectClosed(canvasElement: HTMLElement, save: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  // …and returns to the trigger when it closes.
  await waitFor(() => expect(save).toHaveFocus());
}

/** `useConfirm()` resolves `true` on Yes. */
export const ConfirmYes: Story = {
  play: async ({ args, canvasElement }) => {
    const { save, dialog } = await openAttention(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await expect(args.onResult).toHaveBeenCalledWith(true);
    await expectClosed(canvasElement, save);
    await expect(within(canvasElement).getByText('Plan updated')).toBeVisible();
  },
};

/** …and `false` on No. */
export const ConfirmNo: Story = {
  play: async ({ args, canvasElement }) => {
    const { save, dialog } = await openAttention(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await expect(args.onResult).toHaveBeenCalledWith(false);
    await expectClosed(canvasElement, save);
    await expect(within(canvasElement).getByText('Form reset')).toBeVisible();
  },
};

/** Escape dismisses: `false`, and focus goes back to Save. */
export const DismissWithEscape: Story = {
  play: async ({ args, canvasElement }) => {
    const { save } = await openAttention(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await expect(args.onResult).toHaveBeenCalledWith(false);
    await expectClosed(canvasElement, save);
  },
};

/** A press on the backdrop dismisses too: `false`. */
export const DismissOutside: Story = {
  play: async ({ args, canvasElement }) => {
    const { save, dialog } = await openAttention(canvasElement);
    // dialog → modal panel → overlay (the backdrop).
    await userEvent.click(dialog.parentElement!.parentElement!, { pointerEventsCheck: 0 });
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await expect(args.onResult).toHaveBeenCalledWith(false);
    await expectClosed(canvasElement, save);
  },
};

/** Keyboard only: Tab to Save, Enter opens, Tab to Yes, Enter confirms. */
export const KeyboardOnly: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Yes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await expect(args.onResult).toHaveBeenCalledWith(true);
  },
};

/** The component on its own, open, with custom labels and a destructive tone. */
export const Controlled: Story = {
  args: {
    isOpen: true,
    title: 'Discard this application?',
    message: 'The captured details will be deleted. This cannot be undone.',
    confirmLabel: 'Discard',
    cancelLabel: 'Keep editing',
    tone: 'danger',
  },
  render: (args: ConfirmDialogProps) => <ConfirmDialog {...args} />,
  play: async ({ args, canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Discard this application?',
    });
    // The same focus rule whatever the labels: the safe answer first.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await expect(args.onResult).toHaveBeenCalledWith(true);
  },
};
