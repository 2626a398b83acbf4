import styled, { keyframes, useTheme } from 'styled-components';
import {
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';

const popIn = keyframes`from { opacity: 0; transform: translateY(-4px); }`;

const Panel = styled(AriaPopover)`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.divider};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  outline: none;

  &[data-entering] {
    animation: ${popIn} ${({ theme }) => theme.motion.fast};
  }
`;

export type PopoverProps = Omit<AriaPopoverProps, 'style'>;

/**
 * The one floating panel of the library (Select's list, DatePicker's calendar): react-aria's
 * Popover with the surface, border, shadow and entry animation styled once. It stacks at
 * `theme.zIndex.popover` — set inline, because react-aria writes its own inline z-index, which
 * a stylesheet rule cannot beat.
 */
export function Popover(props: PopoverProps) {
  const theme = useTheme();
  return <Panel {...props} style={{ zIndex: theme.zIndex.popover }} />;
}
