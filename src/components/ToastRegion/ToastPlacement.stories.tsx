import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { useToastKeepClear } from './keep-clear';
import { toast } from './toast';

/*
 * Where toasts go (docs/behaviour.md#toast-placement): under the sticky header (here no header is
 * measured, so the fallback height), top right, or a strip on a phone; never over the focused
 * control or what a page marks with `useToastKeepClear`. Each demo puts that in the toasts' spot.
 */

/** A bar fixed across the toasts' spot, marked to be kept clear (like the details action bar). */
function MarkedBar() {
  const keepClear = useToastKeepClear<HTMLDivElement>();
  return (
    <div
      ref={keepClear}
      role="group"
      aria-label="Form actions"
      style={{ position: 'fixed', top: 64, left: 0, right: 0, padding: 16, background: '#eef' }}
    >
      <Button onPress={() => toast.success('Form saved successfully')}>Save</Button>
    </div>
  );
}

/** A control that sits where the toasts appear, as a focused field can after scrolling. */
function ControlInTheWay() {
  return (
    <div style={{ position: 'fixed', top: 72, left: 8, right: 8, textAlign: 'right' }}>
      <Button onPress={() => toast.success('Consent Status: ACCEPT')}>Request Consent</Button>
    </div>
  );
}

const meta = {
  title: 'Components/ToastRegion/Placement',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const boxOf = (element: Element) => element.getBoundingClientRect();
const apart = (a: DOMRect, b: DOMRect) =>
  a.bottom <= b.top || b.bottom <= a.top || a.right <= b.left || b.right <= a.left;

/** The toast moves down below the control that has the focus, instead of covering it. */
export const ClearOfTheFocusedControl: Story = {
  render: () => <ControlInTheWay />,
  play: async ({ canvasElement }) => {
    const request = within(canvasElement).getByRole('button', { name: 'Request Consent' });
    await userEvent.click(request);
    await expect(request).toHaveFocus();
    const shown = await within(document.body).findByRole('alertdialog', {
      name: 'Consent Status: ACCEPT',
    });
    await waitFor(() => expect(apart(boxOf(shown), boxOf(request))).toBe(true));
    await expect(boxOf(shown).top).toBeGreaterThanOrEqual(boxOf(request).bottom);
  },
};

/** Two toasts on a phone, both clear of an action bar that stands where they would go. */
export const ClearOfTheActionBarOnAPhone: Story = {
  render: () => <MarkedBar />,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('group', { name: 'Form actions' });
    const save = within(bar).getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await userEvent.click(save);
    const region = await within(document.body).findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(region).getAllByRole('alertdialog')).toHaveLength(2));
    await waitFor(() => expect(apart(boxOf(region), boxOf(bar))).toBe(true));
    // A strip: nearly the phone's whole width.
    await expect(boxOf(region).width).toBeGreaterThan(window.innerWidth - 40);
  },
};

/**
 * The details bar (the application's state and its step) marked `always`, a tall focused field
 * under it and an action bar under that: no spot is free of all three on a phone, and the toast
 * still never covers the bar (docs/behaviour.md#toast-placement).
 */
function NothingFree() {
  const keepBar = useToastKeepClear<HTMLDivElement>({ always: true });
  const keepActions = useToastKeepClear<HTMLDivElement>();
  const fixed = { position: 'fixed', left: 0, right: 0, background: '#eef' } as const;
  return (
    <>
      <div
        ref={keepBar}
        role="region"
        aria-label="Consent and next step"
        style={{ ...fixed, top: 64, height: 56 }}
      >
        <Button onPress={() => toast.success('Consent Status: ACCEPT')}>Generate Forms</Button>
      </div>
      <textarea aria-label="Notes" style={{ ...fixed, top: 128, height: 520, width: '100%' }} />
      <div
        ref={keepActions}
        role="group"
        aria-label="Form actions"
        style={{ ...fixed, top: 656, bottom: 0 }}
      />
    </>
  );
}

export const NeverOverTheDetailsBar: Story = {
  render: () => <NothingFree />,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('region', { name: 'Consent and next step' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Generate Forms' }));
    canvas.getByRole('textbox', { name: 'Notes' }).focus();
    const shown = await within(document.body).findByRole('alertdialog', {
      name: 'Consent Status: ACCEPT',
    });
    await waitFor(() => expect(apart(boxOf(shown), boxOf(bar))).toBe(true));
    await expect(boxOf(shown).top).toBeGreaterThanOrEqual(boxOf(bar).bottom);
  },
};
