import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatReportDate, parseDateInput, toApiDate } from './dates';

const d = (y: number, m: number, day: number) => new CalendarDate(y, m, day);

describe('parseDateInput', () => {
  it('reads d/m/yyyy with one- or two-digit day and month', () => {
    expect(parseDateInput('05/03/2024')).toEqual(d(2024, 3, 5));
    expect(parseDateInput('5/3/2024')).toEqual(d(2024, 3, 5));
    expect(parseDateInput(' 31/12/1999 ')).toEqual(d(1999, 12, 31));
  });

  it('gives null for a d/m/yyyy date that does not exist', () => {
    expect(parseDateInput('31/02/2020')).toBeNull();
    expect(parseDateInput('31/04/2024')).toBeNull();
    expect(parseDateInput('00/01/2024')).toBeNull();
    expect(parseDateInput('12/13/2024')).toBeNull();
  });

  it('accepts 29 February only in a leap year', () => {
    expect(parseDateInput('29/02/2024')).toEqual(d(2024, 2, 29));
    expect(parseDateInput('29/02/2000')).toEqual(d(2000, 2, 29));
    expect(parseDateInput('29/02/2023')).toBeNull();
    expect(parseDateInput('29/02/1900')).toBeNull();
  });

  it('refuses slashed dates without a four-digit year instead of guessing a century', () => {
    expect(parseDateInput('1/2/20')).toBeNull();
    expect(parseDateInput('01/02/020')).toBeNull();
    expect(parseDateInput('2024/02/01')).toBeNull();
  });

  it('reads ISO dates and date-times as their UTC calendar date', () => {
    expect(parseDateInput('2024-03-01')).toEqual(d(2024, 3, 1));
    expect(parseDateInput('2024-03-01T00:00:00.000Z')).toEqual(d(2024, 3, 1));
    expect(parseDateInput('2024-03-01T23:30:00.000Z')).toEqual(d(2024, 3, 1));
    // 01:00 in Johannesburg is still the previous day in UTC.
    expect(parseDateInput('2024-03-01T01:00:00+02:00')).toEqual(d(2024, 2, 29));
    // No offset: read as UTC, never as the machine's local time.
    expect(parseDateInput('2024-03-01T23:59:00')).toEqual(d(2024, 3, 1));
  });

  it('gives null for an ISO date that does not exist rather than rolling it over', () => {
    expect(parseDateInput('2021-02-29')).toBeNull();
    expect(parseDateInput('2021-02-30T00:00:00.000Z')).toBeNull();
  });

  it('reads a millisecond number or a Date as its UTC calendar date', () => {
    expect(parseDateInput(Date.UTC(2024, 0, 31, 23, 59))).toEqual(d(2024, 1, 31));
    expect(parseDateInput(0)).toEqual(d(1970, 1, 1));
    expect(parseDateInput(new Date(Date.UTC(2000, 1, 29)))).toEqual(d(2000, 2, 29));
  });

  it('keeps a CalendarDate as it is', () => {
    const date = d(2024, 6, 16);
    expect(parseDateInput(date)).toBe(date);
  });

  it('gives null for anything else', () => {
    for (const value of [
      '',
      '   ',
      'tomorrow',
      'March 1, 2024',
      '1 March 2024',
      null,
      undefined,
      NaN,
      Infinity,
      new Date('nope'),
      {},
      [],
      true,
    ]) {
      expect(parseDateInput(value)).toBeNull();
    }
  });
});

describe('toApiDate', () => {
  it('sends the picked date as UTC midnight, so no time zone can move it', () => {
    expect(toApiDate(d(2024, 3, 1))).toBe('2024-03-01T00:00:00.000Z');
    expect(toApiDate(d(2000, 2, 29))).toBe('2000-02-29T00:00:00.000Z');
    expect(toApiDate(d(1999, 12, 31))).toBe('1999-12-31T00:00:00.000Z');
  });

  it('round-trips through parseDateInput', () => {
    const date = d(1988, 12, 31);
    expect(parseDateInput(toApiDate(date))).toEqual(date);
  });
});

describe('formatDisplayDate', () => {
  it('shows dd/MM/yyyy of the UTC calendar date', () => {
    expect(formatDisplayDate('2024-03-05T00:00:00.000Z')).toBe('05/03/2024');
    expect(formatDisplayDate('2024-03-05T23:59:59.999Z')).toBe('05/03/2024');
    expect(formatDisplayDate(Date.UTC(2024, 11, 25))).toBe('25/12/2024');
    expect(formatDisplayDate(d(2024, 1, 2))).toBe('02/01/2024');
  });

  it("gives '' for nothing or an unreadable value", () => {
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate(undefined)).toBe('');
    expect(formatDisplayDate('')).toBe('');
    expect(formatDisplayDate('not a date')).toBe('');
  });
});

describe('formatReportDate', () => {
  const date = d(2024, 3, 5);
  it.each([
    ['dd/MM/yyyy', '05/03/2024'],
    ['yyyyMMdd', '20240305'],
    ['MM/yyyy', '03/2024'],
    ['dd', '05'],
  ] as const)('formats %s', (pattern, expected) => {
    expect(formatReportDate(date, pattern)).toBe(expected);
  });

  it('pads two-digit days and months', () => {
    expect(formatReportDate(d(2025, 12, 31), 'dd/MM/yyyy')).toBe('31/12/2025');
    expect(formatReportDate(d(2025, 1, 1), 'yyyyMMdd')).toBe('20250101');
  });
});
