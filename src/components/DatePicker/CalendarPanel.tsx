import { useContext, useMemo, useState, type ReactNode } from 'react';
import { CalendarStateContext as AriaCalendarStateContext, useLocale } from 'react-aria-components';
import { DateFormatter, getLocalTimeZone, today } from '@internationalized/date';
import { multiYearPageStart, YEARS_PER_PAGE } from './calendar-pages';
import type { DateRules } from './date-validation';
import {
  Caret,
  Choice,
  HiddenText,
  ChoiceGrid,
  DayCell,
  Header,
  IconButton,
  MonthGrid,
  Nav,
  PeriodButton,
  ViewBox,
} from './DatePicker.styles';

type View = 'month' | 'year' | 'multi-year';

/** A step back or on through the view: a month, a year, or a page of years. */
interface Step {
  label: string;
  disabled: boolean;
  go: () => void;
}

function StepButton({ step, direction }: { step: Step; direction: 'left' | 'right' }) {
  return (
    <IconButton
      slot={null}
      variant="secondary"
      size="sm"
      aria-label={step.label}
      isDisabled={step.disabled}
      onPress={step.go}
    >
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          d={direction === 'left' ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </IconButton>
  );
}

/**
 * The years of a page or the months of a year, as a grid that picks one: the focused one is
 * selected; picking one (a number) moves the calendar on.
 */
function PickGrid({
  label,
  view,
  selected,
  disabled,
  onPick,
  children,
}: {
  label: string;
  view: 'multi-year' | 'year';
  selected: number;
  disabled: number[];
  onPick: (value: number) => void;
  children: ReactNode;
}) {
  return (
    <ChoiceGrid
      aria-label={label}
      data-view={view}
      layout="grid"
      autoFocus
      selectionMode="single"
      selectedKeys={[selected]}
      disabledKeys={disabled}
      onSelectionChange={(keys) => {
        // Toggling the selected item off still means "this one".
        const [picked = selected] = keys === 'all' ? [] : keys;
        onPick(Number(picked));
      }}
    >
      {children}
    </ChoiceGrid>
  );
}

/**
 * The popover's calendar, with Angular Material's three views: react-aria's month grid, 24 years
 * and 12 months. The heading goes month → years; a year picked opens its months, a month its days.
 */
export function CalendarPanel({ minValue, maxValue }: Pick<DateRules, 'minValue' | 'maxValue'>) {
  const state = useContext(AriaCalendarStateContext);
  const { locale } = useLocale();
  const [view, setView] = useState<View>('month');
  const formats = useMemo(
    () => ({
      monthYear: new DateFormatter(locale, { month: 'long', year: 'numeric' }),
      shortMonth: new DateFormatter(locale, { month: 'short' }),
    }),
    [locale],
  );
  if (!state) return null;

  const focused = state.focusedDate;
  const zone = getLocalTimeZone();
  const now = today(zone);
  const minYear = minValue?.year;
  const maxYear = maxValue?.year;
  const pageStart = multiYearPageStart(focused.year, minYear, maxYear);
  const pageEnd = pageStart + YEARS_PER_PAGE - 1;

  const yearOutOfRange = (year: number) =>
    (minYear !== undefined && year < minYear) || (maxYear !== undefined && year > maxYear);
  const monthOutOfRange = (month: number) => {
    const first = focused.set({ month, day: 1 });
    const last = first.add({ months: 1 }).subtract({ days: 1 });
    return (
      (minValue !== undefined && last.compare(minValue) < 0) ||
      (maxValue !== undefined && first.compare(maxValue) > 0)
    );
  };

  const showMonthGrid = () => {
    setView('month');
    // The grid's focused cell takes DOM focus when it mounts with the calendar focused.
    state.setFocused(true);
  };

  // The year view steps a year, the multi-year view a page; the month grid is react-aria's own.
  const [span, first, last] =
    view === 'year' ? [1, focused.year, focused.year] : [YEARS_PER_PAGE, pageStart, pageEnd];
  const unit = view === 'year' ? 'year' : `${YEARS_PER_PAGE} years`;
  const yearStep = (direction: -1 | 1): Step => ({
    label: `${direction < 0 ? 'Previous' : 'Next'} ${unit}`,
    disabled: yearOutOfRange(direction < 0 ? first - 1 : last + 1),
    go: () => state.setFocusedDate(focused.add({ years: direction * span })),
  });
  const [previous, next]: [Step, Step] =
    view === 'month'
      ? [
          {
            label: 'Previous month',
            disabled: state.isPreviousVisibleRangeInvalid(),
            go: () => state.focusPreviousPage(),
          },
          {
            label: 'Next month',
            disabled: state.isNextVisibleRangeInvalid(),
            go: () => state.focusNextPage(),
          },
        ]
      : [yearStep(-1), yearStep(1)];
  const period =
    view === 'month'
      ? formats.monthYear.format(focused.toDate(zone))
      : view === 'year'
        ? String(focused.year)
        : `${pageStart} – ${pageEnd}`;
  const periodLabel = `${period}, ${view === 'month' ? 'choose month and year' : 'choose date'}`;

  const years = Array.from({ length: YEARS_PER_PAGE }, (_, i) => pageStart + i);
  const months = Array.from({ length: 12 }, (_, i) => focused.set({ month: i + 1, day: 1 }));

  return (
    <ViewBox>
      <Header>
        <PeriodButton
          slot={null}
          variant="secondary"
          size="sm"
          aria-label={periodLabel}
          onPress={() => (view === 'month' ? setView('multi-year') : showMonthGrid())}
        >
          {period}
          <Caret aria-hidden="true" data-open={view !== 'month' || undefined}>
            ▼
          </Caret>
        </PeriodButton>
        <Nav>
          <StepButton step={previous} direction="left" />
          <StepButton step={next} direction="right" />
        </Nav>
      </Header>

      {view === 'month' && (
        <MonthGrid weekdayStyle="short">{(date) => <DayCell date={date} />}</MonthGrid>
      )}

      {view === 'multi-year' && (
        <PickGrid
          label="Choose year"
          view="multi-year"
          selected={focused.year}
          disabled={years.filter(yearOutOfRange)}
          onPick={(year) => {
            state.setFocusedDate(focused.set({ year }));
            setView('year');
          }}
        >
          {years.map((year) => (
            <Choice key={year} id={year} data-current={year === now.year || undefined}>
              {String(year)}
            </Choice>
          ))}
        </PickGrid>
      )}

      {view === 'year' && (
        <PickGrid
          label="Choose month"
          view="year"
          selected={focused.month}
          disabled={months.filter((m) => monthOutOfRange(m.month)).map((m) => m.month)}
          onPick={(month) => {
            state.setFocusedDate(focused.set({ month }));
            showMonthGrid();
          }}
        >
          {months.map((m) => {
            const short = formats.shortMonth.format(m.toDate(zone));
            return (
              <Choice
                key={m.month}
                id={m.month}
                textValue={`${short} ${m.year}`}
                data-current={(m.year === now.year && m.month === now.month) || undefined}
              >
                {/* Named "Mar 1995": the visible text starts the accessible name. */}
                {short}
                <HiddenText> {m.year}</HiddenText>
              </Choice>
            );
          })}
        </PickGrid>
      )}
    </ViewBox>
  );
}
