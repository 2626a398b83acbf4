import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { buildModules } from './build-modules.ts';
import { gregorianOnlyCode, otherCalendarMessage } from './vite-gregorian-only.ts';

const root = path.resolve(import.meta.dirname, '..');
const datePackage = path.join(root, 'node_modules/@internationalized/date');
const gregorianFile = path.join(datePackage, 'dist/private/calendars/GregorianCalendar.mjs');

/** The stand-in, evaluated with its import pointed at the package's Gregorian calendar. */
const loadStandIn = () =>
  import(
    `data:text/javascript;base64,${Buffer.from(
      gregorianOnlyCode(pathToFileURL(gregorianFile).href),
    ).toString('base64')}`
  ) as Promise<{ createCalendar: (name: string) => { identifier: string } }>;

describe('the Gregorian calendar only (scripts/vite-gregorian-only.ts)', () => {
  test('createCalendar makes the Gregorian calendar', async () => {
    const { createCalendar } = await loadStandIn();
    expect(createCalendar('gregory').identifier).toBe('gregory');
  });

  test.each(['japanese', 'buddhist', 'islamic-umalqura', 'hebrew', 'persian'])(
    'asked for the %s calendar, it fails with a clear error',
    async (name) => {
      const { createCalendar } = await loadStandIn();
      expect(() => createCalendar(name)).toThrow(otherCalendarMessage(name));
    },
  );

  test('the locale the app pins (en-IN) uses the Gregorian calendar', () => {
    expect(new Intl.DateTimeFormat('en-IN').resolvedOptions().calendar).toBe('gregory');
  });

  test('a production build of the date picker carries no other calendar', async () => {
    const calendars = (await buildModules('src/components/DatePicker/DatePicker.tsx'))
      .filter((id) => id.includes('/@internationalized/date/dist/private/calendars/'))
      .map((id) => path.basename(id));
    expect(calendars).toEqual(['GregorianCalendar.mjs']);
  }, 60_000);
});
