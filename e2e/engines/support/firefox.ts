/**
 * Firefox for the engine journeys: Debian's Firefox ESR (FIREFOX_PATH for another), driven by
 * puppeteer-core over WebDriver BiDi, Puppeteer's documented way to drive Firefox
 * (`puppeteer.launch({ browser: 'firefox' })`), one browser per spec file.
 */
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import type { Browser } from 'puppeteer-core';

/** The Firefox the journey drives: Debian's `firefox-esr`, which `npm test` installs when missing. */
const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** The zone the adviser's browser is in (the e2e journeys in Chromium use the same). */
const TIME_ZONE = 'Africa/Johannesburg';

export async function launchFirefox(viewport: { width: number; height: number }): Promise<Browser> {
  if (!existsSync(firefoxPath)) {
    throw new Error(
      `The Firefox journey needs Firefox at ${firefoxPath} (set FIREFOX_PATH, or run npm test, which installs Debian's firefox-esr).`,
    );
  }
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    defaultViewport: viewport,
    // Firefox takes its zone from the environment, as on an adviser's machine.
    env: { ...process.env, TZ: TIME_ZONE },
  });
}
