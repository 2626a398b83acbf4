import styled from 'styled-components';
import { Button as AriaButton } from 'react-aria-components';
import { focusRing, spin } from '../theme';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';
export type ButtonSize = 'md' | 'sm';

// Variant and size are data attributes, styled as react-aria's own states are; a variant sets
// the colours that differ from primary's.
export const StyledButton = styled(AriaButton)`
  --btn-bg: ${({ theme }) => theme.color.primary};
  --btn-bg-hover: ${({ theme }) => theme.color.primaryHover};
  --btn-bg-pressed: ${({ theme }) => theme.color.primaryPressed};
  --btn-fg: ${({ theme }) => theme.color.textInverse};
  --btn-border: transparent;
  &[data-variant='secondary'] {
    --btn-bg: ${({ theme }) => theme.color.surface};
    --btn-bg-hover: ${({ theme }) => theme.color.primarySubtle};
    --btn-bg-pressed: ${({ theme }) => theme.color.subtle};
    --btn-fg: ${({ theme }) => theme.color.primary};
    --btn-border: ${({ theme }) => theme.color.primary};
  }
  &[data-variant='danger'] {
    --btn-bg: ${({ theme }) => theme.color.danger};
    --btn-bg-hover: ${({ theme }) => theme.color.dangerHover};
    --btn-bg-pressed: ${({ theme }) => theme.color.dangerPressed};
  }

  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 2px solid var(--btn-border);
  border-radius: ${({ theme }) => theme.radius.md};
  background: var(--btn-bg);
  color: var(--btn-fg);
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};

  &[data-size='sm'] {
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  /* A finger needs 44 × 44 (WCAG 2.5.5); a mouse gets the compact sizes, all above 24 × 24. */
  @media (pointer: coarse) {
    &,
    &[data-size='sm'] {
      min-height: 44px;
      min-width: 44px;
    }
  }
  &[data-hovered] {
    background: var(--btn-bg-hover);
  }
  &[data-pressed] {
    background: var(--btn-bg-pressed);
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    --btn-bg: ${({ theme }) => theme.color.disabledSurface};
    --btn-bg-hover: var(--btn-bg);
    --btn-fg: ${({ theme }) => theme.color.disabledText};
    --btn-border: ${({ theme }) => theme.color.divider};
    cursor: not-allowed;
  }
  &[data-pending] {
    cursor: progress;
  }
  /* opacity, not visibility: the label must stay the button's accessible name */
  &[data-pending] > .btn-label {
    opacity: 0;
  }
`;

export const Spinner = styled.span`
  position: absolute;
  inset: 0;
  margin: auto;
  width: 1.1em;
  height: 1.1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
