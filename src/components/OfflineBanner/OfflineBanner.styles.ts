import styled from 'styled-components';

/**
 * Always in the page and in the accessibility tree (a live region must exist before it speaks);
 * empty, so it takes no room, while online.
 */
export const Region = styled.div``;

export const Bar = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
  background: ${({ theme }) => theme.color.warningSubtle};
  color: ${({ theme }) => theme.color.warning};
  border-bottom: 3px solid ${({ theme }) => theme.color.warningAccent};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: center;
`;

/**
 * Where the banner was, once the signal is back: the same height, in the flow (it scrolls away
 * with the page, no longer sticky), so the rows under it stay where the finger found them.
 */
export const BackOnline = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.color.success};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
