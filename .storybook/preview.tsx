import { useState, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { onlineManager } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { createTestQueryClient } from '../src/api';
import { AppProviders } from '../src/app/AppProviders';
import { ProductLocale, SCREENS, screenModes, toast } from '../src/components';
// Every route answers its `success` scenario unless a story overrides its key.
import { handlers } from '../src/api/mocks';
import { wipeTabStores } from '../src/lib/tab-store';

/**
 * The viewport menu offers the product's three screens (src/components/theme/screens.ts), and
 * Chromatic snapshots every story at each of them (`chromatic.modes` below), so a reviewer sees
 * a story as advisers do at 390, 768 and 1366 px.
 */
const viewportOptions = Object.fromEntries(
  Object.entries(SCREENS).map(([key, screen]) => [
    key,
    {
      name: `${screen.name} (${screen.width} × ${screen.height})`,
      styles: { width: `${screen.width}px`, height: `${screen.height}px` },
      type: key === 'phone' ? 'mobile' : key,
    },
  ]),
);

/**
 * Every story runs inside the app's own providers (AppProviders), with a fresh QueryClient that
 * does not retry, so stories never share a cache and an error scenario shows at once, and in a
 * MemoryRouter (a full-screen story brings the app's routes instead: stories/support/AppRoutes.tsx).
 */
function StoryProviders({
  children,
  initialPath,
}: {
  children: ReactNode;
  /** Where the story's MemoryRouter starts; null: the story brings its own router. */
  initialPath: string | null;
}) {
  const [queryClient] = useState(createTestQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      {/* The app gives en-IN where it matters (ProductLocale); a component alone gets it here. */}
      <ProductLocale>
        {initialPath === null ? (
          children
        ) : (
          <MemoryRouter initialEntries={[initialPath]}>{children}</MemoryRouter>
        )}
      </ProductLocale>
    </AppProviders>
  );
}

/** What a person would see first when a query fails: what speaks to them, and where focus is. */
const SPEAKING =
  '[role="alert"], [role="alertdialog"], [role="status"], [role="region"][aria-label]';

/**
 * A failed `getBy…`/`findBy…` says what the screen showed, not the first 7,000 characters of the
 * document (Testing Library's default dump, which for a query on the body is Storybook's own
 * markup and never reaches the story): the toasts, alerts, statuses and named regions on the page,
 * and the focused element. `getElementError` is Testing Library's documented hook for this.
 */
function elementErrorWithScreen(message: string | null, container: Element) {
  const document = container.ownerDocument ?? window.document;
  const shown = [...document.querySelectorAll<HTMLElement>(SPEAKING)]
    .map((element) => {
      const name = element.getAttribute('aria-label') ?? '';
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);
      return `  ${element.getAttribute('role')}${name ? ` "${name}"` : ''}: ${text}`;
    })
    .join('\n');
  const active = document.activeElement;
  // The element's own tag and attributes (a shallow copy), not everything inside it.
  const focused =
    !active || active === document.body
      ? 'the page itself (body)'
      : (active.cloneNode(false) as Element).outerHTML.slice(0, 200);
  const error = new Error(
    [
      message,
      'On the page:',
      shown || '  (no alert, toast, status or named region)',
      `Focus: ${focused}`,
    ].join('\n'),
  );
  error.name = 'TestingLibraryElementError';
  return error;
}

/**
 * A play function's `findBy…` and `waitFor` wait up to 5 s, not Testing Library's default 1 s.
 * What they wait for comes after calls to MSW and code loaded on demand; `npm test` runs the
 * stories beside the e2e journeys and the static checks on two cores, and there a flow's answer
 * has taken longer than a second (a Save's toast, Request Consent after Cancel). The wait is a
 * ceiling, not a retry: what a story expects must still arrive. A story that means "within N ms"
 * says so with its own `timeout`.
 */
configure({ asyncUtilTimeout: 5000, getElementError: elementErrorWithScreen });

/**
 * `parameters.initialPath` starts the MemoryRouter there; `parameters.router: 'app'` leaves it
 * out: the story renders the app's routes in a data router of its own (stories/support/AppRoutes.tsx).
 */
const withProviders: Decorator = (Story, context) => (
  <StoryProviders
    key={context.id}
    initialPath={
      context.parameters.router === 'app'
        ? null
        : ((context.parameters.initialPath as string | undefined) ?? '/')
    }
  >
    <Story />
  </StoryProviders>
);

/**
 * `parameters.width` puts the story in a box that many px wide: the width a screen gives it,
 * where the test runner's frame is wider (358 is a phone's 390 less the page's padding). The
 * viewport global still sizes Storybook's own preview.
 */
const withWidth: Decorator = (Story, { parameters }) =>
  typeof parameters.width === 'number' ? (
    <div style={{ width: parameters.width }}>
      <Story />
    </div>
  ) : (
    <Story />
  );

const preview: Preview = {
  decorators: [withWidth, withProviders],
  loaders: [mswLoader()],
  // The toast queue lives at module level: start every story without the last one's toasts.
  // react-aria's live announcer outlives a story too; what it still holds may point at ids of
  // the last story's elements, which axe would then blame on this one. So do the tab's stores
  // (the list's search and filter among them): each story starts from their initial state. And
  // TanStack Query's signal, which a no-signal story sets: every story starts with one.
  beforeEach: () => {
    toast.clear();
    wipeTabStores();
    onlineManager.setOnline(true);
    document
      .querySelectorAll('[data-live-announcer] [role="log"]')
      .forEach((log) => log.replaceChildren());
  },
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is checked with axe; a violation fails its test.
    a11y: { test: 'error' },
    // Keyed MSW handlers: a story overrides one key and keeps the rest.
    msw: { handlers },
    viewport: { options: viewportOptions },
    // Chromatic's modes API (a snapshot per mode): phone, tablet and desktop for every story.
    chromatic: { modes: screenModes },
  },
};

export default preview;
