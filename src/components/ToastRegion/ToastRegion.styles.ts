import styled, { css, keyframes } from 'styled-components';
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Text as AriaText,
} from 'react-aria-components';
import { Button } from '../Button';
import { focusRing } from '../theme';
import type { ToastContent } from './toast';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(-16px); }
  to { opacity: 1; transform: none; }
`;

/*
 * docs/behaviour.md#toast-placement: top right under the sticky block (--sticky-top-height), a
 * strip on phones and tablets; --toast-shift (keep-clear.ts) moves it down, clear of what it would
 * cover.
 */
export const Region = styled(AriaToastRegion<ToastContent>)`
  position: fixed;
  top: calc(var(--sticky-top-height, 4rem) + ${({ theme }) => theme.space[2]});
  right: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  margin: 0;
  gap: ${({ theme }) => theme.space[2]};
  width: min(22rem, calc(100vw - ${({ theme }) => theme.space[6]}));
  transform: translateY(var(--toast-shift, 0px));

  @media (max-width: 63.99em) {
    right: ${({ theme }) => theme.space[2]};
    left: ${({ theme }) => theme.space[2]};
    width: auto;
    max-width: 30rem;
    margin-inline: auto;
    gap: ${({ theme }) => theme.space[1]};
  }
  padding: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  outline: none;

  &[data-focus-visible] {
    ${focusRing}
  }
`;

export const StyledToast = styled(AriaToast<ToastContent>)`
  --toast-accent: ${({ theme }) => theme.color.info};
  --toast-bg: ${({ theme }) => theme.color.surface};
  --toast-fg: ${({ theme }) => theme.color.text};
  &[data-tone='success'] {
    --toast-accent: ${({ theme }) => theme.color.success};
  }
  /* docs/behaviour.md#messages: error toasts use a warning style. */
  &[data-tone='error'] {
    --toast-accent: ${({ theme }) => theme.color.warningAccent};
    --toast-bg: ${({ theme }) => theme.color.warningSubtle};
    --toast-fg: ${({ theme }) => theme.color.warning};
  }

  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[3]}
    ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.divider};
  border-left: 4px solid var(--toast-accent);
  border-radius: ${({ theme }) => theme.radius.md};
  background: var(--toast-bg);
  color: var(--toast-fg);
  box-shadow: ${({ theme }) => theme.shadow.md};
  outline: none;
  animation: ${slideIn} ${({ theme }) => theme.motion.ease};

  &[data-focus-visible] {
    ${focusRing}
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  /* A strip: two toasts stay short enough to leave the page's controls in view. */
  @media (max-width: 37.49em) {
    align-items: center;
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[1]}
      ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  }
`;

export const Icon = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  margin-top: 1px;
  border-radius: 50%;
  background: var(--toast-accent);
  color: ${({ theme }) => theme.color.textInverse};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
`;

export const Content = styled(AriaToastContent)`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: 2px;
`;

export const Message = styled(AriaText)`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

/** A button on the toast's own colours. */
const onToast = css`
  --btn-bg: transparent;
  --btn-bg-hover: rgba(0, 0, 0, 0.06);
  --btn-bg-pressed: rgba(0, 0, 0, 0.12);
  --btn-fg: var(--toast-fg);
`;

export const ActionButton = styled(Button)`
  &&& {
    ${onToast}
    --btn-border: currentColor;
  }
`;

export const CloseButton = styled(Button)`
  &&& {
    ${onToast}
    --btn-border: transparent;
    flex: none;
    width: 32px;
    padding: 0;
  }
`;
