/**
 * Every answer recorded, one prompt per plan (docs/behaviour.md#consent-session): two tabs ask
 * for one plan's consent and the client gets one prompt, the second tab saying a request is under
 * way; an Accept that arrives while the first log write is still on a slow network is recorded as
 * accepted, and Generate Forms comes on.
 */
import { describe, expect, test } from 'vitest';
import { routes } from '../src/api/endpoints.ts';
import { screenshot } from './support/browser.ts';
import {
  answerPrompt,
  consentLog,
  consentSection,
  generateFormsButton,
  newPlan,
  openPlan,
  progressSays,
  promptArrives,
  promptsOn,
  requestConsentButton,
} from './support/consent.ts';
import { useFieldJourney } from './support/field.ts';

const journey = useFieldJourney();

describe('consent on flaky networks and in two tabs', () => {
  test('two tabs, one plan: one prompt; the second tab offers no second request and says why', async () => {
    const plan = await newPlan(journey.sandbox);
    const { page, newTab } = await journey.newPage();
    const second = await newTab();
    await openPlan(page, plan.policyNumber);
    await openPlan(second, plan.policyNumber);

    await requestConsentButton(page).click();
    await progressSays(page, 'Waiting');
    // docs/behaviour.md#one-story-across-tabs: the tabs share what runs.
    await progressSays(second, "another tab is waiting for this client's answer");
    expect(await requestConsentButton(second).isDisabled()).toBe(true);
    await screenshot(second, 'field-consent-second-tab');
    expect(await promptsOn(journey.sandbox, plan.cell)).toHaveLength(1);
    // The first tab's request is untouched.
    await progressSays(page, 'Waiting');
  }, 60_000);

  test('an Accept while the first log write is still under way: recorded as accepted, Generate Forms on', async () => {
    const plan = await newPlan(journey.sandbox);
    const { page } = await journey.newPage();
    await openPlan(page, plan.policyNumber);
    // A slow service: the log's create takes 3 s to arrive.
    await page.route(`**${routes.logUssd}*`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });

    await requestConsentButton(page).click();
    const prompt = await promptArrives(journey.sandbox, plan.cell);
    await answerPrompt(journey.sandbox, prompt.transactionId, 'ACCEPT');
    // The screen says what the client answered at once; no second prompt can start meanwhile.
    await progressSays(page, 'Accepted');
    expect(await consentLog(journey.sandbox, plan.token, plan.policyNumber)).toEqual([]);
    expect(await requestConsentButton(page).isDisabled()).toBe(true);

    await consentSection(page).getByText('Consent accepted', { exact: true }).waitFor({
      timeout: 15_000,
    });
    await expect.poll(() => generateFormsButton(page).isEnabled()).toBe(true);
    expect(await requestConsentButton(page).isDisabled()).toBe(true);
    // The screen shows the answer before the slow log writes land: the record follows, once.
    await expect
      .poll(
        async () =>
          (await consentLog(journey.sandbox, plan.token, plan.policyNumber)).map(
            (entry) => entry.response,
          ),
        { timeout: 15_000 },
      )
      .toEqual(['ACCEPT']);
    const log = await consentLog(journey.sandbox, plan.token, plan.policyNumber);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ transactionId: prompt.transactionId, response: 'ACCEPT' });
  }, 60_000);
});
