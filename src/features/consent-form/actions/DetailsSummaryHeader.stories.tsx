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
import { DetailsSummaryHeader } from './DetailsSummaryHeader';
import { useDetailsController } from '../controller/use-details-controller';

/**
 * The header of a saved application as the page shows it (once the plan is in), run by the real controller, with the
 * page's form (empty here: the header's Save submits it by its id) and a way to change the plan.
 */
function SavedApplication({ policyNumber }: { policyNumber: string }) {
  const controller = useDetailsController({
    initialMode: { isNew: false, policyNumber },
    adviser: { username: 'Thandi Nkosi', employeeNumber: '1004521' },
    onSaved: () => undefined,
  });
  const change = () =>
    controller.form.setValue('surname', 'Changed', { shouldDirty: true, shouldValidate: true });
  return (
    <>
      {/* As the page: shown once the saved plan is in. */}
      {controller.plan.data && (
        <DetailsSummaryHeader controller={controller} formId="details-form" />
      )}
      <form
        id="details-form"
        aria-label="Details"
        onSubmit={(event) => void controller.submit(event)}
      >
        <button type="button" onClick={change}>
          Change the surname
        </button>
      </form>
    </>
  );
}

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Features/Consent form/DetailsSummaryHeader',
  component: SavedApplication,
  args: { policyNumber: newDebitOrderPlan.policyNumber },
  globals: phone,
  beforeEach: () => seedSessionToken(),
} satisfies Meta<typeof SavedApplication>;
export default meta;
type Story = StoryObj<typeof meta>;

const summary = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Consent and next step' }));

/** Its one next step: a full-width button, tall enough for a thumb. */
async function expectThumbSized(button: HTMLElement) {
  await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  await expect(button.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth / 2);
}

const waiting = memoryUssdLog();
/**
 * No Consent: Request Consent, the same request as the panel's. Pressed, it waits for the client
 * (Waiting…), and keeps the focus.
 */
export const NoConsentThenWaiting: Story = {
  parameters: {
    msw: { handlers: { ...waiting.handlers, verifier: verifierSocketMocks.pending } },
  },
  play: async ({ canvasElement }) => {
    const header = await summary(canvasElement);
    await waitFor(() => expect(header.getByText('No Consent')).toBeVisible());
    const request = header.getByRole('button', { name: 'Request Consent' });
    await waitFor(() => expect(request).toBeEnabled());
    await expectThumbSized(request);
    await userEvent.click(request);
    await waitFor(() => expect(header.getByText("Waiting for the client's answer")).toBeVisible());
    const pending = header.getByRole('button', { name: 'Waiting…' });
    await expect(pending).toHaveFocus();
    // The request reached the log, as the panel's does.
    await waitFor(() => expect(waiting.writes).toEqual([{ kind: 'create' }]));
  },
};

/** Consent failed (the client rejected): Request Consent again. */
export const ConsentFailed: Story = {
  args: { policyNumber: 'FN10023458' },
  play: async ({ canvasElement }) => {
    const header = await summary(canvasElement);
    await waitFor(() => expect(header.getByText('Consent failed')).toBeVisible());
    await expect(header.getByRole('button', { name: 'Request Consent' })).toBeEnabled();
  },
};

/** Consent accepted: Generate Forms is the next step. */
export const ConsentAccepted: Story = {
  args: { policyNumber: stopOrderPlan.policyNumber },
  play: async ({ canvasElement }) => {
    const header = await summary(canvasElement);
    await waitFor(() => expect(header.getByText('Consent accepted')).toBeVisible());
    const generate = header.getByRole('button', { name: 'Generate Forms' });
    await expect(generate).toBeEnabled();
    await expectThumbSized(generate);
    await expect(header.queryByRole('button', { name: 'Request Consent' })).toBeNull();
  },
};

/**
 * A saved application with unsaved changes: Save, as in the action bar (consent is given to what
 * the server holds). It asks 'Attention' first; No puts the plan back and Request Consent returns,
 * Yes saves and Request Consent is the next step again.
 */
export const UnsavedChangesSaveFirst: Story = {
  play: async ({ canvasElement }) => {
    const header = await summary(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(header.getByRole('button', { name: 'Request Consent' })).toBeEnabled(),
    );
    const change = within(canvasElement).getByRole('button', { name: 'Change the surname' });
    for (const answer of ['No', 'Yes']) {
      await userEvent.click(change);
      const save = await header.findByRole('button', { name: 'Save' });
      await expect(save).toBeEnabled();
      await expect(save).toHaveAttribute('data-variant', 'primary');
      await expectThumbSized(save);
      await expect(header.queryByRole('button', { name: 'Request Consent' })).toBeNull();
      await userEvent.click(save);
      const dialog = await body.findByRole('alertdialog', { name: 'Attention' });
      await userEvent.click(within(dialog).getByRole('button', { name: answer }));
      await waitFor(() =>
        expect(header.getByRole('button', { name: 'Request Consent' })).toBeEnabled(),
      );
    }
    await expect(
      await body.findByRole('alertdialog', { name: 'Form updated successfully' }),
    ).toBeInTheDocument();
  },
};

/** The mandate is stored: Download Forms. */
export const FormsStored: Story = {
  args: { policyNumber: formsReadyPlan.policyNumber },
  play: async ({ canvasElement }) => {
    const header = await summary(canvasElement);
    await waitFor(() => expect(header.getByText('Consent accepted')).toBeVisible());
    await expect(header.getByRole('button', { name: 'Download Forms' })).toBeEnabled();
  },
};

/** On a desktop the Consent Required panel is in view: no summary at the top. */
export const NotOnADesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeGreaterThanOrEqual(1024);
    // Rendered, but not shown (nor in the accessibility tree).
    await waitFor(() => expect(canvasElement.querySelector('section')).not.toBeNull());
    await expect(
      within(canvasElement).queryByRole('region', { name: 'Consent and next step' }),
    ).toBeNull();
  },
};
