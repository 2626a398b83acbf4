/**
 * One application in two tabs tells one story (docs/behaviour.md#one-story-across-tabs): a request
 * in one tab shows in the other within 2 s, whose Request Consent is off with the reason; the
 * client's answer shows there too, without a press. A request refused because another browser of
 * the adviser waits (a 409) says so, never "Request failed". A Save that waits for a signal in
 * one tab turns the other's Request Consent off, with where it waits, until it is sent.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { routes } from '../src/api/endpoints.ts';
import { button, textbox } from './support/details-form.ts';
import { screenshot } from './support/browser.ts';
import {
  answerPrompt,
  consentSection,
  newPlan,
  openPlan,
  progressSays,
  promptArrives,
  promptsOn,
  requestConsentButton,
  toast,
} from './support/consent.ts';
import { useJourney } from './support/journey.ts';

const journey = useJourney();

/** What another tab has shown by then: the adviser's tabs agree within 2 s. */
const WITHIN_2_S = { timeout: 2_000 };
const ELSEWHERE = "Waiting: another tab is waiting for this client's answer";
const REASON = "Another tab is waiting for this client's answer.";

const bar = (page: Page) => page.getByRole('region', { name: 'Consent and next step' });
const barSays = (page: Page, words: string) =>
  bar(page).getByText(words, { exact: true }).first().isVisible();
const tableSays = (page: Page, words: string) =>
  consentSection(page).getByText(words, { exact: true }).first().isVisible();

describe('one application in two tabs', () => {
  test("a request in one tab: the other's bar within 2 s, its Request Consent off; then the answer in both", async () => {
    const plan = await newPlan(journey.sandbox, 'Debit Order');
    const { page: first, context, problems } = await journey.newPage();
    const second = await context.newPage();
    await openPlan(first, plan.policyNumber);
    await openPlan(second, plan.policyNumber);
    await first.bringToFront();

    await requestConsentButton(first).click();
    // The bar says Waiting, and its step's reason whose wait it is; the table says both.
    await expect.poll(() => barSays(second, REASON), WITHIN_2_S).toBe(true);
    expect(await barSays(second, 'Waiting')).toBe(true);
    await expect.poll(() => tableSays(second, ELSEWHERE), WITHIN_2_S).toBe(true);
    expect(await requestConsentButton(second).isDisabled()).toBe(true);
    expect(await consentSection(second).getByText(REASON).count()).toBeGreaterThan(0);
    expect(await bar(second).getByText('Request failed').count()).toBe(0);
    await screenshot(second, 'tabs-second-waiting');

    const prompt = await promptArrives(journey.sandbox, plan.cell);
    await answerPrompt(journey.sandbox, prompt.transactionId, 'ACCEPT');
    await progressSays(first, 'Accepted');
    await consentSection(first).getByText('Consent accepted', { exact: true }).waitFor();
    // The second tab was not pressed: the answer shows there by itself.
    await expect.poll(() => barSays(second, 'Accepted'), WITHIN_2_S).toBe(true);
    await expect.poll(() => tableSays(second, 'Consent accepted'), WITHIN_2_S).toBe(true);
    expect(await requestConsentButton(second).isDisabled()).toBe(true);
    await screenshot(second, 'tabs-second-accepted');
    expect(problems.pageErrors).toEqual([]);
  }, 60_000);

  test('a second request refused (another browser waits): the bar says why, never Request failed', async () => {
    const plan = await newPlan(journey.sandbox, 'Debit Order');
    // Two browser windows of one adviser share no channel: the service's refusal is the news.
    const { page: first } = await journey.newPage();
    const { page: other } = await journey.newPage();
    await openPlan(first, plan.policyNumber);
    await openPlan(other, plan.policyNumber);

    await requestConsentButton(first).click();
    await progressSays(first, 'Waiting');
    await requestConsentButton(other).click();
    await toast(other, /already under way/).waitFor();
    await expect.poll(() => barSays(other, REASON)).toBe(true);
    expect(await tableSays(other, ELSEWHERE)).toBe(true);
    expect(await bar(other).getByText('Request failed').count()).toBe(0);
    expect(await requestConsentButton(other).isDisabled()).toBe(true);
    expect(await promptsOn(journey.sandbox, plan.cell)).toHaveLength(1);
    await progressSays(first, 'Waiting');
  }, 60_000);

  test("a Save that waits in one tab: the other's Request Consent off within 2 s, on again once sent", async () => {
    const plan = await newPlan(journey.sandbox, 'Debit Order');
    const { page: first, context, problems } = await journey.newPage();
    const second = await context.newPage();
    await openPlan(first, plan.policyNumber);
    await openPlan(second, plan.policyNumber);
    await first.bringToFront();
    // The first tab's update reaches no service: no signal for it alone.
    const update = `**${routes.updatePlan.replace(':policyNumber', '*')}`;
    await first.route(update, (route) => route.abort('internetdisconnected'));

    await textbox(first, 'Surname').fill('Dube-Nkosi');
    await button(first, 'Save').click();
    // An update clears consent: the spec's Attention question, answered Yes.
    await first
      .getByRole('alertdialog', { name: 'Attention' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await bar(first).getByText('Waiting to send').waitFor();
    const waitsThere = 'Changes saved in another tab are waiting to be sent.';
    await expect
      .poll(() => consentSection(second).getByText(waitsThere).first().isVisible(), WITHIN_2_S)
      .toBe(true);
    expect(await requestConsentButton(second).isDisabled()).toBe(true);
    await screenshot(second, 'tabs-second-save-waits');

    // The signal returns in the first tab: it sends, and the second offers the request again.
    await first.unroute(update);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect
      .poll(() => consentSection(second).getByText(waitsThere).count(), { timeout: 10_000 })
      .toBe(0);
    await expect.poll(() => requestConsentButton(second).isEnabled()).toBe(true);
    expect(problems.pageErrors).toEqual([]);
  }, 60_000);
});
