import styled from 'styled-components';

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

/** Beside a listed application that has changes kept in this tab but not saved. */
export function DraftBadge() {
  return <Badge>{DRAFT_BADGE_TEXT}</Badge>;
}
