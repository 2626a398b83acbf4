import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { Plan } from '../../api';
import { mocks, newDebitOrderPlan, seedSessionToken, stopOrderPlan } from '../../api/mocks';
import { Button, LoaderOverlay } from '../../components';
import { useGenerateForms } from './generate-forms';
import { useOpenDocument } from './open-document';

const LOADER_LABEL = 'Generating forms';

/**
 * Generate Forms for a plan whose consent is accepted: busy while generating, the full-screen
 * loader on throughout; afterwards the stored form opens.
 */
function GenerateFormsDemo({ plan }: { plan: Plan }) {
  const generate = useGenerateForms();
  const download = useOpenDocument();
  // The full-screen loader reads what is pending, as the pages do.
  const loader = generate.isPending || download.openingId !== undefined;
  const stored = generate.data?.fileNetId;
  return (
    <section aria-labelledby="mandate-heading">
      <h2 id="mandate-heading">Mandate documents</h2>
      <p>Consent accepted</p>
      <Button
        isPending={generate.isPending}
        onPress={() => generate.mutate({ planReference: plan._id })}
      >
        Generate Forms
      </Button>
      {stored && (
        <Button variant="secondary" onPress={() => download.open(stored)}>
          Download Forms
        </Button>
      )}
      <LoaderOverlay isActive={loader} label={LOADER_LABEL} delay={0} />
    </section>
  );
}

const meta = {
  title: 'Features/Mandate/Generate Forms',
  component: GenerateFormsDemo,
  args: { plan: newDebitOrderPlan },
  beforeEach: () => {
    seedSessionToken();
    // react-aria announces a focused button's pending start and end through its live announcer,
    // whose entries outlive the story by seconds and then name a button that is gone (an axe
    // violation charged to the next story). Each story starts with that announcer empty.
    for (const stale of document.querySelectorAll('[role="log"] > [role="img"]')) stale.remove();
  },
} satisfies Meta<typeof GenerateFormsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const generateButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Generate Forms' });
/**
 * The toast with this text (the region appears with the first toast, outside the story root).
 * Generating is three calls one after another (report, upload, attach) and the region's code
 * loads on demand; the preview's 5 s wait covers that on a busy machine.
 */
async function findToast(canvasElement: HTMLElement, text: string) {
  const region = await body(canvasElement).findByRole('region', { name: 'Notifications' });
  return within(region).findByText(text);
}

/** The loader is gone and the button can be pressed again: nothing is left running. */
async function expectSettled(canvasElement: HTMLElement) {
  await waitFor(() =>
    expect(body(canvasElement).queryByRole('progressbar', { name: LOADER_LABEL })).toBeNull(),
  );
  await expect(generateButton(canvasElement)).toBeEnabled();
  await expect(generateButton(canvasElement)).not.toHaveAttribute('data-pending');
}

async function generateAndExpect(canvasElement: HTMLElement, toast: string) {
  await userEvent.click(generateButton(canvasElement));
  await expect(await findToast(canvasElement, toast)).toBeInTheDocument();
  await expectSettled(canvasElement);
}

// Without accepted consent Generate Forms is off: the details page decides that, and its stories
// check it (Flows/Consent Application Details: NewUntouched, EditConsentNone).

/** Consent accepted: Generate Forms may be pressed; nothing has been stored yet. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(generateButton(canvasElement)).toBeEnabled();
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Download Forms' }),
    ).toBeNull();
  },
};

/** While the report is being made: the loader covers the page and the button is busy. */
export const Generating: Story = {
  parameters: { msw: { handlers: { report: mocks.report.pending } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(generateButton(canvasElement));
    await expect(
      await body(canvasElement).findByRole('progressbar', { name: LOADER_LABEL }),
    ).toBeVisible();
    await expect(generateButton(canvasElement)).toHaveAttribute('data-pending', 'true');
  },
};

/** Bank mandate: report → upload → attach, 'Document uploaded', then the stored form opens. */
/** The spy standing in for window.open (no real pop-up in a test). */
let openSpy: { mock: { calls: unknown[][] }; mockRestore: () => void } | undefined;
export const Success: Story = {
  beforeEach: () => {
    openSpy = spyOn(window, 'open').mockImplementation(
      () => ({ location: { href: '' }, closed: false, opener: window, close() {} }) as never,
    );
    return () => openSpy?.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await generateAndExpect(canvasElement, 'Document uploaded');
    const download = await within(canvasElement).findByRole('button', { name: 'Download Forms' });
    await userEvent.click(download);
    await expect(openSpy?.mock.calls).toEqual([['', '_blank']]);
    await expectSettled(canvasElement);
  },
};

/** The stop-order authority takes the same path. */
export const SuccessStopOrder: Story = {
  args: { plan: stopOrderPlan },
  play: async ({ canvasElement }) => {
    await generateAndExpect(canvasElement, 'Document uploaded');
  },
};

/** The report service refuses (e.g. the request no longer matches the stored plan). */
export const ReportError: Story = {
  parameters: { msw: { handlers: { report: mocks.report.serverError } } },
  play: async ({ canvasElement }) => {
    await generateAndExpect(canvasElement, 'Error: 500');
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Download Forms' }),
    ).toBeNull();
  },
};

/** The document store refuses the upload. */
export const UploadError: Story = {
  parameters: { msw: { handlers: { upload: mocks.upload.serverError } } },
  play: async ({ canvasElement }) => {
    await generateAndExpect(canvasElement, 'Error uploading document');
  },
};

/** The PDF is stored but the plan does not take its reference. */
export const AttachError: Story = {
  parameters: { msw: { handlers: { updateFileNetId: mocks.updateFileNetId.serverError } } },
  play: async ({ canvasElement }) => {
    await generateAndExpect(canvasElement, 'Error uploading document');
  },
};
