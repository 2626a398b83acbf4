import styled from 'styled-components';
import {
  Button as AriaButton,
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  Select as AriaSelect,
  SelectValue as AriaSelectValue,
} from 'react-aria-components';
import { controlStyles, fieldStack } from '../Field';
import { Popover } from '../Popover';

export const Trigger = styled(AriaButton)`
  ${controlStyles}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  text-align: left;
  cursor: pointer;

  /* Open: react-aria's Select keeps its trigger pressed for as long as its list shows. */
  &[data-pressed] {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &[data-disabled] {
    cursor: not-allowed;
  }
`;

export const Value = styled(AriaSelectValue)`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-placeholder] {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Chevron = styled.svg`
  flex: none;
  width: 16px;
  height: 16px;
  color: ${({ theme }) => theme.color.textMuted};
  transition: transform ${({ theme }) => theme.motion.fast};
`;

// The button does not receive the select's data-invalid / data-open, so they are read here.
export const SelectRoot = styled(AriaSelect)`
  ${fieldStack}

  &[data-invalid] ${Trigger} {
    border: 2px solid ${({ theme }) => theme.color.danger};
  }
  &[data-open] ${Chevron} {
    transform: rotate(180deg);
  }
`;

/** The shared Popover, as wide as the trigger. */
export const Panel = styled(Popover)`
  width: var(--trigger-width);
  min-width: 160px;
  overflow: hidden;
`;

export const List = styled(AriaListBox)`
  max-height: ${({ theme }) => theme.layout.selectPanelMaxHeight};
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[1]};
  outline: none;
`;

export const Option = styled(AriaListBoxItem)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  outline: none;

  /* The list's focus follows the pointer (react-aria's Select), so hover and focus look alike. */
  &[data-focused],
  &[data-hovered] {
    background: ${({ theme }) => theme.color.primarySubtle};
  }
  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.focus};
  }
  &[data-selected] {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.primary};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.disabledText};
    cursor: not-allowed;
  }
`;

export const Check = styled.svg`
  flex: none;
  width: 16px;
  height: 16px;
`;
