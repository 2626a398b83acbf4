/**
 * Leaving a page with unsaved changes (docs/behaviour.md#application-details) without a data
 * router. The page holds the guard while it has unsaved changes; then
 * - an in-app navigation (the header's Home link) goes through `navigate`, which asks first;
 * - the browser's back (or forward) button is turned back before the router sees it, and the
 *   page asks: YES makes the same move again, NO has nothing left to do. This is what a data
 *   router's blocker does, so history ends as it would without the guard (no extra entry after
 *   a save, after YES or after a reload);
 * - closing or reloading the tab gets the browser's own warning (`beforeunload`).
 *
 * How far a move went is read from the index react-router's browser history keeps in each entry
 * it makes (`history.state.idx`). The guard's `popstate` listener must run before the router's,
 * so that a move it turns back never reaches the router: the app makes it listen before React
 * renders (mount.tsx), as the window calls a target's listeners in the order they were added
 * (Chromium does so for capture listeners too; it listens in the capture phase as well, for
 * browsers that call those first).
 * A memory router (stories) has no window history: its guard asks only before in-app moves.
 */

/** What YES does: leave the way the adviser asked to. */
export type Go = () => void;
/** The page's question; the guard calls it with what YES does. */
export type Ask = (leave: Go) => void;

export interface LeaveGuard {
  /** While the page has unsaved changes: asks with `ask`. Returns the release. */
  hold: (ask: Ask) => () => void;
  /** An in-app navigation: goes at once, or asks first while held. */
  navigate: (go: Go) => void;
  /** Leaves now, the question answered (the page's own Back). */
  leave: (go: Go) => void;
  /** Listens to the window (history moves, unload); returns the stop. */
  listen: () => () => void;
}

const indexOf = (state: unknown): number | undefined => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

export function createLeaveGuard({ browserHistory }: { browserHistory: boolean }): LeaveGuard {
  let ask: Ask | null = null;
  // The held page: its path and its entry's index.
  let heldPath = '';
  let heldIndex: number | undefined;
  // Our own moves on their way: a move turned back, and the move YES lets through (made once
  // the turn back has landed, if YES came first: a second move at once could cancel the first).
  let turningBack = false;
  let passing = false;
  let afterTurningBack: number | undefined;
  // YES is leaving: the tab's unload (when the move leaves the document) is not asked about.
  let leaving = false;

  function onPopState(event: PopStateEvent) {
    if (turningBack) {
      turningBack = false;
      event.stopImmediatePropagation();
      if (afterTurningBack !== undefined) pass(afterTurningBack);
      afterTurningBack = undefined;
      return;
    }
    if (passing) {
      passing = false;
      return;
    }
    const current = ask;
    if (!current) return;
    const index = indexOf(window.history.state);
    if (window.location.pathname === heldPath) {
      // The same page (e.g. back from the skip link's #main): nothing leaves.
      heldIndex = index ?? heldIndex;
      return;
    }
    const delta = index === undefined || heldIndex === undefined ? NaN : index - heldIndex;
    // An entry the router did not make: the move is the router's (the draft keeps what was typed).
    if (!Number.isInteger(delta) || delta === 0) return;
    event.stopImmediatePropagation();
    turningBack = true;
    window.history.go(-delta);
    current(() => {
      ask = null;
      leaving = true;
      if (turningBack) afterTurningBack = delta;
      else pass(delta);
    });
  }

  /** Makes a move again, for the router to see. */
  function pass(delta: number) {
    passing = true;
    window.history.go(delta);
  }

  function onBeforeUnload(event: BeforeUnloadEvent) {
    if (!ask || leaving) return;
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = '';
  }

  // Back on this page from the browser's page cache, after YES had left it.
  function onPageShow(event: PageTransitionEvent) {
    if (!event.persisted) return;
    leaving = false;
    passing = false;
    turningBack = false;
    afterTurningBack = undefined;
  }

  function leave(go: Go) {
    ask = null;
    go();
  }

  return {
    hold(question) {
      ask = question;
      leaving = false;
      heldPath = window.location.pathname;
      heldIndex = indexOf(window.history.state);
      return () => {
        if (ask === question) ask = null;
      };
    },
    navigate(go) {
      if (ask) ask(() => leave(go));
      else go();
    },
    leave,
    listen() {
      window.addEventListener('beforeunload', onBeforeUnload);
      window.addEventListener('pageshow', onPageShow);
      if (browserHistory) window.addEventListener('popstate', onPopState, { capture: true });
      return () => {
        window.removeEventListener('beforeunload', onBeforeUnload);
        window.removeEventListener('pageshow', onPageShow);
        window.removeEventListener('popstate', onPopState, { capture: true });
      };
    },
  };
}
