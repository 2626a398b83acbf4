/**
 * The whole journey with the keyboard alone (docs/behaviour.md#focus): New → fill and Save →
 * Request Consent (the client accepts on the handset) → Generate Forms → Download Forms, with
 * Tab, Shift+Tab, Enter, Space and typing only, and where the focus is after every step. Errors
 * for fields reached, the policy-number reason and Reset then Undo by keyboard are the flow
 * stories' (ErrorsOnlyForFieldsReached, UndoAfterReset; docs/testing.md).
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { documentOpenedBy, focusedElement, screenshot } from './support/browser.ts';
import {
  answerPrompt,
  consentProgress,
  promptArrives,
  requestConsentButton,
  toast,
} from './support/consent.ts';
import {
  actionBarButton,
  button,
  detailsHeading,
  fillByKeyboard,
  hasFocus,
  storedPlans,
  tabTo,
} from './support/details-form.ts';
import { useJourney } from './support/journey.ts';
import { signInThroughHub } from './support/sandbox.ts';
import { uniquePolicy } from '../sandbox/test/helpers.ts';

const journey = useJourney();

/** The buttons whose label comes closer than 8 px to their edges (none may, at any width). */
const cramped = (page: Page) =>
  page.locator('main button').evaluateAll((buttons) =>
    buttons.flatMap((button) => {
      const label = button.querySelector('.btn-label');
      if (!label || button.getClientRects().length === 0) return [];
      const outer = button.getBoundingClientRect();
      const inner = label.getBoundingClientRect();
      const room = Math.min(inner.left - outer.left, outer.right - inner.right);
      return room < 8 ? [`${label.textContent}: ${room.toFixed(1)} px`] : [];
    }),
  );

/** The action bar alone, for a person to look at (labels clear of their buttons' edges). */
const barShot = (page: Page, name: string) =>
  screenshot(page.getByRole('group', { name: 'Form actions' }), name);

describe('keyboard only', () => {
  test('New → Save → Request Consent → Generate Forms → Download Forms', async () => {
    const { page, problems } = await journey.newPage({ viewport: { width: 390, height: 844 } });
    const policyNumber = uniquePolicy('K');
    const cell = `08266${String(process.pid % 100).padStart(2, '0')}${String(Date.now() % 1000).padStart(3, '0')}`;
    await signInThroughHub(page, 'thandi');

    // The list: New, by Tab from the top of the page.
    await tabTo(page, button(page, 'New'), { max: 20 });
    await page.keyboard.press('Enter');
    await detailsHeading(page).waitFor();
    await expect.poll(() => hasFocus(detailsHeading(page))).toBe(true);

    await fillByKeyboard(page, policyNumber, cell);
    expect(
      await hasFocus(
        page.getByRole('group', { name: 'First Deduction Date' }).getByRole('spinbutton').last(),
      ),
    ).toBe(true);
    await screenshot(page, 'keyboard-journey-filled-390');

    // Save is the next step: reached by Tab, pressed with Space; the focus stays on it (or the
    // loader holding it) while it works, then Request Consent takes it.
    const save = button(page, 'Save');
    await tabTo(page, save, { max: 20 });
    // The bar's copy of the next step is the one filled button; the action bar's is plain.
    expect(await save.getAttribute('data-variant')).toBe('secondary');
    await page.keyboard.press('Space');
    expect((await focusedElement(page)).tag).not.toBe('body');
    await toast(page, 'Form saved successfully').waitFor();
    expect(await storedPlans(journey.sandbox, policyNumber)).toBe(1);
    const request = requestConsentButton(page);
    await expect.poll(() => hasFocus(request)).toBe(true);
    expect(await request.getAttribute('data-variant')).toBe('secondary');
    await screenshot(page, 'keyboard-journey-saved-390');
    await screenshot(request, 'keyboard-journey-request-390');
    expect(await cramped(page)).toEqual([]);

    // Request Consent: the live status takes the focus and says what happens.
    await page.keyboard.press('Enter');
    await expect.poll(() => hasFocus(consentProgress(page))).toBe(true);
    const prompt = await promptArrives(journey.sandbox, cell);
    await answerPrompt(journey.sandbox, prompt.transactionId, 'ACCEPT');
    await consentProgress(page).filter({ hasText: 'Accepted' }).waitFor({ timeout: 15_000 });
    expect(await hasFocus(consentProgress(page))).toBe(true);

    // Generate Forms, now the next step, is the next Tab stops away.
    const generate = actionBarButton(page, 'Generate Forms');
    await expect.poll(() => generate.isEnabled(), { timeout: 15_000 }).toBe(true);
    await tabTo(page, generate);
    expect(await generate.getAttribute('data-variant')).toBe('secondary');
    await screenshot(page, 'keyboard-journey-accepted-390');
    await barShot(page, 'keyboard-journey-bar-accepted-390');
    expect(await cramped(page)).toEqual([]);
    await page.keyboard.press('Enter');
    // While it works the focus is held: on the pressed button or the loader, never the page.
    const held = await focusedElement(page);
    expect(held.tag === 'button' ? held.name : held.role).toMatch(/^(Generate Forms|progressbar)$/);
    await toast(page, 'Document uploaded').waitFor({ timeout: 20_000 });

    // Download Forms takes the focus; Enter opens the stored mandate in a new window.
    const download = actionBarButton(page, 'Download Forms');
    await expect.poll(() => hasFocus(download), { timeout: 10_000 }).toBe(true);
    expect(await download.getAttribute('data-variant')).toBe('secondary');
    await screenshot(page, 'keyboard-journey-generated-390');
    const opened = await documentOpenedBy(page, () => page.keyboard.press('Enter'));
    expect(opened.url).toMatch(/^blob:/);
    expect(opened.isPdf).toBe(true);
    await expect.poll(() => hasFocus(download)).toBe(true);
    await barShot(page, 'keyboard-journey-bar-generated-390');
    await page.setViewportSize({ width: 1366, height: 900 });
    await barShot(page, 'keyboard-journey-bar-generated-1366');
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
  }, 120_000);
});
