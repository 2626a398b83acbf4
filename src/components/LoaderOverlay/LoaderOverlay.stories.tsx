import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Dialog as AriaDialog,
  Modal as AriaModal,
  ModalOverlay as AriaModalOverlay,
} from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { onAPhone } from '../theme/screens.story-helpers';
import { LoaderOverlay } from './LoaderOverlay';

const onSave = fn();

/** A bit of page under the overlay, to prove it cannot be reached. */
function PageBeneath() {
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <TextField label="Policy Number" defaultValue="MET_0042" />
      <div>
        <Button onPress={onSave}>Save</Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'Components/LoaderOverlay',
  component: LoaderOverlay,
  args: { isActive: true },
  render: (args) => (
    <>
      <PageBeneath />
      <LoaderOverlay {...args} />
    </>
  ),
  beforeEach: () => {
    onSave.mockClear();
  },
} satisfies Meta<typeof LoaderOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The overlay renders at the end of <body>, outside the story root. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Active: Story = {
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const progress = await page(canvasElement).findByRole('progressbar', { name: 'Loading' });
    await expect(progress.parentElement).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(progress).toHaveFocus());
    await waitFor(() => expect(progress).toBeVisible());

    // Pointer: what sits under the Save button's centre is the overlay, and a click there is lost.
    const save = within(canvasElement).getByRole('button', { name: 'Save' });
    const box = save.getBoundingClientRect();
    const hit = doc.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    await expect(hit).not.toBeNull();
    await expect(save.contains(hit)).toBe(false);
    await userEvent.click(hit!);
    await expect(onSave).not.toHaveBeenCalled();
    await expect(progress).toHaveFocus();

    // Keyboard: Tab and Shift+Tab go nowhere.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(progress).toHaveFocus();
    await expect(save).not.toHaveFocus();

    // Even a control that somehow holds focus beneath does not react to keys.
    save.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(onSave).not.toHaveBeenCalled();
  },
};

export const Inactive: Story = {
  args: { isActive: false },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(onSave).toHaveBeenCalledTimes(1);
  },
};

export const CustomLabel: Story = {
  args: { label: 'Generating forms', delay: 0 },
  play: async ({ canvasElement }) => {
    const progress = await page(canvasElement).findByRole('progressbar', {
      name: 'Generating forms',
    });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveTextContent('Generating forms');
  },
};

/** The demo's save call: the story answers it, so nothing waits on a clock. */
let answerSave = () => {};

/** As the app uses it: a call switches it on and off; focus comes back to the button. */
function SaveWithLoader({ delay }: { delay?: number }) {
  const [isLoading, setLoading] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <TextField label="Policy Number" defaultValue="MET_0042" />
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <Button
          onPress={() => {
            onSave();
            setLoading(true);
            setSaved(false);
            answerSave = () => {
              setLoading(false);
              setSaved(true);
            };
          }}
        >
          Save
        </Button>
        <span role="status">{saved ? 'Form saved successfully' : ''}</span>
      </div>
      <LoaderOverlay isActive={isLoading} delay={delay} />
    </div>
  );
}

export const WhileSaving: Story = {
  args: { isActive: false },
  render: () => <SaveWithLoader />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    const progress = await page(canvasElement).findByRole('progressbar', { name: 'Loading' });
    // It takes the focus as it shows (after its 150 ms delay).
    await waitFor(() => expect(progress).toHaveFocus());
    answerSave();
    await waitFor(() => expect(progress).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('Form saved successfully');
    // Focus is back where the adviser left it.
    await expect(save).toHaveFocus();
  },
};

/**
 * A call that ends before the overlay shows leaves the focus where it was: nothing is announced
 * and taken back. Keys are held off all the same. (The delay is long here so that the story does
 * not race a clock.)
 */
export const QuickCall: Story = {
  args: { isActive: false },
  render: () => <SaveWithLoader delay={60_000} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    const progress = await page(canvasElement).findByRole('progressbar', { name: 'Loading' });
    await expect(save).toHaveFocus();
    await expect(progress).not.toHaveFocus();
    // Enter on the focused Save does not press it again while the call runs.
    await userEvent.keyboard('{Enter}');
    await expect(onSave).toHaveBeenCalledTimes(1);
    answerSave();
    await waitFor(() => expect(progress).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('Form saved successfully');
    await expect(save).toHaveFocus();
  },
};

const onConfirm = fn();

/** Edit-mode save: the "Attention" dialog is still open when the update call starts. */
function DialogThenLoader() {
  const [isLoading, setLoading] = useState(false);
  return (
    <>
      <AriaModalOverlay
        defaultOpen
        style={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center' }}
      >
        <AriaModal>
          <AriaDialog
            aria-label="Attention"
            style={{ background: 'white', padding: 24, borderRadius: 10, outline: 'none' }}
          >
            <p style={{ marginTop: 0 }}>Consent will be cleared in order to request new consent</p>
            <Button
              onPress={() => {
                onConfirm();
                setLoading(true);
              }}
            >
              Yes
            </Button>
          </AriaDialog>
        </AriaModal>
      </AriaModalOverlay>
      <LoaderOverlay isActive={isLoading} delay={0} />
    </>
  );
}

export const OverADialog: Story = {
  args: { isActive: false },
  render: () => <DialogThenLoader />,
  beforeEach: () => {
    onConfirm.mockClear();
  },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const yes = await page(canvasElement).findByRole('button', { name: 'Yes' });
    await userEvent.click(yes);
    await expect(onConfirm).toHaveBeenCalledTimes(1);

    const progress = await page(canvasElement).findByRole('progressbar', { name: 'Loading' });
    // The dialog's focus trap made everything else inert, but not the overlay.
    await expect(progress.closest('[inert]')).toBeNull();
    const box = yes.getBoundingClientRect();
    const hit = doc.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    await expect(yes.contains(hit)).toBe(false);
    await userEvent.click(hit!);
    yes.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onConfirm).toHaveBeenCalledTimes(1);
  },
};

/**
 * On a phone the loader names what runs, the step included, whole and in view (it wraps within
 * the screen rather than running off it): what the adviser waits for, not 'Loading'.
 */
export const NamesTheStepOnAPhone: Story = {
  ...onAPhone,
  args: { label: 'Generating the forms: building the mandate letter…', delay: 0 },
  play: async ({ args, canvasElement }) => {
    const progress = await page(canvasElement).findByRole('progressbar', { name: args.label });
    await expect(progress).toHaveTextContent(args.label!);
    await waitFor(() => expect(progress).toBeVisible());
    const box = progress.getBoundingClientRect();
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(view.innerWidth);
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(view.innerHeight);
  },
};
