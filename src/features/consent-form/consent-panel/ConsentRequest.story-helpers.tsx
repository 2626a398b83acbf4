/**
 * What the consent request stories share: the Consent Required section as the details page wires
 * it, and the steps and checks a play function repeats.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useUssdLog, type Plan } from '../../../api';
import { Button } from '../../../components';
import {
  STEPS,
  canRequest,
  isInFlight,
  latestAttempt,
  logState,
  productWordOf,
} from '../../consent';
import { ConsentPanel } from './ConsentPanel';
import {
  consentStatus,
  detailsActions,
  initialDetailsState,
} from '../controller/details-controller';
import { useConsentRequest } from '../controller/use-consent-request';
import { savedApplication } from '../../../lib/open-application';

const REASON_ID = 'request-consent-reason';

/**
 * The Consent Required section as the details controller decides it, for a saved, unchanged,
 * valid form: the status, the one Request Consent button, and the consent panel under it.
 */
export function ConsentRequestDemo({ plan }: { plan: Plan }) {
  const log = useUssdLog(plan.policyNumber);
  const consent = useConsentRequest({ plan, logs: log.data });
  const state = initialDetailsState(savedApplication(plan.policyNumber));
  const facts = {
    form: { isDirty: false, isValid: true, hasPolicyNumberError: false, submitFailed: false },
    plan: {
      reference: plan._id,
      fileNetId: plan.fileNetId ?? '',
      isLoading: false,
      isError: false,
    },
    log: logState({ logs: log.data, error: log.error }),
    live: {
      state: consent.live,
      transactionId: consent.state.transactionId,
      inFlight: consent.inFlight,
    },
    message: consent.message,
    allowance: consent.allowance,
    opening: false,
    saving: false,
    generating: null,
    offline: false,
  };
  const status = consentStatus(state, facts);
  const { enabled, reason, tone } = detailsActions(state, facts).requestConsent;
  return (
    <section aria-labelledby="consent-heading">
      <h2 id="consent-heading">Consent Required</h2>
      <p>{`Consent Status: ${productWordOf(status)}`}</p>
      <Button
        onPress={consent.request}
        isDisabled={!enabled || log.isPending}
        aria-describedby={reason ? REASON_ID : undefined}
      >
        Request Consent
      </Button>
      <ConsentPanel
        state={consent.state}
        message={consent.message}
        allowance={consent.allowance}
        reason={reason ? { text: reason, tone } : null}
        reasonId={REASON_ID}
        accepted={!canRequest(status)}
        latest={latestAttempt(log.data)}
      />
      {/* On the details screen the bar holds Cancel. */}
      {isInFlight(consent.state) && (
        <Button variant="secondary" size="sm" onPress={consent.cancel}>
          {STEPS.cancel}
        </Button>
      )}
    </section>
  );
}

/**
 * A toast by its text. Toasts render outside the story's root, in a region that arrives with the
 * first toast (its code runs then).
 */
export async function findToast(canvasElement: HTMLElement, text: string) {
  const body = within(canvasElement.ownerDocument.body);
  const region = await body.findByRole('region', { name: 'Notifications' });
  return within(region).findByText(text);
}
export const requestButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Request Consent' });
export const status = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');

/** Presses Request Consent once it is ready (the log has loaded). */
export async function request(canvasElement: HTMLElement) {
  await waitFor(() => expect(requestButton(canvasElement)).toBeEnabled());
  await userEvent.click(requestButton(canvasElement));
}

export async function expectOutcome(canvasElement: HTMLElement, words: string, toast: string) {
  await waitFor(() => expect(status(canvasElement)).toHaveTextContent(words), {
    timeout: 4000,
    // Say what the panel shows instead, not the whole page.
    onTimeout: () =>
      new Error(
        `Expected '${words}'; the panel says: ${status(canvasElement).parentElement?.textContent}`,
      ),
  });
  await expect(await findToast(canvasElement, toast)).toBeInTheDocument();
  // No spinner after any outcome, and no Cancel.
  await expect(within(canvasElement).queryByRole('button', { name: 'Cancel' })).toBeNull();
  await expect(status(canvasElement).querySelector('[aria-hidden="true"]')).toBeNull();
}
