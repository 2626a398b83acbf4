import { describe, expect, it } from 'vitest';
import {
  countText,
  formatCell,
  formatClock,
  formatDateTime,
  formatMinutesSeconds,
  formatUtcDate,
  readDateParts,
} from './display-text';

// These run again in a zone ahead of UTC and one behind it (vitest.config.ts), so a date read on
// the local clock instead of UTC fails there.
describe("formatUtcDate (the list's Date Created)", () => {
  it('shows dd/MM/yyyy of the UTC calendar date of an instant, whatever the local zone', () => {
    expect(formatUtcDate('2026-03-05T00:00:00.000Z')).toBe('05/03/2026');
    expect(formatUtcDate('2026-03-05T23:59:59.999Z')).toBe('05/03/2026');
    // Just after midnight in Johannesburg is still the day before in UTC.
    expect(formatUtcDate('2026-03-05T00:30:00+02:00')).toBe('04/03/2026');
    expect(formatUtcDate('2026-12-31T23:30:00-03:00')).toBe('01/01/2027');
    expect(formatUtcDate('2026-03-05T10:00')).toBe('05/03/2026');
    expect(formatUtcDate(Date.UTC(2024, 11, 25))).toBe('25/12/2024');
    expect(formatUtcDate(new Date(Date.UTC(2024, 0, 2, 23, 59)))).toBe('02/01/2024');
  });

  it('reads an ISO date and a d/m/yyyy date as that date', () => {
    expect(formatUtcDate('2024-02-29')).toBe('29/02/2024');
    expect(formatUtcDate('5/3/2024')).toBe('05/03/2024');
    expect(formatUtcDate(' 0001-01-01 ')).toBe('01/01/0001');
  });

  it("gives '' for nothing, an unreadable value or a date that does not exist", () => {
    for (const value of [null, undefined, '', 'not a date', '1/2/20', NaN, {}]) {
      expect(formatUtcDate(value)).toBe('');
    }
    expect(formatUtcDate('2021-02-29')).toBe('');
    expect(formatUtcDate('2021-02-30T00:00:00Z')).toBe('');
    expect(formatUtcDate('31/04/2026')).toBe('');
    expect(formatUtcDate('2100-02-29')).toBe('');
    expect(formatUtcDate('2000-02-29')).toBe('29/02/2000');
  });
});

describe('readDateParts', () => {
  it('gives year, month and day as numbers', () => {
    expect(readDateParts('2026-11-24T05:00:00.000Z')).toEqual({ year: 2026, month: 11, day: 24 });
    expect(readDateParts('24/11/2026')).toEqual({ year: 2026, month: 11, day: 24 });
  });

  it('gives null past year 9999', () => {
    expect(readDateParts(Date.UTC(10000, 0, 1))).toBeNull();
  });
});

describe('formatCell', () => {
  it("shows '--' for null, undefined and empty or blank text", () => {
    expect(formatCell(null)).toBe('--');
    expect(formatCell(undefined)).toBe('--');
    expect(formatCell('')).toBe('--');
    expect(formatCell('   ')).toBe('--');
  });

  it('keeps zero as 0', () => {
    expect(formatCell(0)).toBe('0');
    expect(formatCell('0')).toBe('0');
  });

  it('shows text and numbers as they are', () => {
    expect(formatCell('MFP00012345')).toBe('MFP00012345');
    expect(formatCell(42)).toBe('42');
    expect(formatCell(false)).toBe('false');
  });

  it("shows '--' for NaN and objects rather than '[object Object]'", () => {
    expect(formatCell(NaN)).toBe('--');
    expect(formatCell({ name: 'x' })).toBe('--');
  });
});

describe('formatDateTime', () => {
  it('formats an instant on UTC by default, with seconds when asked', () => {
    expect(formatDateTime('2026-11-23T14:05:09.000Z')).toBe('23/11/2026 14:05');
    expect(formatDateTime(new Date('2026-11-23T14:05:09Z'), { seconds: true })).toBe(
      '23/11/2026 14:05:09',
    );
  });

  it('shifts to a clock east of UTC, across midnight', () => {
    expect(formatDateTime('2026-12-31T23:30:00Z', { offsetMinutes: 120 })).toBe('01/01/2027 01:30');
  });

  it('gives an empty string for an unreadable value', () => {
    expect(formatDateTime('nope')).toBe('');
  });
});

describe('formatClock', () => {
  // The unit-tz-ahead and unit-tz-behind projects run this in other zones: the clock is local.
  const local = new Date(2026, 10, 24, 8, 5, 30).getTime();

  it('writes the adviser’s own clock, 24-hour, with the date or without', () => {
    expect(formatClock(local)).toBe('24/11/2026 08:05');
    expect(formatClock(new Date(2026, 10, 24, 21, 9))).toBe('24/11/2026 21:09');
    expect(formatClock(new Date(2026, 10, 24, 21, 9).toISOString(), { date: false })).toBe('21:09');
  });

  it('gives an empty string for an unreadable value', () => {
    expect(formatClock('nope')).toBe('');
  });
});

describe('formatMinutesSeconds', () => {
  it('writes whole seconds as m:ss', () => {
    expect(formatMinutesSeconds(118)).toBe('1:58');
    expect(formatMinutesSeconds(7)).toBe('0:07');
    expect(formatMinutesSeconds(120)).toBe('2:00');
    expect(formatMinutesSeconds(-3)).toBe('0:00');
  });
});

describe('countText', () => {
  it.each([0, 7, 999, 1000, 10_000, 123_456, 1_234_567, 1_000_000_000, -1234])(
    'writes %d as toLocaleString("en") does',
    (n) => {
      expect(countText(n)).toBe(n.toLocaleString('en'));
    },
  );
});
