import {
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {
  FieldErrorContext,
  TextContext,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, hasErrorMessage } from '../Field';
import { Check, Chevron, List, Option, Panel, SelectRoot, Trigger, Value } from './Select.styles';
import { isPrintableKey, useListbox, useTypeahead, type ListboxItem } from './use-listbox';

/** An option: a plain string is both its id and its label. */
export type SelectOption = string | { id: string; label: string };

/**
 * A labelled single choice from a short list, with react-aria's conventions: keyed by string,
 * read and written as `selectedKey` / `onSelectionChange` (null = nothing chosen).
 */
export interface SelectProps {
  /** The visible label; with the chosen value it names the trigger button. */
  label: string;
  options: readonly SelectOption[];
  /** Shown on the trigger while nothing is chosen. */
  placeholder?: string;
  /** Help text under the label. */
  description?: ReactNode;
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
  /** Focus left the field (not for its own list). */
  onBlur?: (event: FocusEvent) => void;
  /** Lands on the trigger button, like `ref`, so links and react-hook-form reach it. */
  id?: string;
  /** Kept for forms and tests that name the field; the value itself lives in the form. */
  name?: string;
  /** Lands on the trigger button, so react-hook-form can focus it. */
  ref?: Ref<HTMLButtonElement>;
  className?: string;
}

interface Item extends ListboxItem<string> {
  label: string;
}

const toItem = (option: SelectOption): Item =>
  typeof option === 'string'
    ? { id: option, label: option, textValue: option }
    : { ...option, textValue: option.label };

function OptionList({
  items,
  selectedKey,
  labelId,
  autoFocus,
  onAction,
  onTab,
}: {
  items: readonly Item[];
  selectedKey: string | null;
  labelId: string;
  autoFocus: 'first' | 'last';
  onAction: (key: string) => void;
  /** Tab closes the list and gives focus back to the trigger; a second Tab moves on. */
  onTab: () => void;
}) {
  const { listProps, optionProps } = useListbox({ items, selectedKey, onAction, autoFocus });
  return (
    <List
      {...listProps}
      aria-labelledby={labelId}
      onKeyDown={(event) => {
        if (event.key === 'Tab') {
          // The popover holds focus while it is open: leave it from the trigger.
          event.preventDefault();
          onTab();
        } else listProps.onKeyDown(event);
      }}
    >
      {items.map((item) => (
        <Option key={item.id} {...optionProps(item)}>
          <span>{item.label}</span>
          {item.id === selectedKey && (
            <Check viewBox="0 0 16 16" aria-hidden="true">
              <path d="M3 8.5l3 3L13 4.5" fill="none" stroke="currentColor" strokeWidth="2" />
            </Check>
          )}
        </Option>
      ))}
    </List>
  );
}

/**
 * A labelled single choice from a short list. The list opens in a popover (max height from
 * `theme.layout.selectPanelMaxHeight`) and supports arrow keys, typeahead, Enter and Escape; on
 * the closed select a letter picks the first match, like a native select. The trigger is
 * react-aria's Button and the panel its Popover; the list is our own listbox (`use-listbox.ts`),
 * lighter than react-aria's Select and ListBox (docs/architecture.md#load-budget). Validation
 * belongs to the form.
 */
export function Select({
  label,
  options,
  placeholder = 'Select an option',
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  selectedKey,
  defaultSelectedKey = null,
  onSelectionChange,
  onBlur,
  id,
  name,
  ref,
  className,
}: SelectProps) {
  const items = options.map(toItem);
  const hasError = hasErrorMessage(errorMessage);
  const invalid = isInvalid ?? hasError;
  const [ownKey, setOwnKey] = useState(defaultSelectedKey);
  const current = selectedKey === undefined ? ownKey : selectedKey;
  const chosen = items.find((item) => item.id === current);
  const [openAt, setOpenAt] = useState<'first' | 'last' | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const typeahead = useTypeahead();
  const ids = { label: useId(), value: useId(), description: useId(), error: useId() };

  const choose = (key: string) => {
    if (key !== current) {
      setOwnKey(key);
      onSelectionChange?.(key);
    }
  };
  const open = (at: 'first' | 'last') => {
    if (!isDisabled) setOpenAt(at);
  };
  const close = () => {
    setOpenAt(null);
    triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (isPrintableKey(event) && !(event.key === ' ' && !typeahead.isActive())) {
      const match = typeahead.match(event.key, items, items.indexOf(chosen!) + 1);
      if (match) choose(match.id);
    }
  };

  const describedBy =
    [description ? ids.description : null, hasError ? ids.error : null].filter(Boolean).join(' ') ||
    undefined;
  const setTriggerRef = (element: HTMLButtonElement | null) => {
    triggerRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  const triggerProps: AriaButtonProps & Record<`aria-${string}` | 'name', unknown> = {
    id,
    name,
    isDisabled,
    'aria-haspopup': 'listbox',
    'aria-expanded': openAt !== null,
    'aria-labelledby': `${ids.value} ${ids.label}`,
    'aria-describedby': describedBy,
    onPress: () => open('first'),
    onKeyDown: onTriggerKeyDown,
    onBlur: (event: FocusEvent) => {
      if (openAt === null) onBlur?.(event);
    },
  };

  return (
    <SelectRoot
      className={className}
      data-invalid={invalid || undefined}
      data-open={openAt !== null || undefined}
      data-disabled={isDisabled || undefined}
    >
      <TextContext.Provider
        value={{ slots: { description: { id: ids.description }, errorMessage: { id: ids.error } } }}
      >
        <FieldLabel
          id={ids.label}
          elementType="span"
          isRequired={isRequired}
          onClick={() => triggerRef.current?.focus()}
        >
          {label}
        </FieldLabel>
        {description && <FieldDescription>{description}</FieldDescription>}
        {hasError && (
          <FieldErrorContext.Provider
            value={{
              isInvalid: true,
              validationErrors: [],
              validationDetails: {} as ValidityState,
            }}
          >
            <FieldErrorText>{errorMessage}</FieldErrorText>
          </FieldErrorContext.Provider>
        )}
      </TextContext.Provider>
      <Trigger ref={setTriggerRef} {...triggerProps}>
        <Value id={ids.value} data-placeholder={chosen ? undefined : true}>
          {chosen?.label ?? placeholder}
        </Value>
        <Chevron viewBox="0 0 16 16" aria-hidden="true">
          <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="2" />
        </Chevron>
      </Trigger>
      <Panel
        trigger="Select"
        triggerRef={triggerRef}
        aria-labelledby={ids.label}
        isOpen={openAt !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) close();
        }}
        placement="bottom start"
        offset={4}
      >
        <OptionList
          items={items}
          selectedKey={current}
          labelId={ids.label}
          autoFocus={openAt ?? 'first'}
          onAction={(key) => {
            choose(key);
            close();
          }}
          onTab={close}
        />
      </Panel>
    </SelectRoot>
  );
}
