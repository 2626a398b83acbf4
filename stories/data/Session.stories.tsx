import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { demoSessionToken } from '../../src/api/mocks';
import {
  createOpenApplication,
  OpenApplicationProvider,
  useOpenApplication,
} from '../../src/app/open-application';
import { SessionProvider, useAdviser, useGoHome } from '../../src/app/session';

function Header() {
  const { greetingName } = useAdviser();
  return <p>{greetingName ? `Signed in as ${greetingName}` : 'Not signed in'}</p>;
}

function Home() {
  const close = useOpenApplication((s) => s.close);
  const openSaved = useOpenApplication((s) => s.openSaved);
  const navigate = useNavigate();
  const open = useOpenApplication((s) =>
    s.open.kind === 'saved' ? s.open.policyNumber : 'nothing',
  );
  // The list closes the open application when it shows, as the app's list does
  // (src/app/pages/HomePage.tsx).
  useEffect(() => close(), [close]);
  return (
    <div>
      <h2>Consent Application List</h2>
      <p>{`Open: ${open}`}</p>
      <button
        type="button"
        onClick={() => {
          openSaved('FN10023461');
          void navigate('/consentDetails');
        }}
      >
        Edit FN10023461
      </button>
    </div>
  );
}

function Details() {
  const goHome = useGoHome();
  const open = useOpenApplication((s) => s.open);
  return (
    <div>
      <h2>Consent Application Details</h2>
      <p>{open.kind === 'saved' ? `Editing ${open.policyNumber}` : 'New form'}</p>
      <button type="button" onClick={goHome}>
        Home
      </button>
    </div>
  );
}

/** A demo of the session (the adviser from the token), the open application, and the home reset. */
function SessionDemo({ token }: { token: string | null }) {
  return (
    <SessionProvider token={token}>
      <OpenApplicationProvider store={createOpenApplication()}>
        <Header />
        <Routes>
          <Route path="/home" element={<Home />} />
          <Route path="/consentDetails" element={<Details />} />
        </Routes>
      </OpenApplicationProvider>
    </SessionProvider>
  );
}

const meta = {
  title: 'Data/Session',
  component: SessionDemo,
  args: { token: demoSessionToken() },
  parameters: { initialPath: '/home' },
} satisfies Meta<typeof SessionDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Signed in as Thandi')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit FN10023461' }));
    await expect(canvas.getByText('Editing FN10023461')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Home' }));
    await expect(canvas.getByRole('heading', { name: 'Consent Application List' })).toBeVisible();
    // Back on the list, the application the Edit opened is closed.
    await expect(canvas.getByText('Open: nothing')).toBeVisible();
  },
};

export const NoToken: Story = {
  args: { token: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not signed in')).toBeVisible();
  },
};
