/** axe-core in the page: violations of WCAG 2.x A/AA and axe's best practices. */
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * Runs axe on the page as it is now. The page's context needs `bypassCSP: true`: the app's
 * CSP (script-src 'self') rightly refuses the injected script otherwise.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Judge the settled page: half-way through a dialog's fade-in its text is still faint.
  await page.evaluate(() =>
    // A cancelled animation rejects `finished` (AbortError): it is settled all the same. A
    // spinner's endless one never finishes: it is not one to wait for.
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const script = await page.addScriptTag({ path: axePath });
  // `window.axe` stays; the <script> goes, so the page's markup is the app's again (the HTML
  // validity journey reads the DOM of a page axe has already judged).
  await script.evaluate((element) => (element as Element).remove());
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (...args: unknown[]) => Promise<AxeResults> };
    };
    // react-aria's live announcer keeps what it said about a pending button (a role="img" named
    // by that button's id) for seconds after the button is gone, e.g. once Home has replaced the
    // details page. It is an off-screen speech queue, not page content: judge the page.
    const results = await axe.run(
      { exclude: [['[data-live-announcer]']] },
      {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
      },
    );
    // A run that checked nothing (no page, a broken injection) must not pass as "no violations".
    if (results.passes.length === 0) throw new Error('axe checked nothing on this page');
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}
