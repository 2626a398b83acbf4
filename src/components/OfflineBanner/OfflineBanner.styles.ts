import styled from 'styled-components';

/** Always in the page: a live region must exist before it speaks. Empty (no room) while online. */
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

/** Where the banner was, once back online: its height, in the flow, so nothing under it moves. */
export const BackOnline = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.color.success};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
