import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { useApplications } from '../../src/api';
import { mocks, seedSessionToken } from '../../src/api/mocks';
import { useOpenDocument } from '../../src/features/mandate';
import { formatDisplayDate } from '../../src/lib/dates';
import { formatCell } from '../../src/lib/display-text';

/** A demo of useApplications and useOpenDocument (the list screen builds the real table). */
function ApplicationsDemo({ employeeNumber }: { employeeNumber: string }) {
  const applications = useApplications(employeeNumber);
  const download = useOpenDocument();
  if (applications.isPending) return <p role="status">Loading applications…</p>;
  if (applications.isError) {
    return <p role="alert">{`Applications could not be loaded: ${applications.error.message}`}</p>;
  }
  if (applications.data.rows.length === 0) return <p>No applications yet.</p>;
  return (
    <table>
      <caption>Consent applications</caption>
      <thead>
        <tr>
          <th scope="col">Policy Number</th>
          <th scope="col">Client</th>
          <th scope="col">ID Number</th>
          <th scope="col">Date Created</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {applications.data.rows.map((row, i) => (
          <tr key={row._id ?? i}>
            <td>{formatCell(row.policyNumber)}</td>
            <td>
              {row.clientInfo?.name || row.clientInfo?.surname
                ? [row.clientInfo.name, row.clientInfo.surname].filter(Boolean).join(' ')
                : '--'}
            </td>
            <td>{formatCell(row.clientInfo?.registrationDetails?.identificationNumber)}</td>
            <td>{formatCell(formatDisplayDate(row.createdAt))}</td>
            <td>
              {row.fileNetId ? (
                <button type="button" onClick={() => download.open(row.fileNetId!)}>
                  {`Download Forms for ${formatCell(row.policyNumber)}`}
                </button>
              ) : (
                <span>Editable</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Data/Applications',
  component: ApplicationsDemo,
  args: { employeeNumber: '1004521' },
  beforeEach: () => seedSessionToken(),
} satisfies Meta<typeof ApplicationsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Consent applications' });
    const rows = within(table).getAllByRole('row');
    // Thandi Nkosi's nine applications in the demo world, one in every state.
    await expect(rows).toHaveLength(10);
    await expect(within(rows[1]).getByRole('cell', { name: 'Sipho Dlamini' })).toBeVisible();
    await expect(within(rows[1]).getByRole('cell', { name: '01/03/2026' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Download Forms for MER00000123459' }),
    ).toBeVisible();
  },
};

/** The same list with a row whose values are missing: it shows two dashes. */
export const WithGaps: Story = {
  parameters: { msw: { handlers: { applications: mocks.applications.withGaps } } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Consent applications' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(11);
    await expect(within(rows[10]).getAllByRole('cell', { name: '--' })).toHaveLength(2);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { applications: mocks.applications.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No applications yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { applications: mocks.applications.pending } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading applications…',
    );
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { applications: mocks.applications.serverError } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Applications could not be loaded: Something went wrong');
  },
};

/** A dev server answering index.html with 200 is refused loudly, not shown as an empty list. */
export const WrongService: Story = {
  parameters: { msw: { handlers: { applications: mocks.applications.htmlFallback } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(/expected JSON, got text\/html/);
  },
};

/** The spy standing in for window.open during DownloadForms (no real pop-up in a test). */
let openSpy: { mock: { calls: unknown[][] }; mockRestore: () => void } | undefined;
/** The window it hands out: the PDF's address lands in its location. */
let fakeWindow: { location: { href: string }; closed: boolean; opener: unknown; close: () => void };

/** Download Forms opens a window inside the click, then loads the stored file into it. */
export const DownloadForms: Story = {
  beforeEach: () => {
    fakeWindow = {
      location: { href: 'about:blank' },
      closed: false,
      opener: window,
      close: () => {},
    };
    openSpy = spyOn(window, 'open').mockImplementation(() => fakeWindow as unknown as Window);
    return () => openSpy?.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Download Forms for MER00000123459' });
    await userEvent.click(button);
    const open = openSpy!;
    await expect(open).toHaveBeenCalledTimes(1);
    await expect(open.mock.calls[0]).toEqual(['', '_blank']);
    await waitFor(() => expect(fakeWindow.location.href).toMatch(/^blob:/));
    await expect(fakeWindow.opener).toBeNull();
  },
};
