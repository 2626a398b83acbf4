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
 * The library's one floating panel (Select's list, DatePicker's calendar). Its z-index is inline:
 * react-aria writes its own inline, which a stylesheet rule cannot beat.
 */
export function Popover(props: PopoverProps) {
  const theme = useTheme();
  return <Panel {...props} style={{ zIndex: theme.zIndex.popover }} />;
}
