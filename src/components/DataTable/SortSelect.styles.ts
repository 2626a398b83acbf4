import styled from 'styled-components';
import { focusRing } from '../theme';
import { whileCards } from './cards-below';

/**
 * Shown while the rows stack (the same container query as the table's cards), where the column
 * headers are hidden; on a wide table the headers sort, and a second control that does the same
 * would be one more Tab stop and one more thing to read. With a named order (`data-always`) it
 * shows at every width: no header leads back to that order. One line: the label beside the select.
 */
export const SortBar = styled.div`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 26rem;

  &[data-always] {
    display: flex;
  }
  ${whileCards} {
    display: flex;
  }
  & > select {
    flex: 1 1 auto;
  }
`;

export const SortLabel = styled.label`
  flex: none;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** 44 px tall for a finger, and 16 px text, so that a phone does not zoom in on focus. */
export const SortPicker = styled.select`
  min-width: 0;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  cursor: pointer;

  &:focus {
    outline: none;
  }
  &:focus-visible {
    ${focusRing}
  }
`;
