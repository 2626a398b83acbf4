import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { usePlan, useUssdLog } from '../../src/api';
import { mocks, seedSessionToken } from '../../src/api/mocks';
import { canGenerate, canRequest, logState, productWordOf } from '../../src/features/consent';

/** A demo of usePlan + useUssdLog feeding the consent status (docs/behaviour.md#consent-states). */
function PlanConsentDemo({ policyNumber }: { policyNumber: string }) {
  const plan = usePlan(policyNumber);
  const log = useUssdLog(policyNumber);
  const status = logState({ logs: log.data, error: log.error });
  return (
    <section aria-labelledby="plan-heading">
      <h2 id="plan-heading">{`Plan ${policyNumber}`}</h2>
      {plan.isPending && <p role="status">Loading plan…</p>}
      {plan.isError && <p role="alert">{`Plan could not be loaded: ${plan.error.status}`}</p>}
      {plan.data && (
        <dl>
          <dt>Client</dt>
          <dd>{`${plan.data.clientInfo.name} ${plan.data.clientInfo.surname}`}</dd>
          <dt>Payment method</dt>
          <dd>{plan.data.paymentMethodType}</dd>
          <dt>Premium</dt>
          <dd>{`R${plan.data.policyInfo.premium}`}</dd>
        </dl>
      )}
      {log.isPending ? (
        <p role="status">Loading consent log…</p>
      ) : (
        <>
          <p>{`Consent Status: ${productWordOf(status)}`}</p>
          <button type="button" disabled={!canRequest(status)}>
            Request Consent
          </button>
          <button type="button" disabled={!canGenerate(status)}>
            Generate Forms
          </button>
        </>
      )}
    </section>
  );
}

const meta = {
  title: 'Data/Plan and consent status',
  component: PlanConsentDemo,
  args: { policyNumber: 'FN10023461' },
  beforeEach: () => seedSessionToken(),
} satisfies Meta<typeof PlanConsentDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const findStatus = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).findByText(`Consent Status: ${label}`);

export const ConsentAccepted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findStatus(canvasElement, 'Consent accepted')).toBeVisible();
    await expect(await canvas.findByText('Bongani Mthembu')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Generate Forms' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Request Consent' })).toBeDisabled();
  },
};

export const NoConsentYet: Story = {
  args: { policyNumber: 'FN40010001' },
  play: async ({ canvasElement }) => {
    await expect(await findStatus(canvasElement, 'No Consent')).toBeVisible();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Request Consent' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Generate Forms' })).toBeDisabled();
  },
};

export const ConsentFailed: Story = {
  args: { policyNumber: 'FN10023458' },
  play: async ({ canvasElement }) => {
    await expect(await findStatus(canvasElement, 'Consent failed')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Request Consent' }),
    ).toBeEnabled();
  },
};

/** The log's 404 is an answer ('NO CONSENT FOUND'), not an empty log. */
export const NoConsentFound: Story = {
  args: { policyNumber: 'MFP00099999' },
  play: async ({ canvasElement }) => {
    await expect(await findStatus(canvasElement, 'NO CONSENT FOUND')).toBeVisible();
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Plan could not be loaded: 404',
    );
  },
};

export const LogServerError: Story = {
  parameters: { msw: { handlers: { clientUssdLog: mocks.clientUssdLog.serverError } } },
  play: async ({ canvasElement }) => {
    await expect(await findStatus(canvasElement, 'Consent not checked')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Generate Forms' }),
    ).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { plan: mocks.plan.pending, clientUssdLog: mocks.clientUssdLog.pending } },
  },
  play: async ({ canvasElement }) => {
    const statuses = within(canvasElement).getAllByRole('status');
    await expect(statuses.map((s) => s.textContent)).toEqual([
      'Loading plan…',
      'Loading consent log…',
    ]);
  },
};
