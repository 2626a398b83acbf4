import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { tokens } from '../theme';
import { toast } from './toast';

interface ToastDemoProps {
  /** Timeout for the toasts these buttons raise; the app uses the 5,000 ms default. */
  timeout?: number;
  onReport: () => void;
}

/** Buttons that raise the product's toasts (docs/behaviour.md#messages). The region comes from the decorator. */
function ToastDemo({ timeout, onReport }: ToastDemoProps) {
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button onPress={() => toast.success('Form saved successfully', { timeout })}>Save</Button>
      <Button
        variant="secondary"
        onPress={() => toast.info('Consent request sent to 082 *** 4567', { timeout })}
      >
        Request consent
      </Button>
      <Button
        variant="danger"
        onPress={() =>
          toast.error('Error: Form with policy number PN0001 already exists', {
            timeout,
            action: { label: 'Report a problem', onAction: onReport },
          })
        }
      >
        Save duplicate
      </Button>
    </div>
  );
}

const meta = {
  title: 'Components/ToastRegion',
  component: ToastDemo,
  args: { onReport: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Call `toast.success | error | info(message, { timeout?, action?, onClose? })` from ' +
          'anywhere; `<ToastRegion />` (rendered once by the app and by the Storybook decorator) ' +
          'shows them top right under the sticky header (a strip under it on phones and tablets), ' +
          'newest on top, clear of the focused control and of what `useToastKeepClear` marks ' +
          '(see the Placement stories), for 5,000 ms by default, pausing while hovered or ' +
          'focused. Error toasts use the warning style and may carry one action.',
      },
    },
  },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A success toast, announced in the "Notifications" region, closed by its Close button. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    const region = await body.findByRole('region', { name: 'Notifications' });
    const saved = within(region).getByRole('alertdialog', { name: 'Form saved successfully' });
    await expect(within(saved).getByRole('alert')).toHaveTextContent('Form saved successfully');
    await userEvent.click(within(saved).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('region', { name: 'Notifications' })).toBeNull());
  },
};

/** Newest on top: three toasts in a row list in reverse order of arrival. */
export const NewestOnTop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Request consent' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save duplicate' }));
    const region = await bodyOf(canvasElement).findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(region).getAllByRole('alertdialog')).toHaveLength(3));
    const names = within(region)
      .getAllByRole('alertdialog')
      .map((el) => el.textContent);
    await expect(names[0]).toContain('already exists');
    await expect(names[1]).toContain('Consent request sent');
    await expect(names[2]).toContain('Form saved successfully');
  },
};

/**
 * A toast closes itself after its timeout, and once the pointer has rested on the region and
 * left, within the extended second. The exact timings (5,000 ms, paused while hovered, 1,000 ms
 * after leaving) are pinned with fake timers in `toast.test.ts`; here the screen is polled.
 */
export const AutoDismiss: Story = {
  args: { timeout: 600 },
  play: async ({ canvasElement, step }) => {
    const body = bodyOf(canvasElement);
    const save = within(canvasElement).getByRole('button', { name: 'Save' });

    await step('closes after the timeout', async () => {
      await userEvent.click(save);
      await body.findByRole('alertdialog', { name: 'Form saved successfully' });
      await waitFor(
        () =>
          expect(body.queryByRole('alertdialog', { name: 'Form saved successfully' })).toBeNull(),
        { timeout: 2000 },
      );
    });

    await step('closes once the pointer has rested on the region and left', async () => {
      await userEvent.click(save);
      const region = await body.findByRole('region', { name: 'Notifications' });
      await userEvent.hover(region);
      await expect(within(region).getByRole('alertdialog')).toBeInTheDocument();
      await userEvent.unhover(region);
      await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 2000 });
    });
  },
};

/**
 * Once the pointer has rested on the region and left, a toast goes a second later, however much
 * of its own timeout (here 10,000 ms) was left: the queue's extended timeout (toast.ts), run
 * by react-aria's region. The second itself is pinned with fake timers in `toast.test.ts`; here
 * the region is seen to run it, with no wait on the wall clock.
 */
export const LeavingLeavesOneSecond: Story = {
  args: { timeout: 10_000 },
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    const region = await body.findByRole('region', { name: 'Notifications' });
    await userEvent.hover(region);
    await userEvent.unhover(region);
    // Leaving does not close it at once.
    await expect(body.getByRole('alertdialog')).toBeInTheDocument();
    // Gone well before its own 10,000 ms.
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });
  },
};

/** Error toasts use the warning style and can carry an action such as "Report a problem". */
export const ErrorWithAction: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save duplicate' }));
    const error = await bodyOf(canvasElement).findByRole('alertdialog', {
      name: 'Error: Form with policy number PN0001 already exists',
    });
    await expect(error).toHaveAttribute('data-tone', 'error');
    await expect(getComputedStyle(error).backgroundColor).toBe(
      hexToRgb(tokens.color.warningSubtle),
    );
    await userEvent.click(within(error).getByRole('button', { name: 'Report a problem' }));
    await expect(args.onReport).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(error).not.toBeInTheDocument());
  },
};

/** Keyboard: the toast and its buttons follow the page in the tab order. */
export const KeyboardReachable: Story = {
  play: async ({ args, canvasElement }) => {
    const body = bodyOf(canvasElement);
    within(canvasElement).getByRole('button', { name: 'Save duplicate' }).focus();
    await userEvent.keyboard('{Enter}');
    const region = await body.findByRole('region', { name: 'Notifications' });
    const report = within(region).getByRole('button', { name: 'Report a problem' });
    for (let i = 0; i < 5 && document.activeElement !== report; i++) await userEvent.tab();
    await expect(report).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReport).toHaveBeenCalledTimes(1);
  },
};

function hexToRgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
