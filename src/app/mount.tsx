import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import type { Boot } from './boot';
import { loadDetailsPage } from './details-route';

/**
 * React takes over the page: it replaces the static first screen index.html painted
 * (docs/architecture.md#delivery) with the same screen, live. On the details route it waits for
 * the page's code (preloaded by consentDetails.html) so that its first render is the page, not a
 * placeholder the page would then push the footer down from.
 */
export async function mount(root: HTMLElement, booted: Boot) {
  if (window.location.pathname === '/consentDetails') {
    // A failure is the router's to meet (and show) when it loads the route itself.
    await loadDetailsPage().catch(() => undefined);
  }
  createRoot(root).render(
    <StrictMode>
      <App {...booted} />
    </StrictMode>,
  );
}
