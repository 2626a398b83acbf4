import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { UssdLogEntry } from '../../../api';
import {
  memoryUssdLog,
  newDebitOrderPlan,
  seedSessionToken,
  stopOrderPlan,
  verifierSocketMocks,
} from '../../../api/mocks';
import { maskCell } from '../../../domain/demo-world';
import { goOffline } from '../../../components/OfflineBanner/offline.story-helpers';
import { SCREENS } from '../../../components/theme/screens';
import { onAPhone } from '../../../components/theme/screens.story-helpers';
import { CANCEL_NAME, CLEARS_CONSENT, NEEDS_A_SIGNAL, OFFLINE_WORD } from '../form/words';
import { DetailsBar } from './DetailsBar';
import { useDetailsController } from '../controller/use-details-controller';
import { savedApplication } from '../../../lib/open-application';

/**
 * The phone's sticky area (the app's header and this bar) in every state of the bar, at 390 × 844
 * (docs/behaviour.md#the-bar): at most 120 px, every word still read. The header is one 44 px row
 * on a phone (AppHeader's stories measure it), so the bar has 76 px.
 */
const PHONE_HEADER_HEIGHT = 44;
const STICKY_MAX = 120;

function Application({ policyNumber }: { policyNumber: string }) {
  const [open, setOpen] = useState(savedApplication(policyNumber));
  const controller = useDetailsController({
    open,
    adviser: { username: 'Thandi Nkosi', employeeNumber: '1004521' },
    onSaved: (saved) => setOpen(savedApplication(saved)),
  });
  const change = () =>
    controller.form.setValue('surname', 'Changed', { shouldDirty: true, shouldValidate: true });
  return (
    <main>
      <DetailsBar {...controller} formId="details-form" />
      <form
        id="details-form"
        aria-label="Details"
        onSubmit={(event) => void controller.submit(event)}
      >
        <button type="button" onClick={change}>
          Change the surname
        </button>
      </form>
    </main>
  );
}

const meta = {
  title: 'Features/Consent form/DetailsBar/Sticky on a phone',
  component: Application,
  args: { policyNumber: newDebitOrderPlan.policyNumber },
  ...onAPhone,
  // As wide as the details page leaves it on a phone: 390 less Main's 24 px each side.
  parameters: { width: SCREENS.phone.width - 2 * 24 },
  beforeEach: () => seedSessionToken(),
} satisfies Meta<typeof Application>;
export default meta;
type Story = StoryObj<typeof meta>;

const theBar = async (canvasElement: HTMLElement) => {
  const element = await within(canvasElement).findByRole('region', {
    name: 'Consent and next step',
  });
  return Object.assign(within(element), { element });
};
type Bar = Awaited<ReturnType<typeof theBar>>;

/** The phone's sticky area with this bar in it, within 120 px (every story ends with axe's check). */
async function slimOnAPhone(bar: Bar) {
  await expect(window.innerWidth).toBe(SCREENS.phone.width);
  await expect(window.innerHeight).toBe(SCREENS.phone.height);
  const sticky = PHONE_HEADER_HEIGHT + bar.element.getBoundingClientRect().height;
  await expect(sticky).toBeLessThanOrEqual(STICKY_MAX);
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const cell = newDebitOrderPlan.clientInfo.contactDetails.cellNumber;
/** A request of today that ended as `consentStatus` says. */
const ended = (n: number, consentStatus: string, minutes: number): UssdLogEntry => ({
  _id: `log-${n}`,
  billingUserGuid: 'billingUserGuid',
  cellphoneNumber: cell,
  channel: 'Electronic',
  date: minutesAgo(minutes),
  instructionType: 'instructionType',
  message: 'Story: the prompt',
  planReference: newDebitOrderPlan._id,
  maskedCellphoneNumber: maskCell(cell),
  transactionId: `TX-${n}`,
  userLdapGuid: 'userLdapGuid',
  response: 'TimeOut',
  consentStatus,
  createdAt: minutesAgo(minutes),
  updatedAt: minutesAgo(minutes - 1),
});

/** Withdrawn by a reload: the state and the attempt it used, all read, in 120 px. */
export const Withdrawn: Story = {
  parameters: { msw: { handlers: memoryUssdLog([ended(1, 'WITHDRAWN', 3)]).handlers } },
  play: async ({ canvasElement }) => {
    const bar = await theBar(canvasElement);
    // Read whole; a phone shows the state's word, and the attempt it used, in one line each.
    await expect(await bar.findByText('Withdrawn: the page was reloaded')).toBeInTheDocument();
    await expect(bar.getByText('Withdrawn', { exact: true })).toBeVisible();
    await expect(bar.getByText('The reload used one attempt.')).toBeVisible();
    const request = bar.getByRole('button', { name: 'Request Consent, next step' });
    await expect(request).toHaveAccessibleDescription(
      'The reload used one attempt (2 of 3 left today).',
    );
    await slimOnAPhone(bar);
  },
};

const threeToday = [
  ended(1, 'TIMEOUT', 50),
  ended(2, 'NETWORK_ERROR', 30),
  ended(3, 'CANCELLED', 10),
];
/** No attempts left today: why Request Consent is off, and when it opens, in 120 px. */
export const NoAttemptsLeft: Story = {
  parameters: { msw: { handlers: memoryUssdLog(threeToday).handlers } },
  play: async ({ canvasElement }) => {
    const bar = await theBar(canvasElement);
    const request = await bar.findByRole('button', { name: 'Request Consent, next step' });
    await waitFor(() =>
      expect(request).toHaveAccessibleDescription(
        /^No consent attempts left: Request Consent opens again at \d\d\/\d\d\/\d{4} \d\d:\d\d\.$/,
      ),
    );
    await expect(request).toBeDisabled();
    await slimOnAPhone(bar);
  },
};

/** Accepted with no signal: Offline beside the state, why Generate Forms waits, in 120 px. */
export const AcceptedAndOffline: Story = {
  args: { policyNumber: stopOrderPlan.policyNumber },
  play: async ({ canvasElement }) => {
    const bar = await theBar(canvasElement);
    await waitFor(() => expect(bar.getByText('Accepted')).toBeVisible());
    const generate = bar.getByRole('button', { name: 'Generate Forms, next step' });
    await waitFor(() => expect(generate).toBeEnabled());
    const backOnline = goOffline();
    try {
      await waitFor(() => expect(generate).toBeDisabled());
      await expect(bar.getByText(OFFLINE_WORD, { exact: true })).toBeVisible();
      await expect(generate).toHaveAccessibleDescription(NEEDS_A_SIGNAL.generateForms);
      await slimOnAPhone(bar);
    } finally {
      backOnline();
    }
  },
};

/** Accepted, then edited: Save, and that saving clears the consent, in 120 px. */
export const AcceptedThenEdited: Story = {
  args: { policyNumber: stopOrderPlan.policyNumber },
  play: async ({ canvasElement }) => {
    const bar = await theBar(canvasElement);
    await waitFor(() => expect(bar.getByText('Accepted')).toBeVisible());
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Change the surname' }),
    );
    const save = await bar.findByRole('button', { name: 'Save, next step' });
    // The keyboard down: nothing in the form has the focus (the bar is slimmer while typing).
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await expect(save).toHaveAccessibleDescription(CLEARS_CONSENT);
    await expect(bar.getByText(CLEARS_CONSENT)).toBeVisible();
    await slimOnAPhone(bar);
  },
};

const lastAttempt = memoryUssdLog([ended(1, 'TIMEOUT', 50), ended(2, 'NETWORK_ERROR', 30)]);
/**
 * The Cancel that spends the last attempt: Request Consent comes back off (no attempts left), so
 * it cannot hold the focus: the bar's state takes it, never the page (docs/behaviour.md#focus).
 */
export const LastAttemptCancelled: Story = {
  parameters: {
    msw: { handlers: { ...lastAttempt.handlers, verifier: verifierSocketMocks.pending } },
  },
  play: async ({ canvasElement }) => {
    const bar = await theBar(canvasElement);
    const request = await bar.findByRole('button', { name: 'Request Consent, next step' });
    await waitFor(() => expect(request).toBeEnabled());
    await userEvent.click(request);
    const cancel = await bar.findByRole('button', { name: CANCEL_NAME });
    await waitFor(() => expect(lastAttempt.writes).toEqual([{ kind: 'create' }]));
    // Cancel ignores presses in its first 0.7 s (a double click): the clock the bar reads is a
    // second on for the press, as in DetailsBar's NoConsentThenWaitingThenCancelled.
    const now = Date.now.bind(Date);
    Date.now = () => now() + 1_000;
    try {
      await userEvent.click(cancel);
    } finally {
      Date.now = now;
    }
    await waitFor(() => expect(bar.getByText('Cancelled')).toBeVisible());
    const again = bar.getByRole('button', { name: 'Request Consent, next step' });
    await waitFor(() => expect(again).toBeDisabled());
    const state = bar.getByText('Cancelled').closest('p')!;
    await waitFor(() => expect(state).toHaveFocus());
    await expect(canvasElement.ownerDocument.activeElement).not.toBe(
      canvasElement.ownerDocument.body,
    );
    await slimOnAPhone(bar);
  },
};
