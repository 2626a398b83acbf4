import { describe, expect, it } from 'vitest';
import { multiYearPageStart } from './calendar-pages';

describe('multiYearPageStart', () => {
  it('pages from year 0 without limits: 2026 is on 2016–2039', () => {
    expect(multiYearPageStart(2026)).toBe(2016);
    expect(multiYearPageStart(2016)).toBe(2016);
    expect(multiYearPageStart(2039)).toBe(2016);
    expect(multiYearPageStart(2040)).toBe(2040);
  });
  it('ends a page on the max year', () => {
    expect(multiYearPageStart(2026, undefined, 2026)).toBe(2003);
    expect(multiYearPageStart(2002, undefined, 2026)).toBe(1979);
  });
  it('starts a page on the min year when there is no max', () => {
    expect(multiYearPageStart(1990, 1985)).toBe(1985);
    expect(multiYearPageStart(2009, 1985)).toBe(2009);
  });
});
