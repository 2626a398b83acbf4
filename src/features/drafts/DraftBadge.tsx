import styled from 'styled-components';
import { visuallyHidden } from '../../components';

export const DRAFT_BADGE_TEXT = 'Unsaved draft';

const Badge = styled.span`
  display: inline-block;
  margin-inline-start: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.color.warningAccent};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.warningSubtle};
  color: ${({ theme }) => theme.color.warning};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/**
 * Beside a listed application that has changes kept in this tab but not saved. It shows the short
 * word (the policy number column is narrow) and says the whole thing to a screen reader.
 */
export function DraftBadge() {
  return (
    <Badge>
      <span aria-hidden="true">Draft</span>
      <Hidden>{DRAFT_BADGE_TEXT}</Hidden>
    </Badge>
  );
}
