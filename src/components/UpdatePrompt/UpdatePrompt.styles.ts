import styled, { createGlobalStyle } from 'styled-components';

/** A focused element never scrolls in under the prompt (WCAG 2.4.11), as under the header. */
export const KeepFocusClear = createGlobalStyle`
  html {
    scroll-padding-bottom: var(--update-prompt-height, 0px);
  }
`;

/** The live region: fixed at the bottom edge, empty (and so of no size) until it speaks. */
export const Region = styled.div`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  justify-content: center;
  padding: 0 ${({ theme }) => theme.space[3]} env(safe-area-inset-bottom);
  pointer-events: none;
`;

export const Card = styled.div`
  pointer-events: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  width: 100%;
  max-width: 32rem;
  margin-bottom: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-left: 4px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.text};
`;

export const Text = styled.p`
  flex: 1 1 12rem;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;
