import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../support/AppRoutes';
import { resetMissingTokenNotice, SessionProvider } from '../../src/app/session';
import { demoSessionToken, mocks, seedSessionToken } from '../../src/api/mocks';
import { goOffline } from '../../src/components/OfflineBanner/offline.story-helpers';

/**
 * The whole screen as an adviser sees it after signing in: the shell (header, footer, loader) and
 * the Consent Application List, with the services answered by MSW.
 */
const meta = {
  title: 'Flows/Consent Application List',
  parameters: { layout: 'fullscreen', router: 'app' },
  // The HTTP client reads the token from session storage, the header from the provider.
  beforeEach: () => seedSessionToken(),
  render: () => (
    <SessionProvider token={demoSessionToken()}>
      <AppRoutes initialPath="/home" />
    </SessionProvider>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveTextContent('USSD Web Client');
    const table = await canvas.findByRole('table', { name: 'Consent Application List' });
    // Edit opens the details page with the plan selected, and focus lands on its heading.
    const [edit] = await within(table).findAllByRole('button', { name: /^Edit / });
    await userEvent.click(edit);
    const heading = await canvas.findByRole('heading', { name: 'Consent Application Details' });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { applications: mocks.applications.empty } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'No consent applications yet. Choose New to capture one.',
      ),
    ).toBeVisible();
  },
};

/** A list failure only turns the loader off. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { applications: mocks.applications.serverError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Consent Application List' }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('table')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'New' })).toBeEnabled();
  },
};

/** The services refuse the token: the adviser is sent to sign in again. */
export const SessionEnded: Story = {
  parameters: { msw: { handlers: { applications: mocks.applications.unauthorized } } },
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByRole('region', {
      name: 'Your session has ended',
    });
    await expect(within(notice).getByRole('link', { name: 'Go to the staff hub' })).toHaveAttribute(
      'href',
      '/methub4all/',
    );
  },
};

/** The spy standing in for window.alert during SignedOut. */
let alertSpy: { mock: { calls: unknown[][] }; mockRestore: () => void } | undefined;

/** Arriving without a token: the alert once, the cookies purged 1 s later, and the notice. */
export const SignedOut: Story = {
  beforeEach: () => {
    resetMissingTokenNotice();
    document.cookie = 'plan=FN10023461; path=/';
    alertSpy = spyOn(window, 'alert').mockImplementation(() => {});
    return () => alertSpy?.mockRestore();
  },
  render: () => (
    <SessionProvider token={null}>
      <AppRoutes initialPath="/home" />
    </SessionProvider>
  ),
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('region', { name: 'You are not signed in' });
    await expect(notice).toBeVisible();
    await expect(within(notice).getByRole('link', { name: 'Go to the staff hub' })).toBeVisible();
    const alert = alertSpy!;
    await waitFor(() => expect(alert).toHaveBeenCalledWith('auth token not set.'));
    await expect(alert).toHaveBeenCalledTimes(1);
    await expect(document.cookie).toContain('plan=');
    await waitFor(() => expect(document.cookie).not.toContain('plan='), { timeout: 3000 });
  },
};

/** The way back online after OfflineAsOf: after the story and its axe check, which see it offline. */
let backOnline: (() => void) | undefined;

/**
 * The signal goes while the list is on a phone's screen: the rows stay as they were read, and
 * beside New a polite note says when ("Offline — applications as of 14:05"); neither New nor the
 * first row moves under the heading.
 */
export const OfflineAsOf: Story = {
  name: 'Offline — as of',
  globals: { viewport: { value: 'phone', isRotated: false } },
  beforeEach: () => {
    seedSessionToken();
    return () => backOnline?.();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Consent Application List' });
    const [firstEdit] = await within(table).findAllByRole('button', { name: /^Edit / });
    const heading = canvas.getByRole('heading', { name: 'Consent Application List' });
    const newButton = canvas.getByRole('button', { name: 'New' });
    const below = () => {
      const top = heading.getBoundingClientRect().top;
      return [newButton, firstEdit].map((element) => element.getBoundingClientRect().top - top);
    };
    const before = below();
    const rows = within(table).getAllByRole('row').length;
    const read = Date.now();

    backOnline = goOffline();
    // A polite status, its time in a <time> element (the text is split around it).
    const asOf = /^Offline — applications as of \d\d:\d\d$/;
    const note = await waitFor(() => {
      const found = canvas.getAllByRole('status').find((s) => asOf.test(s.textContent ?? ''));
      if (!found) throw new Error('No note yet');
      return found;
    });
    const time = note.querySelector('time');
    await expect(Math.abs(Date.parse(time?.dateTime ?? '') - read)).toBeLessThan(60_000);
    await expect(within(table).getAllByRole('row')).toHaveLength(rows);
    await expect(below()).toEqual(before);
  },
};
