import type { ReactNode, Ref } from 'react';
import type { SelectProps as AriaSelectProps } from 'react-aria-components';
import { FieldHead, hasErrorMessage, type FieldOwnedProps } from '../Field';
import { Check, Chevron, List, Option, Panel, SelectRoot, Trigger, Value } from './Select.styles';

/** An option: a plain string is both its id and its label. */
export type SelectOption = string | { id: string; label: string };

/**
 * react-aria's Select props, with the library's conventions: one choice, keyed by string, read
 * and written as `selectedKey` / `onSelectionChange` (null = nothing chosen).
 */
export interface SelectProps extends Omit<
  AriaSelectProps<object, 'single'>,
  | FieldOwnedProps
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'onSelectionChange'
  | 'selectionMode'
> {
  /** The visible label; with the chosen value it names the trigger button. */
  label: string;
  options: readonly SelectOption[];
  /** Help text under the label. */
  description?: ReactNode;
  /** Shown while the field is invalid, read as "Error: …". Giving one marks the field invalid. */
  errorMessage?: ReactNode;
  /** The chosen option's id (controlled); `null` for none. */
  selectedKey?: string | null;
  /** The first chosen option's id (uncontrolled). */
  defaultSelectedKey?: string | null;
  onSelectionChange?: (key: string | null) => void;
  /** Lands on the trigger button, so react-hook-form can focus it. */
  ref?: Ref<HTMLButtonElement>;
  className?: string;
}

const toItem = (option: SelectOption) =>
  typeof option === 'string' ? { id: option, label: option } : option;

/**
 * A labelled single choice from a short list: react-aria's Select, with its keyboard (arrows,
 * Home / End, typeahead in the list and on the closed trigger, Enter, Escape), its hidden native
 * `<select>` for browser autofill (`name`, `autoComplete`) and its focus handling. The list opens
 * in the shared Popover (max height from `theme.layout.selectPanelMaxHeight`). `id` and `ref`
 * land on the trigger button, so the error summary's links and react-hook-form reach it.
 * Validation belongs to the form (`validationBehavior="aria"`).
 */
export function Select({
  label,
  options,
  placeholder = 'Select an option',
  description,
  errorMessage,
  isInvalid,
  isRequired,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  ref,
  ...props
}: SelectProps) {
  const items = options.map(toItem);
  const hasError = hasErrorMessage(errorMessage);

  return (
    <SelectRoot
      {...props}
      placeholder={placeholder}
      isRequired={isRequired}
      isInvalid={isInvalid ?? hasError}
      validationBehavior="aria"
      // react-aria names these value / onChange; ours keep the names the form already uses.
      value={selectedKey}
      defaultValue={defaultSelectedKey}
      onChange={(key) => onSelectionChange?.(key == null ? null : String(key))}
    >
      <FieldHead
        label={label}
        isRequired={isRequired}
        description={description}
        errorMessage={errorMessage}
      />
      <Trigger ref={ref}>
        <Value />
        <Chevron viewBox="0 0 16 16" aria-hidden="true">
          <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="2" />
        </Chevron>
      </Trigger>
      <Panel offset={4}>
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
