import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { demoSessionToken } from '../../src/api/mocks';
import {
  SessionProvider,
  useAdviser,
  useGoHome,
  useSessionState,
  useSessionStore,
} from '../../src/app/session';

function Header() {
  const { greetingName } = useAdviser();
  return <p>{greetingName ? `Signed in as ${greetingName}` : 'Not signed in'}</p>;
}

function Home() {
  const store = useSessionStore();
  const navigate = useNavigate();
  const loader = useSessionState((s) => s.loader);
  // The list resets the session when it shows, as the app's list does (src/app/pages/HomePage.tsx).
  useEffect(() => store.resetForHome(), [store]);
  return (
    <div>
      <h2>Consent Application List</h2>
      <p>{`Loader ${loader ? 'on' : 'off'}`}</p>
      <button
        type="button"
        onClick={() => {
          store.startEdit('FN10023461');
          store.setLoader(true);
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
  const selectedPolicyNumber = useSessionState((s) => s.selectedPolicyNumber);
  const editPlan = useSessionState((s) => s.editPlan);
  return (
    <div>
      <h2>Consent Application Details</h2>
      <p>{editPlan ? `Editing ${selectedPolicyNumber}` : 'New form'}</p>
      <button type="button" onClick={goHome}>
        Home
      </button>
    </div>
  );
}

/** A demo of the session: the adviser from the token, shared state, and the home reset. */
function SessionDemo({ token }: { token: string | null }) {
  return (
    <SessionProvider token={token}>
      <Header />
      <Routes>
        <Route path="/home" element={<Home />} />
        <Route path="/consentDetails" element={<Details />} />
      </Routes>
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
    // Back on the list, the session is reset: the loader the Edit turned on is off.
    await expect(canvas.getByText('Loader off')).toBeVisible();
  },
};

export const NoToken: Story = {
  args: { token: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not signed in')).toBeVisible();
  },
};
