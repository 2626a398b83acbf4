import type { FocusEvent, ReactNode, Ref } from 'react';
import { useTheme } from 'styled-components';
import { FieldErrorText, FieldHint, FieldLabel } from '../Field';
import { Check, Chevron, List, Option, Panel, SelectRoot, Trigger, Value } from './Select.styles';

/** An option: a plain string is both its id and its label. */
export type SelectOption = string | { id: string; label: string };

export interface SelectProps {
  /** The visible label; with the chosen value it names the trigger button. */
  label: string;
  options: readonly SelectOption[];
  /** Shown while nothing is chosen. */
  placeholder?: string;
  hint?: ReactNode;
  /** Shown while the field is invalid, read as "Error: …". Giving one marks the field invalid. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** The chosen option's id (controlled); `null` for none. */
  selectedKey?: string | null;
  /** The first chosen option's id (uncontrolled). */
  defaultSelectedKey?: string | null;
  onSelectionChange?: (key: string | null) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Lands on the trigger button, so an error summary link `#id` can focus it. */
  id?: string;
  /** For native form submission (a hidden <select> carries the value). */
  name?: string;
  /** Lands on the trigger button, so react-hook-form can focus it. */
  ref?: Ref<HTMLButtonElement>;
  className?: string;
}

const toItem = (option: SelectOption) =>
  typeof option === 'string' ? { id: option, label: option } : option;

/**
 * A labelled single choice from a short list. The list opens in a popover (max height from
 * `theme.layout.selectPanelMaxHeight`) and supports arrow keys, typeahead, Enter and Escape.
 * Validation belongs to the form (`validationBehavior="aria"`).
 */
export function Select({
  label,
  options,
  placeholder = 'Select an option',
  hint,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  onBlur,
  id,
  name,
  ref,
  className,
}: SelectProps) {
  const theme = useTheme();
  const items = options.map(toItem);
  const hasError = errorMessage != null && errorMessage !== '' && errorMessage !== false;

  return (
    <SelectRoot
      id={id}
      name={name}
      className={className}
      placeholder={placeholder}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={isInvalid ?? hasError}
      validationBehavior="aria"
      value={selectedKey}
      defaultValue={defaultSelectedKey}
      onChange={(key) => onSelectionChange?.(key == null ? null : String(key))}
      onBlur={onBlur}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      {hint && <FieldHint>{hint}</FieldHint>}
      {hasError && <FieldErrorText>{errorMessage}</FieldErrorText>}
      <Trigger ref={ref}>
        <Value />
        <Chevron viewBox="0 0 16 16" aria-hidden="true">
          <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="2" />
        </Chevron>
      </Trigger>
      <Panel offset={4} style={{ zIndex: theme.zIndex.popover }}>
        <List>
          {items.map((item) => (
            <Option key={item.id} id={item.id} textValue={item.label}>
              {({ isSelected }) => (
                <>
                  <span>{item.label}</span>
                  {isSelected && (
                    <Check viewBox="0 0 16 16" aria-hidden="true">
                      <path
                        d="M3 8.5l3 3L13 4.5"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                      />
                    </Check>
                  )}
                </>
              )}
            </Option>
          ))}
        </List>
      </Panel>
    </SelectRoot>
  );
}
