/**
 * Consent at a glance in the list, and a request that outlives the page
 * (docs/behaviour.md#consent-in-the-list, docs/behaviour.md#consent-session): the list's badge
 * for an application moves from No consent to Rejected to Accepted as the client rejects, then
 * accepts, on the handset simulator; the second request is sent from the details screen and keeps
 * running while the adviser goes back to the list, where its answer arrives as a toast and the
 * badge follows. Each answer is logged once. On a desktop and on a phone (390 × 844).
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser.ts';
import {
  consentLog,
  consentSection,
  newPlan,
  progressSays,
  requestConsentButton,
  toast,
} from './support/consent.ts';
import { applicationGrid, useJourney } from './support/journey.ts';
import { signInThroughHub } from './support/sandbox.ts';

const journey = useJourney();

const screens = [
  { name: 'desktop', options: { viewport: { width: 1366, height: 768 } } },
  {
    name: 'phone',
    options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  },
];

/** The list narrowed to this application by the search; its badge's words. */
async function badgeSays(page: Page, policyNumber: string, words: string): Promise<void> {
  const row = applicationGrid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(policyNumber) }) });
  await row.getByText(words, { exact: true }).waitFor({ timeout: 15_000 });
}

async function findOnList(page: Page, policyNumber: string): Promise<void> {
  await applicationGrid(page).waitFor();
  const search = page.getByRole('searchbox', { name: 'Find an application' });
  if ((await search.inputValue()) !== policyNumber) await search.fill(policyNumber);
  await page
    .getByRole('status')
    .filter({ hasText: /^1 of \d+ applications match$/ })
    .waitFor();
}

async function open(page: Page, policyNumber: string): Promise<void> {
  await applicationGrid(page)
    .getByRole('button', { name: `Edit ${policyNumber}` })
    .click();
  await page.getByRole('heading', { name: 'Consent Application Details', level: 1 }).waitFor();
}

async function edit(page: Page, policyNumber: string): Promise<void> {
  await open(page, policyNumber);
  await expect.poll(() => requestConsentButton(page).isEnabled()).toBe(true);
}

describe.each(screens)('On a $name', ({ name, options }) => {
  test('the badge moves No consent → Rejected → Accepted; a request runs on while the adviser is on the list', async () => {
    const plan = await newPlan(journey.sandbox);
    const { page, problems, dialogs } = await journey.newPage(options);
    await signInThroughHub(page, 'thandi');
    await findOnList(page, plan.policyNumber);
    await badgeSays(page, plan.policyNumber, 'No Consent');

    // The client's phone, in a second window.
    const handset = await page.context().newPage();
    await handset.goto(`/sandbox/handset?cell=${plan.cell}`);
    await handset.getByText(`Watching ${plan.cell}.`).waitFor();
    const prompt = handset.getByRole('article', { name: /USSD request/ });

    // First request: the client rejects while the adviser watches the details screen.
    await edit(page, plan.policyNumber);
    await requestConsentButton(page).click();
    await progressSays(page, 'Waiting');
    await prompt.getByRole('button', { name: '2 Reject' }).click();
    await progressSays(page, 'Rejected');
    await toast(page, 'Consent status: REJECT').waitFor();
    await consentSection(page).getByText('Consent failed: Rejected', { exact: true }).waitFor();
    await page.goBack();
    await findOnList(page, plan.policyNumber);
    await badgeSays(page, plan.policyNumber, 'Rejected');

    // Second request: the adviser goes back to the list while the client reads the prompt.
    await edit(page, plan.policyNumber);
    await requestConsentButton(page).click();
    await progressSays(page, 'Waiting');
    await page.goBack();
    await findOnList(page, plan.policyNumber);
    await badgeSays(page, plan.policyNumber, 'Waiting');
    await screenshot(page, `list-consent-waiting-${name}`);
    // Nothing asked the adviser anything on the way (the request was not withdrawn).
    expect(dialogs).toEqual([]);

    await prompt.getByRole('button', { name: '1 Accept' }).click();
    // The answer is told on the list, naming the application.
    await toast(
      page,
      new RegExp(`^Application ${plan.policyNumber} \\(.+\\): Consent Status: ACCEPT$`),
    ).waitFor();
    await badgeSays(page, plan.policyNumber, 'Accepted');
    await screenshot(page, `list-consent-accepted-${name}`);

    // Each answer logged once: two entries, the rejection and the acceptance.
    await expect
      .poll(async () =>
        (await consentLog(journey.sandbox, plan.token, plan.policyNumber))
          .map((entry) => entry.response)
          .sort(),
      )
      .toEqual(['ACCEPT', 'REJECT']);

    // Opening the application again shows the request's end and the consent it gave.
    await open(page, plan.policyNumber);
    await consentSection(page).getByText('Consent accepted', { exact: true }).waitFor();
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
  });
});
