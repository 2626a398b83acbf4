import styled from 'styled-components';
import {
  Input as AriaInput,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
} from 'react-aria-components';
import { controlStyles, fieldStack } from '../Field';
import { visuallyHidden } from '../theme';

export const FieldRoot = styled(AriaTextField)`
  ${fieldStack}
`;

export const StyledInput = styled(AriaInput)`
  ${controlStyles}
  flex: 1 1 auto;
  min-width: 0;

  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 1;
  }
`;

/**
 * A read-only value as a one-row text area that grows with its value (Chromium's
 * `field-sizing`; elsewhere it scrolls inside): a long value wraps, never cut at 390 px.
 */
export const StyledReadOnlyText = styled(AriaTextArea)`
  ${controlStyles}
  flex: 1 1 auto;
  min-width: 0;
  resize: none;
  field-sizing: content;
  padding-block: ${({ theme }) => theme.space[2]};
  line-height: 1.5;
  overflow-wrap: anywhere;
  font-family: inherit;
`;

/** The input and an optional trailing action (e.g. "Search" beside Agency Number) on one row. */
export const ControlRow = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A non-blocking note: the value is accepted, but the adviser should look at it again. */
export const WarningNote = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  margin: 0;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-left: 4px solid ${({ theme }) => theme.color.warningAccent};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.warningSubtle};
  color: ${({ theme }) => theme.color.warning};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const WarningIcon = styled.span`
  flex: none;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const HiddenPrefix = styled.span`
  ${visuallyHidden}
`;
