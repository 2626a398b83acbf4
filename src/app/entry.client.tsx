/**
 * React hydrates the prerendered page in a transition, in slices that yield to the browser, so the
 * first tap is not held off by one long task. The list's read leaves first, beside hydration.
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
