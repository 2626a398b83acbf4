import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text as AriaText,
} from 'react-aria-components';
import { focusRing, VisuallyHidden } from '../theme';

/**
 * The pieces of every form field, in order: label, description, error, control
 * (docs/architecture.md#forms). Inside a react-aria field, react-aria links them to the control.
 */

/** The react-aria props a field sets itself: its markup, its styling, and validation (the form's). */
export type FieldOwnedProps =
  'children' | 'className' | 'style' | 'validationBehavior' | 'validate' | 'render';

const Label = styled(AriaLabel)`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text};
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.color.danger};
  margin-left: 2px;
`;

const Description = styled(AriaText)`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const ErrorText = styled(AriaFieldError)`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.danger};
`;

/** A message to show marks the field invalid. */
export function hasErrorMessage(message: ReactNode): boolean {
  return message != null && message !== '' && message !== false;
}

export interface FieldHeadProps {
  label: ReactNode;
  /** A marker; the control itself carries aria-required. */
  isRequired?: boolean;
  /** Help text under the label (react-aria's `description` slot). */
  description?: ReactNode;
  /** Read as "Error: …", and only while the field is invalid. */
  errorMessage?: ReactNode;
}

/** What a field shows above its control. */
export function FieldHead({ label, isRequired, description, errorMessage }: FieldHeadProps) {
  return (
    <>
      <Label>
        {label}
        {isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      {description && <Description slot="description">{description}</Description>}
      {hasErrorMessage(errorMessage) && (
        <ErrorText>
          <VisuallyHidden>Error: </VisuallyHidden>
          {errorMessage}
        </ErrorText>
      )}
    </>
  );
}

export const fieldStack = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

/** The look of a text-like control (input, select trigger, date group), by react-aria state. */
export const controlStyles = css`
  min-height: 40px;
  width: 100%;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  transition: border-color ${({ theme }) => theme.motion.fast};

  &[data-hovered] {
    border-color: ${({ theme }) => theme.color.text};
  }
  &[data-focused],
  &[data-focus-within],
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: 0;
  }
  &[data-invalid] {
    border: 2px solid ${({ theme }) => theme.color.danger};
  }
  &[data-disabled] {
    background: ${({ theme }) => theme.color.disabledSurface};
    color: ${({ theme }) => theme.color.disabledText};
    border-color: ${({ theme }) => theme.color.divider};
  }
  &[readonly],
  &[data-readonly] {
    background: ${({ theme }) => theme.color.subtle};
    border-style: dashed;
  }
`;
