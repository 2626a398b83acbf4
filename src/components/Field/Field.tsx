import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text as AriaText,
  type FieldErrorProps,
  type LabelProps,
} from 'react-aria-components';
import { focusRing, visuallyHidden } from '../theme';

/**
 * The pieces every form field is made of, in this order (docs/architecture.md#forms):
 * label → description → error → control. react-aria links description and error to the control through
 * aria-describedby, so these pieces only need to sit inside a react-aria field.
 */

/**
 * The react-aria props a field sets itself, so callers cannot: its markup (`children`, `render`),
 * its styling (`className`, `style`) and validation, which belongs to the form (`aria` behaviour).
 */
export type FieldOwnedProps =
  'children' | 'className' | 'style' | 'validationBehavior' | 'validate' | 'render';

const StyledLabel = styled(AriaLabel)`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text};
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.color.danger};
  margin-left: 2px;
`;

export interface FieldLabelProps extends LabelProps {
  /** Shows a required marker; the control itself carries aria-required. */
  isRequired?: boolean;
}

export function FieldLabel({ children, isRequired, ...props }: FieldLabelProps) {
  return (
    <StyledLabel {...props}>
      {children}
      {isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
    </StyledLabel>
  );
}

const StyledDescription = styled(AriaText)`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Help text under the label (react-aria's `description` slot). */
export function FieldDescription({ children }: { children: ReactNode }) {
  return <StyledDescription slot="description">{children}</StyledDescription>;
}

/** Whether a field has an error message to show (a message marks the field invalid). */
export function hasErrorMessage(message: ReactNode): boolean {
  return message != null && message !== '' && message !== false;
}

const StyledError = styled(AriaFieldError)`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.danger};
`;

const HiddenPrefix = styled.span`
  ${visuallyHidden}
`;

/** The field's error, read out as "Error: …". Renders only while the field is invalid. */
export function FieldErrorText({ children, ...props }: FieldErrorProps & { children?: ReactNode }) {
  return (
    <StyledError {...props}>
      <HiddenPrefix>Error: </HiddenPrefix>
      {children}
    </StyledError>
  );
}

export interface FieldHeadProps {
  label: ReactNode;
  isRequired?: boolean;
  description?: ReactNode;
  /** Shown only when there is one (hasErrorMessage). */
  errorMessage?: ReactNode;
}

/** What a field shows above its control, in the order above: label, description, error. */
export function FieldHead({ label, isRequired, description, errorMessage }: FieldHeadProps) {
  return (
    <>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      {description && <FieldDescription>{description}</FieldDescription>}
      {hasErrorMessage(errorMessage) && <FieldErrorText>{errorMessage}</FieldErrorText>}
    </>
  );
}

/** Vertical stack for one field: label, description, error, control. */
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
