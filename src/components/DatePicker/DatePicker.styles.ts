import styled, { css } from 'styled-components';
import {
  CalendarCell as AriaCalendarCell,
  CalendarGrid as AriaCalendarGrid,
  DateInput as AriaDateInput,
  DatePicker as AriaDatePicker,
  DateSegment as AriaDateSegment,
  Dialog as AriaDialog,
  Group as AriaGroup,
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
} from 'react-aria-components';
import { Button } from '../Button';
import { controlStyles, fieldStack } from '../Field';
import { focusRing, visuallyHidden } from '../theme';
import { YEARS_PER_ROW } from './calendar-pages';

export const Root = styled(AriaDatePicker)`
  ${fieldStack}
`;

export const DateGroup = styled(AriaGroup)`
  ${controlStyles}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 220px;
  padding-right: ${({ theme }) => theme.space[1]};
  outline: none;

  /* The segments show their own focus; the whole control takes the ring. */
  &[data-focus-within] {
    ${focusRing}
    outline-offset: 0;
  }
`;

export const StyledDateInput = styled(AriaDateInput)`
  display: flex;
  flex: 1;
  align-items: center;
  min-width: 0;
  font-variant-numeric: tabular-nums;
  outline: none;
`;

/* Each segment is a target of its own: at least 24 × 24, and 44 tall for a finger. */
export const Segment = styled(AriaDateSegment)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 24px;
  min-height: 28px;
  padding: 2px 2px;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text};
  outline: none;
  caret-color: transparent;

  &[data-type='literal'] {
    padding: 0 2px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  &[data-placeholder] {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &[data-focused] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.textInverse};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.disabledText};
  }
  @media (pointer: coarse) {
    min-height: 44px;
  }
`;

/** The calendar's buttons: no fill until hovered, 36 px tall (44 for a finger). */
const ghostButton = css`
  &&& {
    --btn-bg: transparent;
    --btn-bg-hover: ${({ theme }) => theme.color.primarySubtle};
    --btn-bg-pressed: ${({ theme }) => theme.color.subtle};
    --btn-border: transparent;
    min-height: 36px;
  }
  @media (pointer: coarse) {
    &&& {
      min-height: 44px;
    }
  }
`;

export const IconButton = styled(Button)`
  ${ghostButton}
  &&& {
    --btn-fg: ${({ theme }) => theme.color.primary};
    flex: none;
    width: 36px;
    padding: 0;
  }
  @media (pointer: coarse) {
    &&& {
      width: 44px;
    }
  }
  &&&[data-disabled] {
    --btn-bg: transparent;
    --btn-fg: ${({ theme }) => theme.color.disabledText};
    --btn-border: transparent;
  }
`;

export const StyledDialog = styled(AriaDialog)`
  padding: ${({ theme }) => theme.space[3]};
  outline: none;
`;

/** Every view keeps the same box, so the popover does not jump when switching views. */
export const ViewBox = styled.div`
  width: 296px;
  min-height: 268px;
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

export const PeriodButton = styled(Button)`
  ${ghostButton}
  &&& {
    --btn-fg: ${({ theme }) => theme.color.text};
    padding: 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

export const Caret = styled.span`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space[1]};
  font-size: 0.7em;
  transition: transform ${({ theme }) => theme.motion.fast};

  &[data-open] {
    transform: rotate(180deg);
  }
`;

export const Nav = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`;

export const MonthGrid = styled(AriaCalendarGrid)`
  width: 100%;
  border-collapse: collapse;
  border-spacing: 0;

  th {
    padding-bottom: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-transform: uppercase;
  }
  td {
    padding: 1px;
    text-align: center;
  }
`;

/** A day, a month or a year to pick; selected last, so it keeps white on blue whatever else it is. */
const pickable = css`
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  outline: none;
  font-variant-numeric: tabular-nums;

  &[data-hovered] {
    background: ${({ theme }) => theme.color.primarySubtle};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.disabledText};
    cursor: default;
    background: none;
  }
  &[data-selected] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.textInverse};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: 0;
  }
`;

export const DayCell = styled(AriaCalendarCell)`
  width: 38px;
  height: 36px;
  margin: auto;
  border-radius: 50%;

  &[data-outside-month] {
    visibility: hidden;
  }
  &[data-today] {
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.border};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  /* Unavailable dates stay focusable, so their text keeps 4.5:1. */
  &[data-unavailable] {
    color: ${({ theme }) => theme.color.textMuted};
    text-decoration: line-through;
    cursor: not-allowed;
  }
  ${pickable}
`;

/** The year and multi-year views: a grid of choices, 4 per row (docs/behaviour.md#constants); months share it. */
export const ChoiceGrid = styled(AriaListBox)`
  display: grid;
  grid-template-columns: repeat(${YEARS_PER_ROW}, 1fr);
  grid-auto-rows: 36px;
  gap: ${({ theme }) => theme.space[1]};
  padding-top: ${({ theme }) => theme.space[1]};
  outline: none;

  /* Twelve months fill the same box as 24 years. */
  &[data-view='year'] {
    grid-auto-rows: 52px;
    row-gap: ${({ theme }) => theme.space[4]};
    padding-top: ${({ theme }) => theme.space[3]};
  }
`;

export const Choice = styled(AriaListBoxItem)`
  height: 100%;
  border-radius: ${({ theme }) => theme.radius.pill};

  &[data-current] {
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.border};
  }
  ${pickable}
`;

export const HiddenText = styled.span`
  ${visuallyHidden}
`;
