/** /home: Consent Application List (docs/behaviour.md#application-list). */
import { startList } from './first-data';

/**
 * Build time: a loader makes React Router prerender the page itself (not a fallback) and hydrate
 * it without running the `clientLoader` (docs/architecture.md#delivery). It has no data: nobody
 * is signed in at build time, and the page shows its loading state until the session is known.
 */
export const loader = () => null;

/**
 * A move to the list from another page: the list's request, started by the router with the
 * route's code rather than after the page has mounted. Not awaited: the list shows its own loading
 * state meanwhile, and its outcome, a failure included, is the page's to show
 * (docs/behaviour.md#messages). On the first load it leaves earlier (first-data.ts).
 */
export function clientLoader() {
  startList();
  return null;
}

export { HomePage as default } from '../pages/HomePage';
