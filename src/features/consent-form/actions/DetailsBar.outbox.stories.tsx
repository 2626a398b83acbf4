import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  MutationObserver,
  onlineManager,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError, type PlanPayload } from '../../../api';
import { newDebitOrderPlan, seedSessionToken, stopOrderPlan } from '../../../api/mocks';
import { duplicateKeyMessage } from '../../../api/error-body';
import { SCREENS } from '../../../components/theme/screens';
import { onAPhone } from '../../../components/theme/screens.story-helpers';
import { clearSaves, registerSaves, saveKey, type SaveVariables } from '../../outbox';
import { goOffline } from '../../../components/OfflineBanner/offline.story-helpers';
import { useDetailsController } from '../controller/use-details-controller';
import { savedApplication } from '../../../lib/open-application';
import { DetailsBar } from './DetailsBar';

/**
 * The bar while the application's Save waits in the outbox (docs/behaviour.md#no-signal): each
 * story keeps one Save, and its calls answer as the story says.
 */
const { _id: _stored, ...plan } = newDebitOrderPlan;
const NEW_POLICY = 'FN40099001';
const newPlan: PlanPayload = { ...plan, policyNumber: NEW_POLICY };

/**
 * A new stop order saved with no signal: the agency number as typed, its description left to the
 * look-up the Save runs first (docs/behaviour.md#no-signal).
 */
const { _id: _storedStop, ...stopOrder } = stopOrderPlan;
const newStopOrder: PlanPayload = {
  ...stopOrder,
  policyNumber: NEW_POLICY,
  stopOrderDetails: { ...stopOrder.stopOrderDetails, agencyNumber: '999999', agencyName: '' },
};

type Answer = 'noSignal' | 'duplicate' | 'signedOut' | 'agencyNotFound';
const failure: Record<Answer, () => ApiError> = {
  noSignal: () => new ApiError({ status: 0, message: 'offline', kind: 'offline' }),
  agencyNotFound: () => new ApiError({ status: 404, message: 'Agency not found', kind: 'http' }),
  duplicate: () =>
    new ApiError({ status: 500, message: duplicateKeyMessage(NEW_POLICY), kind: 'http' }),
  signedOut: () => new ApiError({ status: 401, message: 'Unauthorized', kind: 'http' }),
};

/**
 * The story's Save, kept as the app keeps one: a mutation of the outbox's, whose calls answer as
 * the story says. With no signal the browser says it is offline, so the library holds it.
 */
function keepStorySave(
  queryClient: QueryClient,
  answer: Answer,
  kind: 'create' | 'update',
  agencyFirst: boolean,
) {
  const fail = () => Promise.reject(failure[answer]());
  registerSaves(queryClient, { create: fail, update: fail, agency: fail });
  onlineManager.setOnline(answer !== 'noSignal');
  const payload = agencyFirst ? newStopOrder : newPlan;
  const variables: SaveVariables =
    kind === 'create'
      ? { id: crypto.randomUUID(), payload, policyNumber: NEW_POLICY, savedAt: 0 }
      : { id: 'u1', payload: plan, policyNumber: plan.policyNumber, savedAt: 0 };
  void new MutationObserver<unknown, unknown, SaveVariables>(queryClient, {
    mutationKey: saveKey(kind),
  })
    .mutate(variables)
    .catch(() => undefined);
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

function WithOutbox({
  answer,
  kind,
  agencyFirst = false,
}: {
  answer: Answer;
  kind: 'create' | 'update';
  /** A stop order whose agency is looked up as it is sent. */
  agencyFirst?: boolean;
}) {
  const queryClient = useQueryClient();
  // Kept before the screen opens, as a reload finds it.
  useState(() => keepStorySave(queryClient, answer, kind, agencyFirst));
  // The story's Save goes with the story: no try of it outlives it.
  useEffect(
    () => () => {
      clearSaves(queryClient);
      onlineManager.setOnline(true);
    },
    [queryClient],
  );
  return <Application policyNumber={kind === 'create' ? NEW_POLICY : plan.policyNumber} />;
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

/** A stop order saved with no signal: it waits, and says its agency is looked up first. */
export const WaitingForTheAgency: Story = {
  args: { agencyFirst: true },
  play: async ({ canvasElement }) => {
    const bar = await theBar(canvasElement);
    await waitFor(() => expect(bar.getByText('Waiting to send')).toBeVisible());
    const send = bar.getByRole('button', { name: 'Send now' });
    await expect(send).toHaveAccessibleDescription(
      'The agency is looked up when the signal returns',
    );
    // With no signal, on a phone, the sticky area (the 44 px header and the bar) keeps 120 px.
    const backOnline = goOffline();
    try {
      await expect(await bar.findByText('Offline', { exact: true })).toBeVisible();
      await expect(window.innerWidth).toBe(390);
      const section = canvasElement.querySelector('section')!;
      await expect(44 + section.getBoundingClientRect().height).toBeLessThanOrEqual(120);
    } finally {
      backOnline();
    }
  },
};

/**
 * The signal back, the look-up knows no such agency: the Save needs the adviser, with the spec's
 * 'Agency Not Found', and waits for the fix.
 */
export const AgencyNotFound: Story = {
  args: { agencyFirst: true, answer: 'agencyNotFound' },
  play: async ({ canvasElement }) => {
    const bar = await theBar(canvasElement);
    await waitFor(() => expect(bar.getByText('Needs your attention')).toBeVisible());
    const why = 'Agency Not Found. Fix the form and save again.';
    await expect(bar.getByText(why)).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Save, next step' })).toHaveAccessibleDescription(
      why,
    );
  },
};
