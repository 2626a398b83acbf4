import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../components';

const grow = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(0.9); }
`;

const Bar = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndex.header + 1};
  height: 3px;
  /* Over the dark header: the light brand tint shows there. */
  background: ${({ theme }) => theme.color.primarySubtle};
  transform-origin: left;
  /* Shown only when a navigation takes a moment: a prefetched route arrives without it. */
  animation: ${grow} 4s cubic-bezier(0.1, 0.7, 0.3, 1) 150ms both;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    transform: scaleX(0.5);
  }
`;

/** A navigation on its way: a thin bar out of the flow (nothing moves), and a status for screen readers. */
export function NavigationProgress({ isLoading }: { isLoading: boolean }) {
  return (
    <>
      {isLoading && <Bar aria-hidden="true" />}
      <VisuallyHidden role="status">{isLoading ? 'Loading the page…' : ''}</VisuallyHidden>
    </>
  );
}
