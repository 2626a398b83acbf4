/** docs/behaviour.md#constants: the multi-year view shows 24 years per page, in rows of 4 (as Angular Material). */
export const YEARS_PER_PAGE = 24;
export const YEARS_PER_ROW = 4;

/**
 * The first year of the page that holds `year`. Pages are anchored like Angular Material's:
 * on the max year (it ends a page), else on the min year (it starts one), else on year 0.
 */
export function multiYearPageStart(year: number, minYear?: number, maxYear?: number): number {
  const anchor =
    maxYear !== undefined ? maxYear - YEARS_PER_PAGE + 1 : minYear !== undefined ? minYear : 0;
  const offset = (((year - anchor) % YEARS_PER_PAGE) + YEARS_PER_PAGE) % YEARS_PER_PAGE;
  return year - offset;
}
