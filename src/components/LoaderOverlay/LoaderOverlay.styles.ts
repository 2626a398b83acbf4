import styled from 'styled-components';
import { spinnerRing } from '../theme';

// Blocking from the first frame, visible only after the delay: a quick call flashes nothing.
export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.loader};
  display: grid;
  place-items: center;
  background: transparent;
  cursor: progress;
  transition: background-color ${({ theme }) => theme.motion.fast};

  &[data-visible] {
    background: ${({ theme }) => theme.color.backdrop};
  }
`;

/* Wide enough for what runs in words ("Generating the forms: building the mandate letter…"). */
export const Card = styled.div`
  display: flex;
  align-items: center;
  max-width: min(26rem, calc(100vw - 32px));
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  opacity: 0;
  transform: scale(0.98);
  transition:
    opacity ${({ theme }) => theme.motion.fast},
    transform ${({ theme }) => theme.motion.fast};
  outline: none;

  [data-visible] > & {
    opacity: 1;
    transform: none;
  }
`;

export const Spinner = styled.span`
  ${spinnerRing}
`;
