import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { UssdLogEntry } from '../../../api';
import {
  memoryUssdLog,
  mocks,
  newDebitOrderPlan,
  seedSessionToken,
  verifierSocketMocks,
  VERIFIER_TEXTS,
} from '../../../api/mocks';
import {
  ConsentRequestDemo,
  expectOutcome,
  request,
  requestButton,
  status,
  findToast,
} from './ConsentRequest.story-helpers';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
function earlierAttempt(n: number, hours: number): UssdLogEntry {
  return {
    _id: `earlier-${n}`,
    billingUserGuid: 'billingUserGuid',
    cellphoneNumber: newDebitOrderPlan.clientInfo.contactDetails.cellNumber,
    channel: 'Electronic',
    date: hoursAgo(hours),
    instructionType: 'instructionType',
    message: 'earlier prompt',
    planReference: newDebitOrderPlan._id,
    maskedCellphoneNumber: '071****876',
    transactionId: `TX-EARLIER-${n}`,
    userLdapGuid: 'userLdapGuid',
    response: 'TimeOut',
    createdAt: hoursAgo(hours),
  };
}

/** Each story gets its own in-memory log (created when the module loads, one per story). */
function withLog(initial: UssdLogEntry[] = []) {
  const log = memoryUssdLog(initial);
  return { log, handlers: log.handlers };
}

const meta = {
  title: 'Features/Consent/Consent request',
  component: ConsentRequestDemo,
  args: { plan: newDebitOrderPlan },
  beforeEach: () => seedSessionToken(),
} satisfies Meta<typeof ConsentRequestDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const accepted = withLog();
/** The client accepts: the log gets 'ACCEPT', the status turns to accepted, Request is disabled. */
export const Accepted: Story = {
  parameters: { msw: { handlers: { ...accepted.handlers, verifier: verifierSocketMocks.accept } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Meridian to deduct R135 mnthly from bank account for FN40010001 from 25 04/2026',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('79 of 182 characters')).toBeVisible();
    await expect(canvas.getByText('Attempts left today: 3 of 3')).toBeVisible();
    await request(canvasElement);
    await expectOutcome(canvasElement, 'Accepted', 'Consent Status: ACCEPT');
    await expect(canvas.getByText('Sent to 071****876')).toBeVisible();
    await expect(await canvas.findByText('Consent Status: Consent accepted')).toBeVisible();
    await expect(requestButton(canvasElement)).toBeDisabled();
    // The status shows the answer at once; the log's write of it may still be on its way.
    await waitFor(() =>
      expect(accepted.log.writes).toEqual([
        { kind: 'create' },
        { kind: 'update', response: 'ACCEPT' },
      ]),
    );
  },
};

const rejected = withLog();
export const Rejected: Story = {
  parameters: { msw: { handlers: { ...rejected.handlers, verifier: verifierSocketMocks.reject } } },
  play: async ({ canvasElement }) => {
    await request(canvasElement);
    await expectOutcome(canvasElement, 'Rejected', 'Consent status: REJECT');
    await expect(
      await within(canvasElement).findByText('Consent Status: Consent failed'),
    ).toBeVisible();
    // Rejected is not the end: the adviser may ask again (two attempts left).
    await waitFor(() => expect(requestButton(canvasElement)).toBeEnabled());
    // Counted from the log once it is read back.
    await expect(
      await within(canvasElement).findByText('Attempts left today: 2 of 3'),
    ).toBeVisible();
    await waitFor(() =>
      expect(rejected.log.writes.at(-1)).toEqual({ kind: 'update', response: 'REJECT' }),
    );
  },
};

const noAnswer = withLog();
export const NoAnswer: Story = {
  parameters: {
    msw: { handlers: { ...noAnswer.handlers, verifier: verifierSocketMocks.noAnswer } },
  },
  play: async ({ canvasElement }) => {
    await request(canvasElement);
    await expectOutcome(canvasElement, 'No answer', `Consent status: ${VERIFIER_TEXTS.timeout}`);
    await waitFor(() =>
      expect(noAnswer.log.writes.at(-1)).toEqual({ kind: 'update', response: 'TimeOut' }),
    );
    await waitFor(() => expect(requestButton(canvasElement)).toBeEnabled());
  },
};

const networkError = withLog();
export const NetworkError: Story = {
  parameters: {
    msw: { handlers: { ...networkError.handlers, verifier: verifierSocketMocks.networkError } },
  },
  play: async ({ canvasElement }) => {
    await request(canvasElement);
    await expectOutcome(
      canvasElement,
      'Network error',
      `Consent status: ${VERIFIER_TEXTS.dropped}`,
    );
    await waitFor(() =>
      expect(networkError.log.writes.at(-1)).toEqual({ kind: 'update', response: 'TimeOut' }),
    );
  },
};

const socketError = withLog();
export const SocketError: Story = {
  parameters: {
    msw: { handlers: { ...socketError.handlers, verifier: verifierSocketMocks.socketError } },
  },
  play: async ({ canvasElement }) => {
    await request(canvasElement);
    await expectOutcome(
      canvasElement,
      'Request failed',
      'WSS Error: Looks like the network is slow',
    );
    await expect(await findToast(canvasElement, 'Please try again')).toBeInTheDocument();
    await expect(socketError.log.writes).toEqual([]);
    await waitFor(() => expect(requestButton(canvasElement)).toBeEnabled());
  },
};

const tokenError = withLog();
export const TokenError: Story = {
  parameters: {
    msw: {
      handlers: {
        ...tokenError.handlers,
        consentToken: mocks.consentToken.serverError,
        verifier: verifierSocketMocks.accept,
      },
    },
  },
  play: async ({ canvasElement }) => {
    await request(canvasElement);
    await expectOutcome(canvasElement, 'Request failed', 'Error: 500');
    await expect(tokenError.log.writes).toEqual([]);
    await waitFor(() => expect(requestButton(canvasElement)).toBeEnabled());
  },
};

const logWriteError = withLog();
/** The log entry cannot be written: the status of that call, and the answer still arrives. */
export const LogWriteError: Story = {
  parameters: {
    msw: {
      handlers: {
        ...logWriteError.handlers,
        logUssd: mocks.logUssd.serverError,
        verifier: verifierSocketMocks.accept,
      },
    },
  },
  play: async ({ canvasElement }) => {
    await request(canvasElement);
    await expectOutcome(canvasElement, 'Accepted', 'Error: 500');
    await expect(await findToast(canvasElement, 'Consent Status: ACCEPT')).toBeInTheDocument();
  },
};

const inFlight = withLog();
/** The prompt is on the phone: the masked number, the words, the countdown, and Cancel. */
export const InFlight: Story = {
  parameters: {
    msw: { handlers: { ...inFlight.handlers, verifier: verifierSocketMocks.pending } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await request(canvasElement);
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('Waiting'));
    await expect(canvas.getByText('Sent to 071****876')).toBeVisible();
    const timer = canvas.getByRole('timer', { name: 'Time left to answer' });
    // That it then counts down is the runner's, on fake timers (consent-session-runner.test.ts):
    // never a wait on the wall clock here.
    await waitFor(() => expect(timer).toHaveTextContent(/^1:(29|30) left$/));
    await expect(requestButton(canvasElement)).toBeDisabled();
    await expect(canvas.getByText('A consent request is under way.')).toBeVisible();
    // The attempt under way is already counted, before the log is read back.
    await expect(canvas.getByText('Attempts left today: 2 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

const cancelled = withLog();
/** Cancel closes the socket (the verifier withdraws the prompt) and records 'TimeOut'. */
export const Cancelled: Story = {
  parameters: {
    msw: { handlers: { ...cancelled.handlers, verifier: verifierSocketMocks.pending } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await request(canvasElement);
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('Waiting'));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('Cancelled'));
    await waitFor(() =>
      expect(cancelled.log.writes).toEqual([
        { kind: 'create' },
        { kind: 'update', response: 'TimeOut' },
      ]),
    );
    await expect(canvas.queryByRole('timer')).toBeNull();
    await waitFor(() => expect(requestButton(canvasElement)).toBeEnabled());
  },
};

const usedUp = withLog([earlierAttempt(1, 20), earlierAttempt(2, 3)]);
/** The log shows one attempt left; the token service refuses (429) and is believed. */
export const AttemptsUsedUp: Story = {
  parameters: {
    msw: {
      handlers: {
        ...usedUp.handlers,
        consentToken: mocks.consentToken.attemptsUsedUp,
        verifier: verifierSocketMocks.accept,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Attempts left today: 1 of 3')).toBeVisible();
    await request(canvasElement);
    await waitFor(() =>
      expect(status(canvasElement)).toHaveTextContent('Refused: no attempts left'),
    );
    await expect(await findToast(canvasElement, 'Error: 429')).toBeInTheDocument();
    await expect(canvas.getByText('Attempts left today: 0 of 3')).toBeVisible();
    await expect(
      canvas.getByText(
        /^No consent attempts left: Request Consent opens again at \d\d\/\d\d\/\d{4} \d\d:\d\d\.$/,
      ),
    ).toBeVisible();
    await expect(requestButton(canvasElement)).toBeDisabled();
    await expect(requestButton(canvasElement)).toHaveAccessibleDescription(/opens again at/);
  },
};

const tooLong = withLog();
/** A prompt over 182 characters cannot be sent: the button is disabled and says why. */
export const MessageTooLong: Story = {
  args: {
    plan: {
      ...newDebitOrderPlan,
      policyInfo: { ...newDebitOrderPlan.policyInfo, premium: '1'.repeat(110) },
    },
  },
  parameters: { msw: { handlers: { ...tooLong.handlers } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('186 of 182 characters: too long for USSD')).toBeVisible();
    await expect(requestButton(canvasElement)).toBeDisabled();
    await expect(requestButton(canvasElement)).toHaveAccessibleDescription(
      'The USSD message is 186 characters, over the USSD limit of 182: shorten the policy details it is built from.',
    );
  },
};
