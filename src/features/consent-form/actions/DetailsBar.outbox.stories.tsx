import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError, type PlanPayload } from '../../../api';
import { newDebitOrderPlan, seedSessionToken } from '../../../api/mocks';
import { duplicateKeyMessage } from '../../../api/error-body';
import { SCREENS } from '../../../components/theme/screens';
import { onAPhone } from '../../../components/theme/screens.story-helpers';
import { goOffline } from '../../../components/OfflineBanner/offline.story-helpers';
import { OutboxProvider, createOutbox, judgeFailure, type Outbox } from '../../outbox';
import { useDetailsController } from '../controller/use-details-controller';
import { savedApplication } from '../../../lib/open-application';
import { DetailsBar } from './DetailsBar';

/**
 * The bar while the application's Save waits in the outbox (docs/behaviour.md#no-signal): each
 * story's outbox holds one Save, and its calls answer as the story says.
 */
const { _id: _stored, ...plan } = newDebitOrderPlan;
const NEW_POLICY = 'FN40099001';
const newPlan: PlanPayload = { ...plan, policyNumber: NEW_POLICY };

type Answer = 'noSignal' | 'duplicate' | 'signedOut';
const failure: Record<Answer, () => ApiError> = {
  noSignal: () => new ApiError({ status: 0, message: 'offline', kind: 'offline' }),
  duplicate: () =>
    new ApiError({ status: 500, message: duplicateKeyMessage(NEW_POLICY), kind: 'http' }),
  signedOut: () => new ApiError({ status: 401, message: 'Unauthorized', kind: 'http' }),
};

function storyOutbox(answer: Answer, kind: 'create' | 'update'): Outbox {
  const fail = () => Promise.reject(failure[answer]());
  const outbox = createOutbox({
    storage: () => null,
    key: 'story',
    create: fail,
    update: fail,
    judge: judgeFailure,
    // No signal: nothing leaves, as the browser says it is offline.
    online: () => answer !== 'noSignal',
  });
  outbox.put(
    kind === 'create'
      ? { id: crypto.randomUUID(), kind, payload: newPlan, policyNumber: NEW_POLICY }
      : { id: 'u1', kind, payload: plan, policyNumber: plan.policyNumber },
  );
  return outbox;
}

/** The bar as the page shows it, run by the real controller, over the story's outbox. */
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
    <>
      <DetailsBar {...controller} formId="details-form" />
      <form id="details-form" aria-label="Details">
        <button type="button" onClick={change}>
          Change the surname
        </button>
      </form>
    </>
  );
}

function WithOutbox({ answer, kind }: { answer: Answer; kind: 'create' | 'update' }) {
  const [outbox] = useState(() => storyOutbox(answer, kind));
  return (
    <OutboxProvider outbox={outbox}>
      <Application policyNumber={kind === 'create' ? NEW_POLICY : plan.policyNumber} />
    </OutboxProvider>
  );
}

const meta = {
  title: 'Features/Consent form/DetailsBar/Waiting to send',
  component: WithOutbox,
  args: { answer: 'noSignal', kind: 'create' },
  ...onAPhone,
  // As wide as the details page leaves it on a phone: 390 less Main's 24 px each side.
  parameters: { width: SCREENS.phone.width - 2 * 24 },
  beforeEach: () => seedSessionToken(),
} satisfies Meta<typeof WithOutbox>;
export default meta;
type Story = StoryObj<typeof meta>;

const theBar = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Consent and next step' }));

/** A new application saved with no signal: kept, and Send now, which says what happens next. */
export const WaitingToSend: Story = {
  play: async ({ canvasElement }) => {
    const bar = await theBar(canvasElement);
    await waitFor(() => expect(bar.getByText('Waiting to send')).toBeVisible());
    const send = bar.getByRole('button', { name: 'Send now' });
    await expect(send).toHaveAccessibleDescription('Sent when the signal returns');
    await expect(send.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(bar.getAllByRole('button')).toHaveLength(1);
    // Pressed with no signal: nothing is lost, it still waits.
    await userEvent.click(send);
    await expect(bar.getByText('Waiting to send')).toBeVisible();
  },
};

/**
 * Waiting to send with no signal, on a phone (390 × 844): 'Waiting to send' and 'Offline' stack
 * in the row, and the phone's sticky area (the 44 px header and the bar) keeps within 120 px
 * (docs/behaviour.md#the-bar).
 */
export const WaitingToSendOffline: Story = {
  play: async ({ canvasElement }) => {
    const bar = await theBar(canvasElement);
    await waitFor(() => expect(bar.getByText('Waiting to send')).toBeVisible());
    const backOnline = goOffline();
    try {
      await expect(await bar.findByText('Offline', { exact: true })).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Send now' })).toHaveAccessibleDescription(
        'Sent when the signal returns',
      );
      await expect(window.innerWidth).toBe(390);
      const section = canvasElement.querySelector('section')!;
      await expect(44 + section.getBoundingClientRect().height).toBeLessThanOrEqual(120);
    } finally {
      backOnline();
    }
  },
};

/**
 * The service refused the first send (a taken policy number): its words, and the form to fix it.
 * The change is the next Save.
 */
export const NeedsYourAttention: Story = {
  args: { answer: 'duplicate' },
  play: async ({ canvasElement }) => {
    const bar = await theBar(canvasElement);
    await waitFor(() => expect(bar.getByText('Needs your attention')).toBeVisible());
    const why = `Error: Form with policy number ${NEW_POLICY} already exists. Fix the form and save again.`;
    await expect(bar.getByText(why)).toBeVisible();
    const save = bar.getByRole('button', { name: 'Save, next step' });
    await expect(save).toHaveAccessibleDescription(why);
    await expect(save).toBeDisabled();
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Change the surname' }),
    );
    await waitFor(() => expect(save).toBeEnabled());
  },
};

/** A saved plan's update refused for the session (401): sign in again, then it is sent. */
export const SignInAgainToSend: Story = {
  args: { answer: 'signedOut', kind: 'update' },
  play: async ({ canvasElement }) => {
    const bar = await theBar(canvasElement);
    await waitFor(() => expect(bar.getByText('Sign in again to send')).toBeVisible());
    await expect(bar.getByRole('button', { name: 'Send now' })).toHaveAccessibleDescription(
      'Sign in on the staff hub: it is sent then',
    );
  },
};
