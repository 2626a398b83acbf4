/**
 * The document and the providers around every route (docs/architecture.md#routing), prerendered
 * with each route's first screen and hydrated in the browser.
 */
import type { ReactNode } from 'react';
import { Links, Meta, Scripts, ScrollRestoration } from 'react-router';
import { brand } from '../config/brand';
import { tokens } from '../components';
import { AppLayout } from './AppLayout';
import { AppProviders } from './AppProviders';
import { consentSessions, openApplication, queryClient, session } from './app-state';
import { paths } from './paths';
import { ServiceWorkerUpdates } from './service-worker';
import type { Route } from './+types/root';

export const meta: Route.MetaFunction = () => [
  { title: brand.productTitle },
  {
    name: 'description',
    content: 'Capture funeral-policy applications and client consent by USSD.',
  },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="data:," />
        <link rel="manifest" href="/manifest.webmanifest" />
        <meta name="theme-color" content={tokens.color.header} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function Root() {
  return (
    <AppProviders
      queryClient={queryClient}
      session={session}
      openApplication={openApplication}
      consentSessions={consentSessions}
    >
      <AppLayout />
      <ServiceWorkerUpdates />
    </AppProviders>
  );
}

/** A page that failed to render (a failed call is the page's to show): a message and a way back. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  console.error(error);
  return (
    <main id="main" style={{ padding: '2rem', maxWidth: '40rem', margin: '0 auto' }}>
      <h1>Something went wrong</h1>
      <p role="alert">
        This page could not be shown. Go back to the list and try again; what you saved is kept.
      </p>
      <a href={paths.home}>Go to the list</a>
    </main>
  );
}
