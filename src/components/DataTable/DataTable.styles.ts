import styled, { css } from 'styled-components';
import { focusRing, spinnerRing, visuallyHidden } from '../theme';
import { CARDS_BELOW, TABLE_CONTAINER } from './cards-below';
import { tableCards } from './table-cards';

/**
 * The frame measures its own width (a container), so the table stacks wherever it is narrow —
 * a phone, or a slim column on a wide screen — without sideways scrolling (WCAG 1.4.10).
 */
export const TableFrame = styled.div`
  container: ${TABLE_CONTAINER} / inline-size;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

/*
 * A native <table>: rows, cells and headers are styled from the table by element rather than
 * wrapped in styled components each. What takes focus (a header's sort button, a row's buttons)
 * draws its own ring.
 */
export const StyledTable = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.divider};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  font-size: ${({ theme }) => theme.font.size.sm};

  thead th {
    height: 44px;
    padding: 0 ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.subtle};
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-align: start;
    white-space: nowrap;

    &[aria-sort] {
      padding: 0;
    }
    &:first-child {
      border-top-left-radius: ${({ theme }) => theme.radius.md};
    }
    &:last-child {
      border-top-right-radius: ${({ theme }) => theme.radius.md};
    }
  }

  tbody tr {
    color: ${({ theme }) => theme.color.text};
  }

  @media (hover: hover) {
    tbody tr:hover {
      background: ${({ theme }) => theme.color.canvas};
    }
  }

  tbody td,
  tbody th {
    height: 52px;
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.color.divider};
    font-weight: inherit;
    text-align: start;
    vertical-align: middle;
    overflow-wrap: break-word;
  }
  tbody tr:last-child > * {
    border-bottom: none;
  }

  th,
  td {
    &[data-align='end'] {
      text-align: end;
    }
  }

  /* Narrow (a phone, a tablet in portrait): each row is a card of "name: value" lines, one or
     two cards across. */
  ${tableCards({
    container: TABLE_CONTAINER,
    below: CARDS_BELOW,
    labelWidth: '8.5rem',
    narrowLabelWidth: '6.5rem',
    cards: css`
      & {
        border: none;
        background: transparent;
        box-shadow: none;
      }
      tbody {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
        gap: ${({ theme }) => theme.space[3]};
      }
      tbody tr {
        padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
        border: 1px solid ${({ theme }) => theme.color.divider};
        border-radius: ${({ theme }) => theme.radius.md};
        background: ${({ theme }) => theme.color.surface};
        box-shadow: ${({ theme }) => theme.shadow.sm};
      }
      tbody td,
      tbody th {
        padding: 2px 0;
      }
      tbody tr[data-empty] > td {
        display: block;
      }
      tbody td[data-action] {
        padding-top: ${({ theme }) => theme.space[2]};
      }
    `,
  })}
`;

/** For screen readers only: the table's sort, and its announcement when it changes. */
export const Unseen = styled.span`
  ${visuallyHidden}
`;

/** The column's name beside its value (`data-cell-label`), shown only when rows stack (tableCards). */
export const CellLabel = styled.span`
  display: none;
`;

export const CellValue = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > span {
    flex: 1 1 12rem;
    text-align: center;
  }
`;

/**
 * A sortable header's button (GOV.UK's sortable table): the whole header cell, 44 px tall, in the
 * header's own text; the ring (3 px of the focus colour, 5.8:1 on the header) inside its edge.
 */
export const SortButton = styled.button`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: none;
  border-radius: inherit;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;

  @media (hover: hover) {
    &:hover {
      background: ${({ theme }) => theme.color.divider};
    }
  }
  &:focus {
    outline: none;
  }
  &:focus-visible {
    ${focusRing}
    outline-offset: -3px;
  }
`;

export const SortIndicator = styled.span`
  display: inline-flex;
  width: 16px;
  margin-inline-start: ${({ theme }) => theme.space[1]};
  justify-content: center;
  color: ${({ theme }) => theme.color.textMuted};

  &[data-direction='ascending'],
  &[data-direction='descending'] {
    color: ${({ theme }) => theme.color.primary};
  }
`;

export const EmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 120px;
  padding: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
  text-align: center;
`;

export const Spinner = styled.span`
  ${spinnerRing}
`;
