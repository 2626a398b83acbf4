import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../support/AppRoutes';
import { createOpenApplication, OpenApplicationProvider } from '../../src/app/open-application';
import { savedApplication } from '../../src/lib/open-application';
import { SessionProvider } from '../../src/app/session';
import { demoSessionToken, mocks, seedSessionToken } from '../../src/api/mocks';

/**
 * Saving an edited plan through the real details page (its controller and the one API-error
 * describer): the toast the adviser reads for an update that succeeds and one that fails. New
 * plans, a taken policy number and a failed create are in Flows/Consent Application Details;
 * attaching the mandate is in Features/Mandate/Generate Forms.
 */
const meta = {
  title: 'Data/Save plan',
  parameters: { layout: 'fullscreen', router: 'app' },
  beforeEach: () => seedSessionToken(),
  render: () => (
    <SessionProvider token={demoSessionToken()}>
      <OpenApplicationProvider store={createOpenApplication(savedApplication('FN40010001'))}>
        <AppRoutes initialPath="/consentDetails" />
      </OpenApplicationProvider>
    </SessionProvider>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Change the surname, Save, answer Yes to 'Attention', and read the toast. */
async function updateAndExpect(canvasElement: HTMLElement, toast: string) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  const surname = canvas.getByRole('textbox', { name: 'Surname' });
  await waitFor(() => expect(surname).toHaveValue('Naidoo'));
  await userEvent.type(surname, '-Dube');
  await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
  const dialog = await body.findByRole('alertdialog', { name: 'Attention' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
  await expect(await body.findByRole('alertdialog', { name: toast })).toBeInTheDocument();
}

export const Updated: Story = {
  play: async ({ canvasElement }) => {
    await updateAndExpect(canvasElement, 'Form updated successfully');
  },
};

/** A failed update says 'Error: {status}' and keeps what was typed. */
export const UpdateFailed: Story = {
  parameters: { msw: { handlers: { updatePlan: mocks.updatePlan.notFound } } },
  play: async ({ canvasElement }) => {
    await updateAndExpect(canvasElement, 'Error: 404');
    await expect(within(canvasElement).getByRole('textbox', { name: 'Surname' })).toHaveValue(
      'Naidoo-Dube',
    );
  },
};
