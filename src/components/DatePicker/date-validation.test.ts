import { describe, expect, it } from 'vitest';
import { CalendarDate } from '@internationalized/date';
import { dateErrorKey, dateErrorMessage } from './date-validation';

const rules = {
  minValue: new CalendarDate(2020, 1, 1),
  maxValue: new CalendarDate(2020, 12, 31),
  isDateUnavailable: (d: CalendarDate) => d.day === 13,
};

describe('dateErrorKey', () => {
  it('reports parse first, whatever the value', () => {
    expect(dateErrorKey(new CalendarDate(2020, 5, 5), true, rules)).toBe('parse');
  });
  it('is null for no value or a valid one', () => {
    expect(dateErrorKey(null, false, rules)).toBeNull();
    expect(dateErrorKey(new CalendarDate(2020, 1, 1), false, rules)).toBeNull();
    expect(dateErrorKey(new CalendarDate(2020, 12, 31), false, rules)).toBeNull();
  });
  it('reports min, max and filter', () => {
    expect(dateErrorKey(new CalendarDate(2019, 12, 31), false, rules)).toBe('min');
    expect(dateErrorKey(new CalendarDate(2021, 1, 1), false, rules)).toBe('max');
    expect(dateErrorKey(new CalendarDate(2020, 3, 13), false, rules)).toBe('filter');
  });
});

describe('dateErrorMessage', () => {
  it('fills the limits as dd/mm/yyyy', () => {
    expect(dateErrorMessage('min', rules)).toBe('Date must be on or after 01/01/2020');
    expect(dateErrorMessage('max', rules)).toBe('Date must be on or before 31/12/2020');
  });
  it('takes the caller’s messages', () => {
    expect(dateErrorMessage('filter', rules, { filter: 'No weekends' })).toBe('No weekends');
  });
});
