/**
 * A short state in a pill: a consent state in the list, a consent status, a request's outcome.
 * The words carry the meaning and the tone only echoes it (never colour alone); every tone keeps
 * its text above 4.5:1. A long state wraps inside its pill rather than widening a phone's card.
 */
import styled, { type DefaultTheme } from 'styled-components';

export type StatusTone = 'neutral' | 'brand' | 'info' | 'success' | 'warning' | 'danger';

export interface StatusPillProps {
  /** What the state means: done (success), in flight (info), to try again (warning), refused or failed (danger), not started (brand). */
  $tone?: StatusTone;
  /** The list's rows use the small size. */
  $size?: 'regular' | 'small';
  /** The state is still being found out ('Checking consent…'): lighter and in italics. */
  $pending?: boolean;
}

type Color = keyof DefaultTheme['color'];

/** Each tone's background and text. */
const tones: Record<StatusTone, [Color, Color]> = {
  neutral: ['subtle', 'text'],
  brand: ['primarySubtle', 'primary'],
  info: ['infoSubtle', 'info'],
  success: ['successSubtle', 'success'],
  warning: ['warningSubtle', 'warning'],
  danger: ['dangerSubtle', 'danger'],
};

export const StatusPill = styled.span<StatusPillProps>`
  display: inline-block;
  width: fit-content;
  max-width: 100%;
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $tone = 'neutral' }) => theme.color[tones[$tone][0]]};
  color: ${({ theme, $tone = 'neutral' }) => theme.color[tones[$tone][1]]};
  font-size: ${({ theme, $size }) => ($size === 'small' ? theme.font.size.xs : 'inherit')};
  font-weight: ${({ theme, $pending }) =>
    $pending ? theme.font.weight.regular : theme.font.weight.semibold};
  font-style: ${({ $pending }) => ($pending ? 'italic' : 'normal')};
  /* Greedy wrapping, not 'balance': a balanced pill keeps its full width with short lines. */
  white-space: normal;
`;
