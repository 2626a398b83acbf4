import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ws } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { UssdLogEntry } from '../../../api';
import {
  formsReadyPlan,
  memoryUssdLog,
  newDebitOrderPlan,
  seedSessionToken,
  stopOrderPlan,
  verifierEndpoint,
  verifierSocketMocks,
} from '../../../api/mocks';
import { maskCell } from '../../../domain/demo-world';
import { goOffline } from '../../../components/OfflineBanner/offline.story-helpers';
import { SCREENS } from '../../../components/theme/screens';
import { onAPhone } from '../../../components/theme/screens.story-helpers';
import { CANCEL_NAME, CLEARS_CONSENT, NEEDS_A_SIGNAL, OFFLINE_WORD } from '../form/words';
import { OfflineBanner } from '../../../components';
import { DetailsBar } from './DetailsBar';
import { typingMarks } from './typing-marks';
import { useDetailsController } from '../controller/use-details-controller';
import { NEW_FORM, savedApplication } from '../../../lib/open-application';

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
  const [open, setOpen] = useState(policyNumber ? savedApplication(policyNumber) : NEW_FORM);
  const controller = useDetailsController({
    open,
    adviser: { username: 'Thandi Nkosi', employeeNumber: '1004521' },
    onSaved: (saved) => setOpen(savedApplication(saved)),
  });
  const change = () =>
    controller.form.setValue('surname', 'Changed', { shouldDirty: true, shouldValidate: true });
  return (
    <main>
      {withBanner && <OfflineBanner />}
      <DetailsBar {...controller} formId="details-form" />
      <form
        id="details-form"
        aria-label="Details"
        {...typingMarks}
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

/** The bar's state line, which holds the focus while a request waits. */
const stateLine = (bar: Awaited<ReturnType<typeof theBar>>) =>
  bar.getByText('Consent', { exact: true }).parentElement as HTMLElement;

const KEEP_OPEN = 'Keep this page open until the client answers.';

const waiting = memoryUssdLog();
/**
 * No Consent: Request Consent. Pressed by keyboard, the same button becomes Cancel and the focus
 * goes to the state, so a second Enter cancels nothing: 'Ask the client to reply 1 — 1:29 left',
 * to keep the page open, and what Cancel costs; Cancel ends it as Cancelled and Request Consent
 * takes its place and the focus.
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
    request.focus();
    await userEvent.keyboard('{Enter}');
    const cancel = await theStep(bar, 'Cancel');
    await waitFor(() => expect(stateLine(bar)).toHaveFocus());
    const ask = await bar.findByText(/^Ask the client to reply 1 — 1:\d\d left$/);
    await expect(ask).toBeVisible();
    await expect(stateLine(bar)).toHaveAttribute('data-phase', 'waiting');
    await expect(cancel).toHaveAccessibleDescription(
      `${KEEP_OPEN} Cancel does not give the attempt back: this request used one (2 of 3 left today).`,
    );
    await waitFor(() => expect(waiting.writes).toEqual([{ kind: 'create' }]));
    // A second Enter where the focus is withdraws nothing.
    await userEvent.keyboard('{Enter}');
    await expect(theStep(bar, 'Cancel')).resolves.toBe(cancel);
    // Cancel ignores presses in its first 0.7 s (a double click; e2e/consent.spec.ts runs that on
    // the page's clock). A person's deliberate press comes later: for the press, the clock the bar
    // reads is a second on, instead of the story waiting one out.
    const now = Date.now.bind(Date);
    Date.now = () => now() + 1_000;
    try {
      await userEvent.click(cancel);
    } finally {
      Date.now = now;
    }
    await waitFor(() => expect(bar.getByText('Cancelled')).toBeVisible());
    const again = await theStep(bar, 'Request Consent');
    await expect(again).toHaveFocus();
  },
};

/** A verifier that takes the token and says nothing yet: the prompt is not on the phone. */
const slowVerifier = ws.link(verifierEndpoint).addEventListener('connection', () => undefined);

/**
 * Pressed, until the verifier says the prompt is on the phone: 'Sending to 076****899…', plain and
 * in italics (not the filled 'Ask the client…'), with the focus on it, not on Cancel.
 */
export const Sending: Story = {
  parameters: { msw: { handlers: { ...memoryUssdLog().handlers, verifier: slowVerifier } } },
  play: async ({ canvasElement }) => {
    const bar = await theBar(canvasElement);
    const request = await theStep(bar, 'Request Consent');
    await waitFor(() => expect(request).toBeEnabled());
    await userEvent.click(request);
    const cell = maskCell(newDebitOrderPlan.clientInfo.contactDetails.cellNumber);
    const sending = await bar.findByText(`Sending to ${cell}…`);
    await expect(sending).toBeVisible();
    await expect(getComputedStyle(sending).fontStyle).toBe('italic');
    await expect(stateLine(bar)).toHaveAttribute('data-phase', 'sending');
    await waitFor(() => expect(stateLine(bar)).toHaveFocus());
    await expect(await theStep(bar, 'Cancel')).toHaveAccessibleDescription(
      new RegExp(`^${KEEP_OPEN} Cancel stops the prompt before it is sent`),
    );
  },
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const withdrawnEntry: UssdLogEntry = {
  _id: 'log-withdrawn',
  billingUserGuid: 'billingUserGuid',
  cellphoneNumber: newDebitOrderPlan.clientInfo.contactDetails.cellNumber,
  channel: 'Electronic',
  date: minutesAgo(3),
  instructionType: 'instructionType',
  message: 'Story: the prompt',
  planReference: newDebitOrderPlan._id,
  maskedCellphoneNumber: maskCell(newDebitOrderPlan.clientInfo.contactDetails.cellNumber),
  transactionId: 'TX-WITHDRAWN',
  userLdapGuid: 'userLdapGuid',
  response: 'TimeOut',
  consentStatus: 'WITHDRAWN',
  createdAt: minutesAgo(3),
  updatedAt: minutesAgo(2),
};

/**
 * The page was reloaded while the client had the prompt: the bar names what happened (never
 * 'Cancelled') and that the attempt was used; Request Consent is the step again.
 */
export const WithdrawnByAReload: Story = {
  parameters: { msw: { handlers: memoryUssdLog([withdrawnEntry]).handlers } },
  play: async ({ canvasElement }) => {
    const bar = await theBar(canvasElement);
    await expect(await bar.findByText('Withdrawn: the page was reloaded')).toBeVisible();
    await expect(bar.queryByText(/Cancelled/)).toBeNull();
    const request = await theStep(bar, 'Request Consent');
    await expect(request).toHaveAttribute('data-variant', 'primary');
    await expect(bar.getByText('The reload used one attempt (2 of 3 left today).')).toBeVisible();
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

/**
 * The signal goes once the application has loaded: the step stays, off, and says under it why it
 * needs a signal (the button is described by the same words); back online it is on again.
 */
const needsASignal =
  (step: 'Request Consent' | 'Generate Forms' | 'Download Forms', reason: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const bar = await theBar(canvasElement);
    const button = await theStep(bar, step);
    await waitFor(() => expect(button).toBeEnabled());
    const backOnline = goOffline();
    try {
      await waitFor(() => expect(button).toBeDisabled());
      await expect(button).toHaveAccessibleDescription(reason);
      const note = bar.getByText(reason);
      await expect(note).toBeVisible();
      await expect(note.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        button.getBoundingClientRect().bottom,
      );
    } finally {
      backOnline();
    }
    await waitFor(() => expect(button).toBeEnabled());
  };

/** No signal: Request Consent, since the client answers on their phone while the adviser waits. */
export const RequestConsentNeedsASignal: Story = {
  play: needsASignal('Request Consent', NEEDS_A_SIGNAL.requestConsent),
};

/** No signal: Generate Forms, since the services build the letter and store it. */
export const GenerateFormsNeedsASignal: Story = {
  args: { policyNumber: stopOrderPlan.policyNumber },
  play: needsASignal('Generate Forms', NEEDS_A_SIGNAL.generateForms),
};

/** No signal: Download Forms, since the form is on the document store. */
export const DownloadFormsNeedsASignal: Story = {
  args: { policyNumber: formsReadyPlan.policyNumber },
  play: needsASignal('Download Forms', NEEDS_A_SIGNAL.downloadForms),
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
    const cost = await bar.findByText(/Cancel (does not|stops)/);
    await expect(cost).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Scheme Code' }));
    await waitFor(() => expect(cost).not.toBeVisible());
    await expect(heightOf(bar)).toBeLessThanOrEqual(58);
    await expect(bar.getByText(/^(Sending to|Ask the client to reply 1)/)).toBeVisible();
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
