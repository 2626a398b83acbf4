// The one place that says which Chromium runs and how it is launched: Debian's by default,
// CHROME_PATH on a developer laptop. The flags keep a headless Chromium from reaching for the
// network this machine does not have (and from needing a sandbox as root).

/** The full browser: what the benchmarks (Lighthouse) measure, as an adviser's Chrome would be. */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * What the story and e2e tests drive: Chromium's headless shell (Debian's
 * chromium-headless-shell), the same engine without the full browser's window machinery, as
 * Playwright itself uses for headless runs, and far cheaper in CPU for the tests
 * (docs/decisions/0007-test-time-budget.md). It has no PDF viewer: a PDF opened in a window is
 * downloaded instead (e2e/support/browser.ts#documentOpenedBy).
 */
export const testChromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
