import { css, keyframes } from 'styled-components';

/** One turn; every busy indicator of the library spins with it. */
export const spin = keyframes`to { transform: rotate(360deg); }`;

/** A 24 px ring with a primary arc: the table's loading state and the full-screen loader. */
export const spinnerRing = css`
  width: 24px;
  height: 24px;
  border: 3px solid ${({ theme }) => theme.color.primarySubtle};
  border-top-color: ${({ theme }) => theme.color.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
