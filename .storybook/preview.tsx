import { useState, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { ThemeProvider } from '../src/components/theme';
import { ToastRegion, toast } from '../src/components/ToastRegion';
import { ConfirmProvider } from '../src/components/ConfirmDialog';
// Every route answers its `success` scenario unless a story overrides its key.
import { handlers } from '../src/api/mocks';

// react-stately's Virtualizer switches virtualization off when NODE_ENV is 'test' (meant for
// jsdom, which has no layout) unless process.env.VIRT_ON is set, and reads it at render time.
// Vitest's browser mode sets NODE_ENV 'test' but defines no `process`, so a virtualized DataTable
// would throw. Chromium has a real layout: keep virtualization on, as in the app.
if (import.meta.env.MODE === 'test') {
  const scope = globalThis as { process?: { env: Record<string, string | undefined> } };
  scope.process ??= { env: {} };
  scope.process.env.VIRT_ON ??= '1';
}

/** A fresh QueryClient per story, without retries, so stories never share a cache. */
function StoryProviders({ children, initialPath }: { children: ReactNode; initialPath: string }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      }),
  );
  return (
    <ThemeProvider>
      <I18nProvider locale="en-IN">
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[initialPath]}>
            {/* The app renders these once too: useConfirm() needs the provider, toast() the region. */}
            <ConfirmProvider>
              {children}
              <ToastRegion />
            </ConfirmProvider>
          </MemoryRouter>
        </QueryClientProvider>
      </I18nProvider>
    </ThemeProvider>
  );
}

const withProviders: Decorator = (Story, context) => (
  <StoryProviders initialPath={(context.parameters.initialPath as string | undefined) ?? '/'}>
    <Story />
  </StoryProviders>
);

const preview: Preview = {
  decorators: [withProviders],
  loaders: [mswLoader()],
  // The toast queue lives at module level: start every story without the last one's toasts.
  beforeEach: () => {
    toast.clear();
  },
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is checked with axe; a violation fails its test.
    a11y: { test: 'error' },
    // Keyed MSW handlers: a story overrides one key and keeps the rest.
    msw: { handlers },
  },
};

export default preview;
