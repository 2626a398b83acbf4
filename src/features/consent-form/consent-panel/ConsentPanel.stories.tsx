import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { tokens } from '../../../components';
import { initialConsentSession, type ConsentSessionState } from '../../consent';
import { ConsentPanel } from './ConsentPanel';

/** A request the client has just accepted. */
const accepted: ConsentSessionState = {
  ...initialConsentSession(Date.now()),
  phase: 'accepted',
  maskedCellphoneNumber: '082****567',
  transactionId: 'TX-1',
  log: 'created',
};

const meta = {
  title: 'Features/Consent form/ConsentPanel',
  component: ConsentPanel,
  args: {
    state: accepted,
    message: 'Meridian to deduct R150.50 mnthly from salary for emp *12345678 for S1 from 12/2026',
    allowance: { left: 2, opensAt: null },
    reason: { text: 'Consent is accepted.', tone: 'guidance' },
    reasonId: 'consent-reason',
    statusId: 'consent-live-status',
    accepted: true,
  },
} satisfies Meta<typeof ConsentPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The live status takes the focus after Request Consent (docs/behaviour.md#button-enablement); a
 * keyboard user sees the app's focus ring on it, not the browser's thin default one.
 */
export const LiveStatusFocusRing: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Accepted');
    // As after Enter on Request Consent: the focus moved by the app after a key counts as visible.
    await userEvent.keyboard('{Shift}');
    status.focus();
    await expect(status).toHaveFocus();
    const ring = getComputedStyle(status);
    await expect(ring.outlineStyle).toBe('solid');
    await expect(ring.outlineWidth).toBe(tokens.focusRing.width);
    await expect(ring.outlineOffset).toBe(tokens.focusRing.offset);
  },
};

/**
 * A new application whose Save waits for a signal (docs/behaviour.md#no-signal): no message yet,
 * and the panel says when there will be one, as the bar does.
 */
export const AfterASaveThatWaits: Story = {
  args: {
    state: initialConsentSession(Date.now()),
    message: null,
    accepted: false,
    reason: { text: 'The saved changes are waiting to be sent.', tone: 'guidance' },
    queued: true,
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(
      panel.getByText('Sent when the signal returns: the message is shown then.'),
    ).toBeVisible();
    await expect(
      panel.queryByText('The message is shown once the application is saved.'),
    ).toBeNull();
  },
};
