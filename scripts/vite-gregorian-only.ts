/**
 * The Gregorian calendar only (docs/architecture.md#load-budget). react-aria's DateField and
 * Calendar call @internationalized/date's createCalendar with the calendar of the locale, and that
 * function imports every calendar it knows (Japanese, Buddhist, Taiwan, Persian, Indian, Islamic,
 * Hebrew, Ethiopic, Coptic). The app pins its locale to en-IN (src/app/AppProviders.tsx), whose
 * calendar is 'gregory', so the others are dead weight. This plugin gives the production build a
 * createCalendar that knows the Gregorian calendar alone and throws a clear error for any other,
 * so a locale change that needs one fails loudly instead of showing wrong dates.
 */
import type { Plugin } from 'vite';

const CREATE_CALENDAR =
  /[\\/]@internationalized[\\/]date[\\/]dist[\\/]private[\\/]createCalendar\.mjs$/;

/** The message createCalendar throws for a calendar other than the Gregorian. */
export const otherCalendarMessage = (name: string) =>
  `The ${name} calendar was left out of this build (Gregorian only): see scripts/vite-gregorian-only.ts`;

/** The stand-in for createCalendar.mjs, importing GregorianCalendar from `gregorianModule`. */
export function gregorianOnlyCode(gregorianModule: string): string {
  const message = otherCalendarMessage('${name}');
  return [
    `import { GregorianCalendar } from ${JSON.stringify(gregorianModule)};`,
    'export function createCalendar(name) {',
    "  if (name === 'gregory') return new GregorianCalendar();",
    `  throw new Error(\`${message}\`);`,
    '}',
  ].join('\n');
}

/** The Vite plugin (production builds: the dev server pre-bundles the package whole). */
export function gregorianOnly(): Plugin {
  return {
    name: 'ussd:gregorian-only',
    apply: 'build',
    load(id) {
      return CREATE_CALENDAR.test(id)
        ? gregorianOnlyCode('./calendars/GregorianCalendar.mjs')
        : null;
    },
  };
}
