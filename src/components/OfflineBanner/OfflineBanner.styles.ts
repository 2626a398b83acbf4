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
