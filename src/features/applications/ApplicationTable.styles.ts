import styled from 'styled-components';
import { whileCards } from '../../components';

/**
 * The rows stand out by how much they wait on the adviser (docs/behaviour.md#application-list):
 * styled with `:has()` from the Status cell's `data-attention` (ConsentBadge), so a state arriving
 * restyles one row and moves none. The words say it all too.
 */
export const QueueRows = styled.div`
  tbody tr:has([data-attention='first']) {
    --mark: ${({ theme }) => theme.color.success};
  }
  tbody tr:has([data-attention='next']) {
    --mark: ${({ theme }) => theme.color.warningAccent};
  }
  tbody tr:has([data-attention='waiting']) {
    --mark: ${({ theme }) => theme.color.info};
  }
  tbody tr:has([data-attention='first']) > * {
    background: ${({ theme }) => theme.color.successSubtle};
  }
  tbody tr:has([data-attention]:not([data-attention='done'])) > :first-child {
    box-shadow: inset 6px 0 0 var(--mark);
  }
  tbody tr:has([data-attention='done']) {
    color: ${({ theme }) => theme.color.textMuted};
  }

  ${whileCards} {
    tbody tr:has([data-attention]:not([data-attention='done'])) > :first-child {
      box-shadow: none;
    }
    /* Inside the card's border, over its padding (with the card's own shadow): a mark that
       arrives with the row's state moves nothing on the page (no layout shift). */
    tbody tr:has([data-attention]:not([data-attention='done'])) {
      box-shadow:
        inset 6px 0 0 var(--mark),
        ${({ theme }) => theme.shadow.sm};
    }
    tbody tr:has([data-attention='first']),
    tbody tr:has([data-attention='first']) > * {
      background: ${({ theme }) => theme.color.successSubtle};
    }
    tbody tr:has([data-attention='done']) {
      box-shadow: none;
    }
  }
`;

/** Clear search and Show all, under the empty list's sentence. */
export const EmptyActions = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
`;

/** The pressed Edit, pending, and "Opening…" beside it while its application's page loads. */
export const OpeningRow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
