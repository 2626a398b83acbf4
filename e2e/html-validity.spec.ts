/**
 * Valid and unobscured (docs/architecture.md#valid-html-and-focus): every state an adviser meets
 * is valid HTML by the W3C Nu HTML Checker and has no axe violation. The states are reached as an
 * adviser reaches them (by role and name), and judged on the live DOM: what React and the
 * libraries rendered, not only the HTML the server sent. The checker runs once, for all states,
 * in the last test (the JVM takes seconds to start).
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { newPlan, openPlan, progressSays, requestConsentButton } from './support/consent.ts';
import { LEAVE_TITLE, button, openNew, textbox } from './support/details-form.ts';
import {
  isAllowed,
  serialisedDom,
  summarise,
  vnuErrors,
  type AllowedFinding,
} from './support/html-validity.ts';
import { applicationGrid, useJourney } from './support/journey.ts';
import { signInThroughHub } from './support/sandbox.ts';

const journey = useJourney();

/**
 * The library markup the checker refuses and that no public option avoids. Each entry must still
 * be seen somewhere (the last test says so): when an upgrade stops writing it, the entry goes.
 */
const ALLOWED: AllowedFinding[] = [
  {
    name: "react-aria DatePicker's hidden autofill input: empty form attribute",
    why:
      'react-aria-components\' DatePicker always renders a hidden <input type="date"> for the ' +
      'browser\'s autofill, with form="" written in (HiddenDateInput: so that its value is not ' +
      'submitted). No prop leaves it out or changes the attribute.',
    message:
      'Bad value “” for attribute “form” on element “input”: An ID must not be the empty string.',
    extractIncludes: ['form=""', 'type="date"'],
  },
  {
    name: "react-aria DatePicker's hidden autofill input: form attribute names no form",
    why: 'The same input and attribute as above, refused by a second rule of the checker.',
    message: 'The “form” attribute must refer to a form element.',
    extractIncludes: ['form=""', 'type="date"'],
  },
];

const STATES = [
  'the signed-out notice',
  'the staff hub',
  'the empty list',
  'the list',
  'the list, a search that finds nothing',
  'the new form',
  'the form with errors',
  'the leave-page dialog',
  'a saved plan opened with Edit',
  "the 'Attention' question on saving an edit",
  "the consent panel waiting for the client's answer",
] as const;
type State = (typeof STATES)[number];

/** The DOM of each state, checked together in the last test. */
const seen = new Map<State, string>();

/** Takes the state's DOM for the checker (before axe injects its script), then runs axe. */
async function judge(page: Page, state: State) {
  seen.set(state, await serialisedDom(page));
  expect.soft(await axeViolations(page), `axe: ${state}`).toEqual([]);
}

describe('valid HTML and no axe violation in every state', () => {
  test('the signed-out notice, the staff hub, the empty list', async () => {
    const { page } = await journey.newPage({ bypassCSP: true });
    await page.goto('/home');
    const notice = page.getByRole('region', { name: 'You are not signed in' });
    await notice.waitFor();
    await judge(page, 'the signed-out notice');

    await notice.getByRole('link', { name: 'Go to the staff hub' }).click();
    await page.getByRole('heading', { name: 'Staff hub', level: 1 }).waitFor();
    await judge(page, 'the staff hub');

    await page.getByRole('button', { name: 'Sign in as Lerato Mokoena' }).click();
    await page.waitForURL('**/home');
    await applicationGrid(page)
      .getByText('No consent applications yet.', { exact: false })
      .waitFor();
    await judge(page, 'the empty list');
  });

  test('the list, and the list after a search that finds nothing', async () => {
    const { page } = await journey.newPage({ bypassCSP: true });
    await signInThroughHub(page, 'thandi');
    await applicationGrid(page).getByRole('button', { name: 'Edit FN10023456' }).waitFor();
    await judge(page, 'the list');

    await page.getByRole('searchbox', { name: 'Find an application' }).fill('nobody at all');
    await page.getByText('No applications match “nobody at all”.').waitFor();
    await judge(page, 'the list, a search that finds nothing');
  });

  test('the new form, the form with errors, the leave-page dialog', async () => {
    const { page } = await journey.newPage({ bypassCSP: true });
    await openNew(page);
    await judge(page, 'the new form');

    await textbox(page, 'Surname').fill('Nkosi');
    await button(page, 'Save').click();
    await page.getByRole('region', { name: 'There is a problem' }).waitFor();
    await judge(page, 'the form with errors');

    await button(page, 'Back').click();
    await page.getByRole('alertdialog', { name: LEAVE_TITLE }).waitFor();
    await judge(page, 'the leave-page dialog');
  });

  test("a saved plan opened with Edit, its 'Attention' question, its consent waiting for the client's answer", async () => {
    // A plan with its own cell number: nobody answers the prompt on that phone.
    const plan = await newPlan(journey.sandbox);
    const { page } = await journey.newPage({ bypassCSP: true });
    await openPlan(page, plan.policyNumber);
    // Settled: Request Consent turns on once the plan's consent log has loaded.
    await expect.poll(() => requestConsentButton(page).isEnabled()).toBe(true);
    await judge(page, 'a saved plan opened with Edit');

    // A change saved asks first; No puts the plan back as it was loaded.
    const surname = textbox(page, 'Surname');
    await surname.fill(`${await surname.inputValue()}-Dube`);
    await button(page, 'Save').click();
    const attention = page.getByRole('alertdialog', { name: 'Attention' });
    await attention.getByText('Consent will be cleared in order to request new consent').waitFor();
    await judge(page, "the 'Attention' question on saving an edit");
    await attention.getByRole('button', { name: 'No', exact: true }).click();
    await expect.poll(() => requestConsentButton(page).isEnabled()).toBe(true);

    await requestConsentButton(page).click();
    await progressSays(page, 'Waiting');
    await judge(page, "the consent panel waiting for the client's answer");
  });

  test('the Nu HTML Checker finds no error in any state (one run for all)', async () => {
    // Every state was reached: a test above that stopped early must not make this one pass.
    expect([...seen.keys()].sort()).toEqual([...STATES].sort());
    const errors = await vnuErrors(seen);
    const allowedSeen = new Set<string>();
    for (const state of STATES) {
      const allowedHere: string[] = [];
      const findings = (errors.get(state) ?? []).filter((finding) => {
        const allowed = ALLOWED.find((entry) => isAllowed(finding, entry));
        if (!allowed) return true;
        allowedSeen.add(allowed.name);
        allowedHere.push(allowed.name);
        return false;
      });
      // Said in the run's output, so the allowance is seen as long as it is used.
      if (allowedHere.length > 0) {
        const counts = new Map<string, number>();
        for (const name of allowedHere) counts.set(name, (counts.get(name) ?? 0) + 1);
        const said = [...counts].map(([name, count]) => `${count} × ${name}`).join('; ');
        console.info(`vnu, ${state}: allowed ${said}`);
      }
      expect.soft(summarise(findings), `vnu: ${state}`).toEqual([]);
    }
    // An allowed finding no state shows any more: the library mended it; take it off the list.
    expect(
      ALLOWED.map((entry) => entry.name).filter((name) => !allowedSeen.has(name)),
      'allowed findings the checker no longer reports',
    ).toEqual([]);
  }, 60_000);
});
