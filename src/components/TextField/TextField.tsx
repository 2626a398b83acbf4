import { useId, type ReactNode, type Ref } from 'react';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldHead, hasErrorMessage, type FieldOwnedProps } from '../Field';
import {
  ControlRow,
  FieldRoot,
  HiddenPrefix,
  ReadOnlyGrow,
  StyledInput,
  StyledReadOnlyText,
  WarningIcon,
  WarningNote,
} from './TextField.styles';

/**
 * Besides react-aria's props, the on-screen keyboard's hints reach the <input>: `inputMode`
 * ('numeric' for ID and account numbers, 'tel', 'decimal'), `autoCorrect` and `spellCheck`
 * ('off' / 'false' for codes, numbers and names), `autoCapitalize` ('words' for names, 'off' for codes).
 */
export interface TextFieldProps extends Omit<AriaTextFieldProps, FieldOwnedProps> {
  /** The visible label; it is also the input's accessible name. */
  label: string;
  autoCapitalize?: 'off' | 'none' | 'on' | 'sentences' | 'words' | 'characters';
  /** Help text under the label, read as part of the input's description. */
  description?: ReactNode;
  /** Shown while the field is invalid, read as "Error: …". Giving one marks the field invalid. */
  errorMessage?: ReactNode;
  /** A non-blocking note (the value is kept) under the input, read as "Warning: …". */
  warning?: ReactNode;
  placeholder?: string;
  /** An action on the same row as the input, e.g. a "Search" button. */
  trailing?: ReactNode;
  /** Lands on the <input>, so react-hook-form can focus it. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A labelled single-line text input. Validation belongs to the form: pass `isInvalid` and
 * `errorMessage` (react-aria runs with `validationBehavior="aria"`, so nothing blocks typing).
 * `id` lands on the <input>, so an error summary link `#id` can focus it.
 */
export function TextField({
  label,
  description,
  errorMessage,
  warning,
  placeholder,
  trailing,
  ref,
  id,
  isRequired,
  isInvalid,
  'aria-describedby': describedBy,
  ...props
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const warningId = warning ? `${inputId}-warning` : undefined;
  const hasError = hasErrorMessage(errorMessage);

  return (
    <FieldRoot
      {...props}
      id={inputId}
      isRequired={isRequired}
      isInvalid={isInvalid ?? hasError}
      validationBehavior="aria"
      aria-describedby={[describedBy, warningId].filter(Boolean).join(' ') || undefined}
    >
      <FieldHead
        label={label}
        isRequired={isRequired}
        description={description}
        errorMessage={errorMessage}
      />
      <ControlRow>
        {props.isReadOnly ? (
          // A read-only value wraps (react-aria's TextArea takes the field's props); the form's
          // ref only focuses it, which a <textarea> does as an <input> would. Nobody types into
          // it, so the value to size it by is the one given.
          <ReadOnlyGrow data-value={props.value ?? props.defaultValue ?? ''}>
            <StyledReadOnlyText ref={ref as Ref<HTMLTextAreaElement>} rows={1} />
          </ReadOnlyGrow>
        ) : (
          <StyledInput ref={ref} placeholder={placeholder} />
        )}
        {trailing}
      </ControlRow>
      {/* Not an error: under the control, so label and input keep their line beside the next
          field; the input is described by it. */}
      {warning && (
        <WarningNote id={warningId}>
          <WarningIcon aria-hidden="true">!</WarningIcon>
          <span>
            <HiddenPrefix>Warning: </HiddenPrefix>
            {warning}
          </span>
        </WarningNote>
      )}
    </FieldRoot>
  );
}
