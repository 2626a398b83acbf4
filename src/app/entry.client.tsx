/**
 * The browser takes over the prerendered page: React hydrates the markup it finds (the route's
 * first screen, already painted) instead of replacing it. Hydration is a transition, rendered in
 * slices that yield to the browser, so the first tap is not held off by one long task. The list's
 * read leaves first: hydration does not hold it back.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { startListRead } from './app-state';

startListRead(window.location.pathname);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
