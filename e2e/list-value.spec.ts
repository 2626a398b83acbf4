/**
 * The work queue by value and nothing moving under a finger (docs/behaviour.md#application-list,
 * docs/decisions/0018-queue-by-value.md), on the real sandbox, one page through both widths:
 * with every service call held 3 s, the rows shown first are still in that order once the states
 * have arrived; "Order by what to do next" then orders one application in each state as the rule
 * says, at 1366 × 900 and at 390 × 844 (the first card whole on the first screen, the Accepted
 * ones within one flick); an answer that arrives while the adviser is on the list marks its row
 * and folds into the title row: the first row's Edit does not move, and the toast leaves New clear.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { routes } from '../src/api/endpoints.ts';
import { THANDI } from '../sandbox/test/helpers.ts';
import { demoApplications, demoStateOf, type DemoState } from '../src/domain/demo-world/index.ts';
import { logRecord } from '../sandbox/test/helpers.ts';
import { screenshot } from './support/browser.ts';
import {
  answerPrompt,
  newPlan,
  progressSays,
  promptArrives,
  requestConsentButton,
  toast,
} from './support/consent.ts';
import { applicationGrid, useJourney } from './support/journey.ts';
import { signInThroughHub } from './support/sandbox.ts';

const journey = useJourney();

/** The rule restated: Accepted, ask again, Waiting, No consent, Forms ready. */
const GROUP: Record<DemoState | 'live', number> = {
  accepted: 0,
  rejected: 1,
  noAnswer: 1,
  networkError: 1,
  cancelled: 1,
  // The seeded prompt outlived a restart: nobody recorded its answer (No answer).
  waiting: 1,
  live: 2,
  neverAsked: 3,
  formsReady: 4,
};

const policies = (page: Page) =>
  applicationGrid(page)
    .getByRole('rowheader')
    .evaluateAll((cells) => cells.map((c) => c.textContent.replace(/^Policy Number\s*/, '')));
const firstEdit = (page: Page) =>
  applicationGrid(page)
    .getByRole('button', { name: /^Edit / })
    .first();
/**
 * The first Edit's place in the page: back from an application the list is scrolled to the row
 * opened (docs/behaviour.md#application-list), so a row that did not move keeps this, not its
 * place on the screen.
 */
const top = async (page: Page) =>
  (await firstEdit(page).boundingBox())!.y + (await page.evaluate(() => window.scrollY));

test('the queue by value at 1366 and 390; an answer moves no row', async () => {
  const { sandbox } = journey;
  // A prompt on the client's phone now (Waiting), and a plan to ask about while on the list.
  const live = await newPlan(sandbox);
  const logged = await sandbox.request('POST', routes.logUssd, {
    token: live.token,
    body: logRecord(live._id, `e2e-live-${Date.now()}`, live.cell),
  });
  expect(logged.status).toBe(201);
  const asked = await newPlan(sandbox);
  const seeded = [
    ...demoApplications
      .filter((app) => app.employeeNumber === THANDI)
      .map((app) => ({
        policy: app.policyNumber,
        group: GROUP[demoStateOf(app)],
        age: app.daysAgo,
      })),
    { policy: live.policyNumber, group: GROUP.live, age: 0 },
    { policy: asked.policyNumber, group: GROUP.neverAsked, age: 0 },
  ];
  const byValue = seeded
    .toSorted((a, b) => a.group - b.group || a.age - b.age)
    .map((row) => row.policy);

  const { page, problems } = await journey.newPage({ viewport: { width: 1366, height: 900 } });
  // Slow services: every call held 3 s in the browser.
  const slow = '**/node-ussd-integration/**';
  await page.route(slow, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue().catch(() => undefined);
  });
  await signInThroughHub(page, 'thandi');
  await applicationGrid(page).getByRole('rowheader').first().waitFor({ timeout: 20_000 });
  const firstPaint = await policies(page);
  const editAt = await top(page);
  // The states arrive (a call each, 3 s): they restyle their rows, and move none.
  const orderAgain = page.getByRole('button', { name: 'Order by what to do next' });
  await orderAgain.waitFor({ timeout: 20_000 });
  await expect.poll(() => page.getByText('Checking consent…').count(), { timeout: 20_000 }).toBe(0);
  expect(await policies(page), 'no row moved').toEqual(firstPaint);
  expect(await top(page)).toBe(editAt);
  await page.unroute(slow);

  await orderAgain.click();
  expect(await policies(page), 'by value at 1366').toEqual(byValue);
  await orderAgain.waitFor({ state: 'detached' });
  await screenshot(page, 'list-value-1366');
  const editAt1366 = await top(page);

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await policies(page), 'by value at 390').toEqual(byValue);
  const first = await applicationGrid(page).locator('tbody tr').first().boundingBox();
  expect(first!.y + first!.height, 'the first card on the first screen').toBeLessThanOrEqual(844);
  const accepted = applicationGrid(page).locator('tbody tr').nth(1);
  const lastAccepted = await accepted.evaluate((row) => row.getBoundingClientRect().bottom);
  expect(lastAccepted, 'the Accepted ones within one flick').toBeLessThanOrEqual(2 * 844);
  await screenshot(page, 'list-value-390');

  // A request runs on while the adviser is back on the list; its answer arrives there.
  await applicationGrid(page)
    .getByRole('button', { name: `Edit ${asked.policyNumber}` })
    .click();
  await requestConsentButton(page).click();
  await progressSays(page, 'Waiting');
  const prompt = await promptArrives(sandbox, asked.cell);
  await page.getByRole('link', { name: 'Home' }).click();
  await applicationGrid(page).getByRole('rowheader').first().waitFor();
  const phoneEditAt = await top(page);
  await answerPrompt(sandbox, prompt.transactionId, 'REJECT');
  const told = toast(page, /^Application .*: Consent status: REJECT$/);
  await told.waitFor();
  await page.getByRole('button', { name: /^1 answer \(1 new\)/ }).waitFor();
  expect(await top(page), 'the first Edit stays at 390').toBe(phoneEditAt);
  const row = applicationGrid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(asked.policyNumber) }) });
  await row.getByText('Rejected', { exact: true }).waitFor();
  const newButton = (await page.getByRole('button', { name: 'New', exact: true }).boundingBox())!;
  const toastBox = (await told.boundingBox())!;
  const apart =
    toastBox.y >= newButton.y + newButton.height || toastBox.y + toastBox.height <= newButton.y;
  expect(apart, 'the toast leaves New clear').toBe(true);
  await screenshot(page, 'list-answer-390');
  await page.setViewportSize({ width: 1366, height: 900 });
  expect(await top(page), 'the first Edit stays at 1366').toBe(editAt1366);
  await screenshot(page, 'list-answer-1366');
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
}, 120_000);
