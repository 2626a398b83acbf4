import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import type { Boot } from './boot';
import { loadDetailsPage } from './details-route';
import { createLeaveGuard } from './session';

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
  // The leave guard listens before the router does: a move it turns back must not reach the
  // router (session/leave-guard.ts), and the window calls its listeners in the order they came.
  const leaveGuard = createLeaveGuard({ browserHistory: true });
  leaveGuard.listen();
  // The static screen is already painted: React's first render can be a transition, which it
  // renders in slices, yielding to the browser between them, instead of one long task that would
  // hold off the adviser's first tap (Lighthouse's Total Blocking Time).
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App {...booted} leaveGuard={leaveGuard} />
      </StrictMode>,
    );
  });
}
