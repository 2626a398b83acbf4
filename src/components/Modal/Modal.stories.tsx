import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal, type ModalProps } from './Modal';

interface HarnessProps extends ModalProps {
  triggerLabel: string;
  onLeave?: () => void;
}

/** A page-like harness: a trigger opens the modal; the modal's state lives here. */
function ModalHarness({ triggerLabel, onOpenChange, onLeave, actions, ...props }: HarnessProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  const change = (open: boolean) => {
    setOpen(open);
    onOpenChange(open);
  };
  return (
    <>
      <Button variant="secondary" onPress={() => change(true)}>
        {triggerLabel}
      </Button>
      <Modal
        {...props}
        isOpen={isOpen}
        onOpenChange={change}
        actions={
          actions ??
          ((close) => (
            <>
              <Button variant="secondary" onPress={close}>
                NO
              </Button>
              <Button
                onPress={() => {
                  onLeave?.();
                  close();
                }}
              >
                YES
              </Button>
            </>
          ))
        }
      />
    </>
  );
}

const meta = {
  title: 'Components/Modal',
  component: Modal,
  render: (args) => <ModalHarness {...args} />,
  args: {
    title: 'Are you sure you want to leave this page?',
    children: 'Any unsaved changes will be lost',
    isOpen: false,
    onOpenChange: fn(),
    triggerLabel: 'Back',
    onLeave: fn(),
  },
} satisfies Meta<HarnessProps>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The frame of a yes/no question: NO closes, YES acts. The app asks its questions through
 * ConfirmDialog, built on this (an alertdialog with NO focused: ConfirmDialog's stories).
 */
export const YesNo: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const { onLeave } = args;
    const back = canvas.getByRole('button', { name: 'Back' });

    await step('NO closes the modal and returns focus to Back', async () => {
      await userEvent.click(back);
      const dialog = await body.findByRole('dialog', {
        name: 'Are you sure you want to leave this page?',
      });
      await expect(dialog).toHaveAccessibleDescription('Any unsaved changes will be lost');
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      await userEvent.click(within(dialog).getByRole('button', { name: 'NO' }));
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
      // react-aria restores focus a frame after the overlay unmounts.
      await waitFor(() => expect(back).toHaveFocus());
      await expect(onLeave).not.toHaveBeenCalled();
    });

    await step('YES leaves', async () => {
      await userEvent.click(back);
      const dialog = await body.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
      await expect(onLeave).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

/** Escape closes; focus is trapped inside while open. */
export const KeyboardOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const back = within(canvasElement).getByRole('button', { name: 'Back' });
    back.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    // Tab cycles between the two buttons and never leaves the dialog.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(back).toHaveFocus());
  },
};

/** With `isDismissable`, a press on the backdrop closes the modal. */
export const Dismissable: Story = {
  args: {
    triggerLabel: 'Show details',
    title: 'Consent request sent',
    children: 'The client has 12 minutes to answer the USSD prompt on their phone.',
    isDismissable: true,
    actions: null,
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show details' }));
    const dialog = await body.findByRole('dialog', { name: 'Consent request sent' });
    // dialog → modal panel → overlay (the backdrop).
    const overlay = dialog.parentElement!.parentElement!;
    await userEvent.click(overlay, { pointerEventsCheck: 0 });
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
