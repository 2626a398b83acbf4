/**
 * The consent trail end to end (docs/behaviour.md#consent-history): on one saved application the
 * client rejects on the handset simulator, the next request's session drops, the third is
 * accepted; the Consent history then shows the three requests newest first with their outcomes,
 * on a desktop and on a phone (390 × 844, each request a card, nothing scrolling sideways).
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser.ts';
import {
  consentLog,
  newPlan,
  openPlan,
  progressSays,
  requestConsentButton,
} from './support/consent.ts';
import { useJourney } from './support/journey.ts';

const journey = useJourney({ ussdTimeoutS: 30 });

const historySection = (page: Page) => page.getByRole('region', { name: 'Consent history' });
const historyTable = (page: Page) =>
  historySection(page).getByRole('table', {
    name: 'Consent requests for this application, newest first',
  });

/** Each request's outcome cell, newest first (the column's header row left out). */
async function outcomes(page: Page): Promise<string[]> {
  const rows = historyTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
  const texts: string[] = [];
  for (const row of await rows.all()) {
    texts.push((await row.getByRole('cell').nth(1).innerText()).replace(/\s+/g, ' ').trim());
  }
  return texts;
}

describe('The consent trail', () => {
  test('reject, drop, accept on the handset: the history shows the three, on a desktop and a phone', async () => {
    const plan = await newPlan(journey.sandbox);
    const { page, problems } = await journey.newPage();
    await openPlan(page, plan.policyNumber);
    await historySection(page).getByText('No consent requests yet').waitFor();

    // The client's phone, in a second window.
    const handset = await page.context().newPage();
    await handset.goto(`/sandbox/handset?cell=${plan.cell}`);
    await handset.getByText(`Watching ${plan.cell}.`).waitFor();
    const prompt = handset.getByRole('article', { name: /USSD request/ });

    /** One request, answered on the handset with `button`, ending as `words` in the panel. */
    async function requestAndAnswer(button: string, words: string) {
      await expect.poll(() => requestConsentButton(page).isEnabled()).toBe(true);
      await requestConsentButton(page).click();
      await progressSays(page, 'Waiting');
      // The request in flight is on top of the history at once.
      await expect.poll(async () => (await outcomes(page))[0]).toMatch(/^Waiting/);
      await prompt.getByRole('button', { name: button }).click();
      await progressSays(page, words);
    }

    // The list's badge through the same answers (No consent → Rejected → Accepted) is
    // e2e/list-consent-state.spec.ts's journey, with a request that runs on from the list.
    await requestAndAnswer('2 Reject', 'Rejected');

    await requestAndAnswer('Drop session', 'Network error');

    await requestAndAnswer('1 Accept', 'Accepted');

    const expected = [
      'Accepted',
      expect.stringMatching(/^Network error Verifier: .*dropped/),
      'Rejected',
    ];
    await expect.poll(() => outcomes(page)).toEqual(expected);
    const sent = historyTable(page).getByRole('rowheader');
    expect(await sent.nth(0).innerText()).toMatch(/Answered after \d+ s/);
    for (let i = 0; i < 3; i += 1) {
      expect(await sent.nth(i).innerText()).toContain('Counts today');
      expect(await sent.nth(i).locator('time').getAttribute('datetime')).toMatch(
        /^\d{4}-\d\d-\d\dT/,
      );
    }
    // The service's log says the same, in the same order (oldest first there).
    const log = await consentLog(journey.sandbox, plan.token, plan.policyNumber);
    expect(log.map((entry) => [entry.response, entry.consentStatus])).toEqual([
      ['REJECT', 'REJECT'],
      ['TimeOut', 'NETWORK_ERROR'],
      ['ACCEPT', 'ACCEPT'],
    ]);
    await historySection(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'consent-trail-desktop');
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });

    // The same history on a phone: three cards, nothing wider than the screen.
    const phone = await journey.newPage({ viewport: { width: 390, height: 844 } });
    await openPlan(phone.page, plan.policyNumber);
    await expect.poll(() => outcomes(phone.page)).toEqual(expected);
    const widest = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    expect(widest).toBeLessThanOrEqual(390);
    const message = historyTable(phone.page)
      .locator('summary', { hasText: 'USSD message' })
      .first();
    await message.click();
    await historyTable(phone.page)
      .locator('details p', { hasText: /mnthly from salary/ })
      .first()
      .waitFor();
    await historySection(phone.page).scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'consent-trail-phone');
    expect(phone.problems).toEqual({ consoleErrors: [], pageErrors: [] });
  }, 90_000);
});
