import styled, { keyframes } from 'styled-components';
import {
  Dialog as AriaDialog,
  Heading as AriaHeading,
  Modal as AriaModal,
  ModalOverlay as AriaModalOverlay,
} from 'react-aria-components';

const fadeIn = keyframes`from { opacity: 0; }`;
const fadeOut = keyframes`to { opacity: 0; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(8px) scale(0.98); }`;
const sink = keyframes`to { opacity: 0; transform: translateY(4px) scale(0.98); }`;

// react-aria keeps the overlay mounted while data-exiting is set, until the animation ends.
export const Overlay = styled(AriaModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.backdrop};

  &[data-entering] {
    animation: ${fadeIn} ${({ theme }) => theme.motion.fast};
  }
  &[data-exiting] {
    animation: ${fadeOut} ${({ theme }) => theme.motion.fast};
  }
`;

export const Panel = styled(AriaModal)`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.dialogMaxWidth};
  max-height: calc(100vh - ${({ theme }) => theme.space[6]});
  overflow: auto;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  border-top: 4px solid ${({ theme }) => theme.color.primary};

  &[data-entering] {
    animation: ${rise} ${({ theme }) => theme.motion.ease};
  }
  &[data-exiting] {
    animation: ${sink} ${({ theme }) => theme.motion.fast};
  }
`;

export const StyledDialog = styled(AriaDialog)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  outline: none;
`;

export const Title = styled(AriaHeading)`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text};
`;

export const Body = styled.div`
  color: ${({ theme }) => theme.color.textMuted};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  & > p {
    margin: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[2]};
`;
