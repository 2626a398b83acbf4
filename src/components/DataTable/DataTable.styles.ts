import styled from 'styled-components';
import { Table as AriaTable } from 'react-aria-components';
import { focusRing, spinnerRing } from '../theme';

/*
 * With a Virtualizer, react-aria renders the table as ARIA-roled divs positioned from the layout
 * (each row and cell gets its box inline); these rules only paint them. Rows, cells and columns
 * are styled from the table by react-aria's class names and data attributes, not wrapped in
 * styled components each: building a 10,000-row collection then stays cheap.
 */
export const StyledTable = styled(AriaTable)`
  display: block;
  width: 100%;
  overflow: auto;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.divider};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  outline: none;
  font-size: ${({ theme }) => theme.font.size.sm};

  &[data-focus-visible] {
    ${focusRing}
  }

  /* The header stays on top while rows scroll under it: it needs its own background. */
  .react-aria-TableHeader {
    z-index: 1;
    background: ${({ theme }) => theme.color.subtle};
  }

  .react-aria-Column {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    padding: 0 ${({ theme }) => theme.space[4]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.subtle};
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-align: start;
    white-space: nowrap;
    outline: none;
    user-select: none;

    &[data-allows-sorting] {
      cursor: pointer;
    }
    &[data-allows-sorting][data-hovered] {
      background: ${({ theme }) => theme.color.divider};
    }
  }

  .react-aria-Row {
    color: ${({ theme }) => theme.color.text};
    outline: none;

    &[data-hovered] {
      background: ${({ theme }) => theme.color.canvas};
    }
  }

  .react-aria-Cell {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding: 0 ${({ theme }) => theme.space[4]};
    border-bottom: 1px solid ${({ theme }) => theme.color.divider};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    outline: none;
  }

  /* The virtualizer sizes a box per cell; the cell fills it so borders and centring line up. */
  .react-aria-Column,
  .react-aria-Cell {
    height: 100%;
    &[data-align='end'] {
      justify-content: flex-end;
    }
  }

  .react-aria-Column,
  .react-aria-Row,
  .react-aria-Cell {
    &[data-focus-visible] {
      ${focusRing}
      outline-offset: -3px;
    }
  }
`;

export const SortIndicator = styled.span`
  display: inline-flex;
  width: 16px;
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
  height: 100%;
  min-height: 120px;
  padding: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
  text-align: center;
`;

export const Spinner = styled.span`
  ${spinnerRing}
`;
