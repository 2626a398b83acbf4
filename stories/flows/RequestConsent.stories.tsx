import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes, loadDetailsPage } from '../../src/app/App';
import { createSessionStore, initialSessionState, SessionProvider } from '../../src/app/session';
import {
  demoAdviser,
  demoSessionToken,
  memoryUssdLog,
  newDebitOrderPlan,
  seedSessionToken,
  verifierSocketMocks,
} from '../../src/api/mocks';

/** Editing the saved plan with no consent yet (MFP00012347, a debit order). */
function editing() {
  return createSessionStore({
    ...initialSessionState(demoAdviser),
    editPlan: true,
    selectedPolicyNumber: newDebitOrderPlan.policyNumber,
  });
}

/**
 * Consent Application Details with the consent side wired: Request Consent in the Consent
 * Required table drives the live panel under it, and Generate Forms in the action bar turns the
 * accepted consent into a stored mandate.
 */
const meta = {
  title: 'Flows/Request Consent and Generate Forms',
  parameters: { layout: 'fullscreen', initialPath: '/consentDetails' },
  beforeEach: async () => {
    // The details page loads on demand; load it first, as the app's data router waits for it.
    await loadDetailsPage();
    // react-aria's live announcer outlives a story; entries naming the last story's buttons
    // would be blamed on this one by axe.
    document
      .querySelectorAll('[data-live-announcer] [role="log"]')
      .forEach((log) => log.replaceChildren());
    return seedSessionToken();
  },
  render: () => (
    <SessionProvider token={demoSessionToken()} store={editing()}>
      <AppRoutes />
    </SessionProvider>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const section = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Consent Required' }));
const expectToast = async (canvasElement: HTMLElement, text: string) =>
  expect(
    await bodyOf(canvasElement).findByRole('alertdialog', { name: text }, { timeout: 4000 }),
  ).toBeInTheDocument();

async function requestConsent(canvasElement: HTMLElement) {
  const consent = await section(canvasElement);
  const request = consent.getByRole('button', { name: 'Request Consent' });
  await waitFor(() => expect(request).toBeEnabled(), { timeout: 4000 });
  await userEvent.click(request);
  return consent;
}

const acceptedLog = memoryUssdLog();
/** Accepted on the phone: the status turns, Request Consent goes off, Generate Forms on; then
 * Generate Forms stores the mandate with the loader on throughout and off at the end. */
export const AcceptThenGenerate: Story = {
  parameters: {
    msw: { handlers: { ...acceptedLog.handlers, verifier: verifierSocketMocks.accept } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const generate = canvas.getByRole('button', { name: 'Generate Forms' });
    await expect(generate).toBeDisabled();
    const consent = await requestConsent(canvasElement);
    await waitFor(() => expect(consent.getByRole('status')).toHaveTextContent('Accepted'), {
      timeout: 4000,
    });
    await expectToast(canvasElement, 'Consent Status: ACCEPT');
    await waitFor(() => expect(consent.getByText('Consent accepted')).toBeVisible());
    await expect(consent.getByRole('button', { name: 'Request Consent' })).toBeDisabled();
    await waitFor(() => expect(generate).toBeEnabled());

    await userEvent.click(generate);
    await expectToast(canvasElement, 'Document uploaded');
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('progressbar')).toBeNull());
  },
};

const pendingLog = memoryUssdLog();
/** While the client thinks: the button is busy, the panel counts down and offers Cancel. */
export const Waiting: Story = {
  parameters: {
    msw: { handlers: { ...pendingLog.handlers, verifier: verifierSocketMocks.pending } },
  },
  play: async ({ canvasElement }) => {
    const consent = await requestConsent(canvasElement);
    await waitFor(() =>
      expect(consent.getByRole('status')).toHaveTextContent("Waiting for the client's answer"),
    );
    await expect(consent.getByRole('timer', { name: 'Time left to answer' })).toBeVisible();
    await expect(consent.getByRole('button', { name: 'Request Consent' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(consent.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(consent.getByRole('status')).toHaveTextContent('Cancelled'));
    await waitFor(() =>
      expect(consent.getByRole('button', { name: 'Request Consent' })).toBeEnabled(),
    );
  },
};
