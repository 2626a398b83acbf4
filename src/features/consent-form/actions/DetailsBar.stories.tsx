import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  formsReadyPlan,
  memoryUssdLog,
  newDebitOrderPlan,
  seedSessionToken,
  stopOrderPlan,
  verifierSocketMocks,
} from '../../../api/mocks';
import { SCREENS } from '../../../components/theme/screens';
import { onAPhone } from '../../../components/theme/screens.story-helpers';
import { OfflineBanner } from '../../../components';
import { CANCEL_NAME, CLEARS_CONSENT, DetailsBar, OFFLINE_WORD } from './DetailsBar';
import { useDetailsController } from '../controller/use-details-controller';

/**
 * The bar as the page shows it, run by the real controller, with the page's form (empty here: the
 * bar's Save submits it by its id) and a way to change the plan.
 */
function Application({
  policyNumber,
  withBanner = false,
}: {
  policyNumber: string;
  /** The app's offline banner above, as AppLayout has it (it stands down for the bar). */
  withBanner?: boolean;
}) {
  const controller = useDetailsController({
    initialMode: policyNumber ? { isNew: false, policyNumber } : { isNew: true, policyNumber: '' },
    adviser: { username: 'Thandi Nkosi', employeeNumber: '1004521' },
    onSaved: () => undefined,
  });
  const change = () =>
    controller.form.setValue('surname', 'Changed', { shouldDirty: true, shouldValidate: true });
  return (
    <main>
      {withBanner && <OfflineBanner />}
      <DetailsBar controller={controller} formId="details-form" />
      <form
        id="details-form"
        aria-label="Details"
        onSubmit={(event) => void controller.submit(event)}
      >
        <button type="button" onClick={change}>
          Change the surname
        </button>
        <label>
          Scheme Code <input name="schemeCode" />
        </label>
      </form>
    </main>
  );
}

const meta = {
  title: 'Features/Consent form/DetailsBar',
  component: Application,
  args: { policyNumber: newDebitOrderPlan.policyNumber },
  ...onAPhone,
  // As wide as the details page leaves it on a phone: 390 less Main's 24 px each side.
  parameters: { width: SCREENS.phone.width - 2 * 24 },
  beforeEach: () => seedSessionToken(),
} satisfies Meta<typeof Application>;
export default meta;
type Story = StoryObj<typeof meta>;

const theBar = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Consent and next step' }));

/** The bar's one button: its name, and tall enough for a thumb. */
async function theStep(bar: Awaited<ReturnType<typeof theBar>>, label: string) {
  const name = label === 'Cancel' ? CANCEL_NAME : `${label}, next step`;
  const button = await bar.findByRole('button', { name });
  await expect(button).toHaveTextContent(label);
  await expect(bar.getAllByRole('button')).toHaveLength(1);
  await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  return button;
}

/** A new application: not saved yet, and Save is the step. */
export const NotSavedYet: Story = {
  args: { policyNumber: '' },
  play: async ({ canvasElement }) => {
    const bar = await theBar(canvasElement);
    await expect(bar.getByText('Not saved yet')).toBeVisible();
    await theStep(bar, 'Save');
  },
};

const waiting = memoryUssdLog();
/**
 * No Consent: Request Consent. Pressed (twice, a double click), the same button becomes Cancel and
 * keeps the focus, the second click ignored, with
 * Waiting, the time left and what Cancel costs; Cancel (pressed there too) ends it as Cancelled
 * and Request Consent takes its place and its focus.
 */
export const NoConsentThenWaitingThenCancelled: Story = {
  parameters: {
    msw: { handlers: { ...waiting.handlers, verifier: verifierSocketMocks.pending } },
  },
  play: async ({ canvasElement }) => {
    const bar = await theBar(canvasElement);
    await waitFor(() => expect(bar.getByText('No Consent')).toBeVisible());
    const request = await theStep(bar, 'Request Consent');
    await waitFor(() => expect(request).toBeEnabled());
    // On a phone the state's word keeps one line beside the step.
    const word = bar.getByText('No Consent');
    const lineHeight = parseFloat(getComputedStyle(word).lineHeight);
    await expect(word.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5 + 8);
    // A double click: its second click lands on Cancel, which ignores it in its first moments.
    await userEvent.dblClick(request);
    const cancel = await theStep(bar, 'Cancel');
    await expect(cancel).toHaveFocus();
    await waitFor(() => expect(bar.getByText('Waiting')).toBeVisible());
    await waitFor(() => expect(bar.getByText(/^\d:\d\d left$/)).toBeVisible());
    await expect(cancel).toHaveAccessibleDescription(
      'Cancel does not give the attempt back: this request used one (2 of 3 left today).',
    );
    await waitFor(() => expect(waiting.writes).toEqual([{ kind: 'create' }]));
    await expect(bar.getByText('Waiting')).toBeVisible();
    await new Promise((settled) => setTimeout(settled, 700));
    await userEvent.click(cancel);
    await waitFor(() => expect(bar.getByText('Cancelled')).toBeVisible());
    const again = await theStep(bar, 'Request Consent');
    await expect(again).toHaveFocus();
  },
};

/** The client rejected: Rejected (not 'Consent failed'), and Request Consent again. */
export const Rejected: Story = {
  args: { policyNumber: 'FN10023458' },
  play: async ({ canvasElement }) => {
    const bar = await theBar(canvasElement);
    await waitFor(() => expect(bar.getByText('Rejected')).toBeVisible());
    await expect(await theStep(bar, 'Request Consent')).toBeEnabled();
  },
};

/** Accepted: Generate Forms is the step, on a desktop as on a phone. */
export const AcceptedOnADesktop: Story = {
  args: { policyNumber: stopOrderPlan.policyNumber },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { width: undefined },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeGreaterThanOrEqual(1024);
    const bar = await theBar(canvasElement);
    await waitFor(() => expect(bar.getByText('Accepted')).toBeVisible());
    await expect(await theStep(bar, 'Generate Forms')).toBeEnabled();
  },
};

/**
 * A saved application with unsaved changes: Save, as in the action bar (consent is given to what
 * the server holds). It asks 'Attention' first; Yes saves, and Request Consent takes Save's place
 * and its focus.
 */
export const UnsavedChangesSaveFirst: Story = {
  play: async ({ canvasElement }) => {
    const bar = await theBar(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(async () => expect(await theStep(bar, 'Request Consent')).toBeEnabled());
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Change the surname' }),
    );
    const save = await theStep(bar, 'Save');
    await expect(save).toHaveAttribute('data-variant', 'primary');
    await userEvent.click(save);
    const dialog = await body.findByRole('alertdialog', { name: 'Attention' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    const request = await theStep(bar, 'Request Consent');
    await waitFor(() => expect(request).toBeEnabled());
    await expect(request).toHaveFocus();
  },
};

/** The mandate is stored: Download Forms. */
export const FormsStored: Story = {
  args: { policyNumber: formsReadyPlan.policyNumber },
  play: async ({ canvasElement }) => {
    const bar = await theBar(canvasElement);
    await waitFor(() => expect(bar.getByText('Accepted')).toBeVisible());
    await expect(await theStep(bar, 'Download Forms')).toBeEnabled();
  },
};

/** The bar's height, which the sticky area takes from the form. */
const heightOf = (bar: Awaited<ReturnType<typeof theBar>>) =>
  bar.getByText('Consent').closest('section')!.getBoundingClientRect().height;

/**
 * An accepted application, changed: before Save is pressed the bar says that saving clears the
 * consent, and Save is described by it. While a field has focus (the keyboard up on a phone) the
 * warning stays, in the state's place, and the bar keeps one row.
 */
export const AcceptedChangedWarns: Story = {
  args: { policyNumber: stopOrderPlan.policyNumber },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = await theBar(canvasElement);
    await waitFor(() => expect(bar.getByText('Accepted')).toBeVisible());
    await expect(bar.queryByText(CLEARS_CONSENT)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Change the surname' }));
    const save = await theStep(bar, 'Save');
    await expect(bar.getByText(CLEARS_CONSENT)).toBeVisible();
    await expect(save).toHaveAccessibleDescription(CLEARS_CONSENT);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Scheme Code' }));
    await expect(bar.getByText(CLEARS_CONSENT)).toBeVisible();
    await waitFor(() => expect(heightOf(bar)).toBeLessThanOrEqual(58));
  },
};

const slim = memoryUssdLog();
/**
 * The bar kept slim while a field has focus on a phone (the keyboard up): waiting, Cancel's cost
 * shows under the row; with a field focused only the row stays, and the note is back after.
 */
export const SlimWhileTyping: Story = {
  parameters: {
    msw: { handlers: { ...slim.handlers, verifier: verifierSocketMocks.pending } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = await theBar(canvasElement);
    const request = await theStep(bar, 'Request Consent');
    await waitFor(() => expect(request).toBeEnabled());
    await expect(heightOf(bar)).toBeLessThanOrEqual(58);
    await userEvent.click(request);
    await theStep(bar, 'Cancel');
    const cost = await bar.findByText(/^Cancel /);
    await expect(cost).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Scheme Code' }));
    await waitFor(() => expect(cost).not.toBeVisible());
    await expect(heightOf(bar)).toBeLessThanOrEqual(58);
    await expect(bar.getByText('Waiting')).toBeVisible();
    // The keyboard down (the field left): the note is back.
    canvas.getByRole('textbox', { name: 'Scheme Code' }).blur();
    await waitFor(() => expect(cost).toBeVisible());
  },
};

/**
 * No signal: the bar says 'Offline' beside the state (in a live region), and the app's banner,
 * on the same page, says nothing: the sentence is not said twice, and the bar keeps one row.
 */
export const OfflineInTheBar: Story = {
  args: { withBanner: true },
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView!;
    const bar = await theBar(canvasElement);
    await waitFor(() => expect(bar.getByText('No Consent')).toBeVisible());
    const setOnline = (online: boolean) => {
      Object.defineProperty(view.navigator, 'onLine', { configurable: true, get: () => online });
      view.dispatchEvent(new Event(online ? 'online' : 'offline'));
    };
    try {
      setOnline(false);
      const word = await bar.findByText(OFFLINE_WORD, { exact: true });
      await expect(word).toBeVisible();
      await expect(word.closest('[role="status"]')).not.toBeNull();
      await expect(within(canvasElement).queryByText(/You're offline/)).not.toBeInTheDocument();
      await expect(heightOf(bar)).toBeLessThanOrEqual(58);
      setOnline(true);
      await waitFor(() => expect(bar.queryByText(OFFLINE_WORD)).not.toBeInTheDocument());
    } finally {
      Reflect.deleteProperty(view.navigator, 'onLine');
    }
  },
};
