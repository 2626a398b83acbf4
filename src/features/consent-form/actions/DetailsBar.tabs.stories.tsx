import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { newDebitOrderPlan, seedSessionToken } from '../../../api/mocks';
import { SCREENS } from '../../../components/theme/screens';
import { onAPhone } from '../../../components/theme/screens.story-helpers';
import { savedApplication } from '../../../lib/open-application';
import { heardEnded, heardWaiting, otherTabs } from '../../consent';
import { heardSaves, otherTabsSaves } from '../../outbox';
import { DetailsConsent } from '../consent-panel/DetailsConsent';
import { useDetailsController } from '../controller/use-details-controller';
import { ConsentFormProvider } from '../form/form-context';
import { REASONS } from '../form/words';
import { DetailsBar } from './DetailsBar';

/**
 * The bar and the Consent Required table while another tab of the adviser runs a request for the
 * application, or keeps a Save of it to send (docs/behaviour.md#one-story-across-tabs): what the
 * tab channel told (src/app/tab-story.ts) is put in the stores it fills.
 */
function Application({ policyNumber }: { policyNumber: string }) {
  const controller = useDetailsController({
    open: savedApplication(policyNumber),
    adviser: { username: 'Thandi Nkosi', employeeNumber: '1004521' },
    onSaved: () => undefined,
  });
  return (
    <main>
      <DetailsBar {...controller} formId="details-form" />
      <ConsentFormProvider form={controller.form} rules={controller.rules}>
        <DetailsConsent
          steps={controller.steps}
          consent={controller.consent}
          form={controller.form}
        />
      </ConsentFormProvider>
    </main>
  );
}

const plan = newDebitOrderPlan;

const meta = {
  title: 'Features/Consent form/DetailsBar/Other tabs',
  component: Application,
  args: { policyNumber: plan.policyNumber },
  ...onAPhone,
  parameters: { width: SCREENS.phone.width - 2 * 24 },
  beforeEach: () => {
    seedSessionToken();
    return () => {
      otherTabs.setState(heardEnded(otherTabs.getState(), plan._id), true);
      otherTabsSaves.setState(heardSaves(otherTabsSaves.getState(), 'story-tab', []), true);
    };
  },
} satisfies Meta<typeof Application>;
export default meta;
type Story = StoryObj<typeof meta>;

const ELSEWHERE = "Waiting: another tab is waiting for this client's answer";

/** Another tab waits for the client: said on the bar and in the table; no second request. */
export const AnotherTabWaits: Story = {
  beforeEach: () => {
    otherTabs.setState(heardWaiting(otherTabs.getState(), plan._id, Date.now()), true);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = within(await canvas.findByRole('region', { name: 'Consent and next step' }));
    // The bar says Waiting, and its step's reason whose wait it is.
    await expect(await bar.findByText(REASONS.elsewhere)).toBeVisible();
    await expect(bar.getByText('Waiting', { exact: true })).toBeVisible();
    const table = within(canvas.getByRole('region', { name: 'Consent Required' }));
    await expect(table.getAllByText(ELSEWHERE)[0]).toBeVisible();
    await expect(table.getByRole('button', { name: 'Request Consent' })).toBeDisabled();
    await expect(table.getByText(REASONS.elsewhere)).toBeVisible();
    await expect(canvas.queryByText(/Request failed/)).toBeNull();
    // The other tab's request ends: the log speaks again, and the request is offered.
    otherTabs.setState(heardEnded(otherTabs.getState(), plan._id), true);
    await expect(await bar.findByText('No Consent')).toBeVisible();
  },
};

/** A Save of this application waits in another tab: consent waits for it to be sent. */
export const SaveWaitsInAnotherTab: Story = {
  beforeEach: () => {
    otherTabsSaves.setState(
      heardSaves(otherTabsSaves.getState(), 'story-tab', [plan.policyNumber]),
    );
  },
  play: async ({ canvasElement }) => {
    const table = within(
      await within(canvasElement).findByRole('region', { name: 'Consent Required' }),
    );
    await expect(await table.findByText(REASONS.queuedElsewhere)).toBeVisible();
    await expect(table.getByRole('button', { name: 'Request Consent' })).toBeDisabled();
  },
};
