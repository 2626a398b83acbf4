// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { demoSessionToken, makeSessionToken } from '../../api/mocks/session';
import { SESSION_TOKEN_KEY } from '../../lib/session-token';
import {
  createOpenApplication,
  OpenApplicationProvider,
  useOpenApplication,
} from '../open-application';
import { openSession } from './session';
import {
  SessionProvider,
  useAdviser,
  useGoHome,
  useSession,
  useSessionKnown,
} from './SessionProvider';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement;

function render(node: React.ReactNode) {
  container = document.createElement('div');
  root = createRoot(container);
  act(() => root!.render(node));
}

afterEach(() => {
  act(() => root?.unmount());
  sessionStorage.clear();
});

function Greeting() {
  const { greetingName, displayName, employeeNumber } = useAdviser();
  return <p>{`Hello ${greetingName} (${displayName}, ${employeeNumber})`}</p>;
}

describe('SessionProvider', () => {
  it('reads the token from session storage and holds the adviser', () => {
    sessionStorage.setItem(SESSION_TOKEN_KEY, demoSessionToken());
    render(
      <SessionProvider>
        <Greeting />
      </SessionProvider>,
    );
    expect(container.textContent).toBe('Hello Thandi (Thandi Nkosi, 1004521)');
  });

  it('provides the session it is given (the app opens one per tab) without reading the token again', () => {
    const session = openSession(demoSessionToken());
    const other = {
      sub: { givenName: 'Pieter', displayName: 'Pieter Botha', employeeNumber: '77' },
    };
    sessionStorage.setItem(SESSION_TOKEN_KEY, makeSessionToken(other));
    render(
      <SessionProvider session={session}>
        <Greeting />
      </SessionProvider>,
    );
    expect(container.textContent).toBe('Hello Thandi (Thandi Nkosi, 1004521)');
  });

  it('greets nobody without a token', () => {
    render(
      <SessionProvider>
        <Greeting />
      </SessionProvider>,
    );
    expect(container.textContent).toBe('Hello  (, )');
  });

  it('re-renders readers of the open application when it changes', () => {
    const store = createOpenApplication();
    function Opened() {
      return (
        <p>{useOpenApplication((s) => (s.open.kind === 'saved' ? s.open.policyNumber : 'new'))}</p>
      );
    }
    render(
      <SessionProvider token={null}>
        <OpenApplicationProvider store={store}>
          <Opened />
        </OpenApplicationProvider>
      </SessionProvider>,
    );
    expect(container.textContent).toBe('new');
    act(() => store.getState().openSaved('MFP00012345'));
    expect(container.textContent).toBe('MFP00012345');
  });

  it('the home action goes to /home', () => {
    const store = createOpenApplication();
    store.getState().openSaved('MFP00012345');
    function Details() {
      const goHome = useGoHome();
      const open = useOpenApplication((s) => s.open);
      const selectedPolicyNumber = open.kind === 'saved' ? open.policyNumber : '';
      return (
        <button type="button" onClick={goHome}>
          {`Home from ${selectedPolicyNumber}`}
        </button>
      );
    }
    function Home() {
      const open = useOpenApplication((s) => s.open);
      const state = open.kind === 'saved' ? `saved ${open.policyNumber}` : 'new';
      return <p>{`home ${state}`}</p>;
    }
    render(
      <SessionProvider token={null}>
        <OpenApplicationProvider store={store}>
          <MemoryRouter initialEntries={['/consentDetails']}>
            <Routes>
              <Route path="/consentDetails" element={<Details />} />
              <Route path="/home" element={<Home />} />
            </Routes>
          </MemoryRouter>
        </OpenApplicationProvider>
      </SessionProvider>,
    );
    expect(container.textContent).toBe('Home from MFP00012345');
    act(() => container.querySelector('button')!.click());
    // The list closes the open application when it shows (pages/HomePage.tsx), not the Home action.
    expect(container.textContent).toBe('home saved MFP00012345');
  });

  it('is not known yet while prerendered and hydrated, then known: the same markup first, the adviser after', () => {
    sessionStorage.setItem(SESSION_TOKEN_KEY, demoSessionToken());
    function Known() {
      const known = useSessionKnown();
      const { employeeNumber } = useAdviser();
      return <p>{known ? `known ${employeeNumber}` : 'not known yet'}</p>;
    }
    const session = openSession();
    const html = renderToString(
      <SessionProvider session={session}>
        <Known />
      </SessionProvider>,
    );
    expect(html).toContain('not known yet');
    container = document.createElement('div');
    container.innerHTML = html;
    const recoverable: unknown[] = [];
    act(() => {
      root = hydrateRoot(
        container,
        <SessionProvider session={session}>
          <Known />
        </SessionProvider>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    expect(container.textContent).toBe(`known ${session.adviser.employeeNumber}`);
    expect(session.adviser.employeeNumber).not.toBe('');
    expect(recoverable).toEqual([]);
  });

  it('explains a missing provider', () => {
    function Orphan() {
      useSession();
      return null;
    }
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => {
      errors.push(event.error);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    expect(() => render(<Orphan />)).toThrow(/SessionProvider/);
    window.removeEventListener('error', onError);
  });
});
