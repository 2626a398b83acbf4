/**
 * Consent by USSD end to end: the adviser presses Request Consent on a saved plan, the client
 * answers on the sandbox's handset (or does not), and the details page follows live. An accepted
 * consent, its mandate and the list opening it are e2e/screens.spec.ts's journey, on each screen.
 * The verifier gives up after 6 s here (SANDBOX_USSD_TIMEOUT_S), so "no answer" is quick.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser.ts';
import {
  answerPrompt,
  consentLog,
  consentProgress,
  consentSection,
  newPlan,
  nothingRunning,
  openPlan,
  progressSays,
  promptArrives,
  promptsOn,
  requestConsentButton,
  requestConsentToken,
  toast,
} from './support/consent.ts';
import { useJourney } from './support/journey.ts';

const USSD_TIMEOUT_S = 6;
const journey = useJourney({ ussdTimeoutS: USSD_TIMEOUT_S });

const noProblems = { consoleErrors: [], pageErrors: [] };

/** A session that ended without an answer: the status toast, Request Consent back on, nothing
 * left running, and the log entry updated to TimeOut. */
async function endedAsTimeOut(page: Page, plan: { token: string; policyNumber: string }) {
  await toast(page, /^Consent status: /).waitFor();
  await expect.poll(() => requestConsentButton(page).isEnabled()).toBe(true);
  expect(await nothingRunning(page)).toBe(true);
  await expect
    .poll(async () => (await consentLog(journey.sandbox, plan.token, plan.policyNumber))[0])
    .toMatchObject({ response: 'TimeOut' });
}

describe('Consent by USSD', () => {
  test('rejected: the status says so and Request Consent is enabled again', async () => {
    const plan = await newPlan(journey.sandbox, 'Debit Order');
    const { page, problems } = await journey.newPage();
    await openPlan(page, plan.policyNumber);
    await requestConsentButton(page).click();
    const prompt = await promptArrives(journey.sandbox, plan.cell);
    await answerPrompt(journey.sandbox, prompt.transactionId, 'REJECT');

    await progressSays(page, 'Rejected');
    await toast(page, 'Consent status: REJECT').waitFor();
    await consentSection(page).getByText('Consent failed: Rejected', { exact: true }).waitFor();
    await expect.poll(() => requestConsentButton(page).isEnabled()).toBe(true);
    expect(await consentSection(page).innerText()).toContain('Attempts left today: 2 of 3');
    expect(await nothingRunning(page)).toBe(true);
    await screenshot(page, 'consent-rejected');
    const log = await consentLog(journey.sandbox, plan.token, plan.policyNumber);
    expect(log.map((entry) => entry.response)).toEqual(['REJECT']);
    expect(problems).toEqual(noProblems);
  });

  test('no answer: the verifier times out, the log says TimeOut', async () => {
    const plan = await newPlan(journey.sandbox);
    const { page, problems } = await journey.newPage();
    await openPlan(page, plan.policyNumber);
    await requestConsentButton(page).click();
    await promptArrives(journey.sandbox, plan.cell);

    await progressSays(page, 'No answer', (USSD_TIMEOUT_S + 6) * 1000);
    await endedAsTimeOut(page, plan);
    expect(problems).toEqual(noProblems);
  });

  test('Drop session on the handset: network error, the log says TimeOut', async () => {
    const plan = await newPlan(journey.sandbox);
    const { page, problems } = await journey.newPage();
    await openPlan(page, plan.policyNumber);
    await requestConsentButton(page).click();
    const prompt = await promptArrives(journey.sandbox, plan.cell);
    await answerPrompt(journey.sandbox, prompt.transactionId, 'DROP');

    await progressSays(page, 'Network error');
    await endedAsTimeOut(page, plan);
    expect(problems).toEqual(noProblems);
  });

  test('Cancel withdraws the prompt from the phone and records TimeOut', async () => {
    const plan = await newPlan(journey.sandbox);
    const { page, problems } = await journey.newPage();
    // The page's clock, so the test can let Cancel's first 0.7 s pass (below) without sleeping.
    await page.clock.install();
    await openPlan(page, plan.policyNumber);
    await requestConsentButton(page).click();
    await promptArrives(journey.sandbox, plan.cell);
    await progressSays(page, 'Waiting');

    // The one Cancel while waiting is the bar's. It ignores presses in its first 0.7 s (a double
    // click on Request Consent withdraws nothing: docs/behaviour.md#the-bar); a person's
    // deliberate press comes later than that.
    await page.clock.runFor(1_000);
    await page
      .getByRole('region', { name: 'Consent and next step' })
      .getByRole('button', { name: 'Cancel the consent request' })
      .click();
    await progressSays(page, 'Cancelled');
    await expect.poll(() => promptsOn(journey.sandbox, plan.cell)).toEqual([]);
    await expect
      .poll(async () => (await consentLog(journey.sandbox, plan.token, plan.policyNumber))[0])
      .toMatchObject({ response: 'TimeOut' });
    await expect.poll(() => requestConsentButton(page).isEnabled()).toBe(true);
    expect(await nothingRunning(page)).toBe(true);
    expect(problems).toEqual(noProblems);
  });

  test('the fourth request in 24 hours is refused with the time it opens again', async () => {
    const plan = await newPlan(journey.sandbox);
    // Three tokens for this plan already (as three requests from elsewhere would take).
    for (let n = 0; n < 3; n += 1) {
      const issued = await requestConsentToken(journey.sandbox, plan.token, {
        cell: plan.cell,
        planReference: plan._id,
      });
      expect(issued.status).toBe(200);
    }
    const { page, problems } = await journey.newPage();
    await openPlan(page, plan.policyNumber);
    // The log holds none of them, so the app's estimate still says 3: the service decides.
    expect(await consentSection(page).innerText()).toContain('Attempts left today: 3 of 3');
    await requestConsentButton(page).click();

    await progressSays(page, 'Refused: no attempts left');
    const text = await consentSection(page).innerText();
    expect(text).toMatch(
      /Consent can be requested at most 3 times in 24 hours for one application\. Try again after \d\d\/\d\d\/\d{4} \d\d:\d\d\./,
    );
    expect(text).toContain('Attempts left today: 0 of 3');
    expect(text).toMatch(/Request Consent opens again at /);
    expect(await requestConsentButton(page).isDisabled()).toBe(true);
    expect(await consentProgress(page).innerText()).not.toContain('Waiting');
    expect(await nothingRunning(page)).toBe(true);
    expect(await promptsOn(journey.sandbox, plan.cell)).toEqual([]);
    // The refused call itself is the one expected console error (the browser logs a 4xx load).
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors.filter((message) => !message.includes('429'))).toEqual([]);
  });
});
