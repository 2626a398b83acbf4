import styled, { css } from 'styled-components';
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
 * A read-only value as a one-row text area that grows with its value: a long value wraps, whole,
 * never cut at 390 px. CSS sizes a text area to its text only with `field-sizing`, which WebKit
 * and Firefox ESR lack, so the area shares one grid cell with an invisible copy of the value
 * (`data-value` on `ReadOnlyGrow`) laid out with the same font, padding and border: the cell, and
 * the area stretched to it, is as tall as the copy's lines. It is the only way in every engine, so
 * the stories, run in Chromium, check the layout WebKit and Firefox get.
 */
const readOnlyTextBox = css`
  grid-area: 1 / 1;
  min-width: 0;
  padding-block: ${({ theme }) => theme.space[2]};
  line-height: 1.5;
  overflow-wrap: anywhere;
  white-space: pre-wrap;
  font-family: inherit;
`;

export const ReadOnlyGrow = styled.div`
  display: grid;
  flex: 1 1 auto;
  min-width: 0;

  &::after {
    ${readOnlyTextBox}
    /* The trailing space keeps a last empty line's height, as the text area shows it. */
    content: attr(data-value) ' ';
    visibility: hidden;
    padding-inline: ${({ theme }) => theme.space[3]};
    border: 1px solid transparent;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

export const StyledReadOnlyText = styled(AriaTextArea)`
  ${controlStyles}
  ${readOnlyTextBox}
  resize: none;
  overflow: hidden;
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
