import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type ClipboardEvent,
  type FocusEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {
  Calendar as AriaCalendar,
  type DatePickerProps as AriaDatePickerProps,
} from 'react-aria-components';
import {
  getLocalTimeZone,
  toCalendarDate,
  today,
  type CalendarDate,
  type DateValue,
} from '@internationalized/date';
import { parseDateInput } from '../../lib/dates';
import { FieldHead, hasErrorMessage, type FieldOwnedProps } from '../Field';
import { Popover } from '../Popover';
import { CalendarPanel } from './CalendarPanel';
import {
  dateErrorKey,
  dateErrorMessage,
  hasPartialSegments,
  type DateErrorKey,
} from './date-validation';
import {
  DateGroup,
  IconButton,
  Root,
  Segment,
  StyledDateInput,
  StyledDialog,
} from './DatePicker.styles';

/**
 * react-aria's DatePicker props, for calendar dates only (`CalendarDate | null`), with the
 * library's conventions: `description` for help text, `errorMessage` from the form.
 */
export interface DatePickerProps extends Omit<
  AriaDatePickerProps<CalendarDate>,
  | FieldOwnedProps
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'isDateUnavailable'
  | 'minValue'
  | 'maxValue'
> {
  /** The visible label; it also names the field, its calendar button and the calendar. */
  label: string;
  /** Help text under the label, e.g. "For example, 27/03/1985". */
  description?: ReactNode;
  /** With no date chosen, the calendar opens this many years ago (30 for a date of birth). */
  placeholderYearsAgo?: number;
  value?: CalendarDate | null;
  defaultValue?: CalendarDate | null;
  onChange?: (value: CalendarDate | null) => void;
  /** Focus left the field (not into its calendar): the form's "touched". */
  onBlur?: () => void;
  minValue?: CalendarDate;
  maxValue?: CalendarDate;
  /** Dates the caller rules out; the calendar strikes them through, typing one is an error. */
  isDateUnavailable?: (date: CalendarDate) => boolean;
  /** The form's message; it wins over the field's own messages. */
  errorMessage?: ReactNode;
  /** Replaces the default message per key; `{min}`/`{max}` become the limits as dd/mm/yyyy. */
  errorMessages?: Partial<Record<DateErrorKey, string>>;
  /** Called with the field's own error key whenever it changes (null when valid). */
  onValidationChange?: (key: DateErrorKey | null) => void;
  /** The date group (focusable), so react-hook-form can focus the field; `id` lands on it too. */
  ref?: Ref<HTMLDivElement>;
}

function CalendarIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <rect
        x="2"
        y="3.5"
        width="14"
        height="12.5"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
      <path
        d="M2 7.5h14M6 1.8v3.4M12 1.8v3.4"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * A date field for en-IN (dd/mm/yyyy): typed, pasted as d/m/yyyy, or picked from the calendar.
 * Its own errors come with messages and a key the form reads (`onValidationChange`,
 * `data-error-key`); `validationBehavior="aria"`: nothing blocks.
 */
export function DatePicker({
  label,
  description,
  value: valueProp,
  defaultValue = null,
  onChange,
  onBlur,
  minValue,
  maxValue,
  isDateUnavailable,
  isRequired,
  isDisabled,
  isReadOnly,
  isInvalid,
  errorMessage,
  errorMessages,
  onValidationChange,
  placeholderYearsAgo,
  ref,
  ...props
}: DatePickerProps) {
  const placeholderValue =
    props.placeholderValue ??
    (placeholderYearsAgo
      ? today(getLocalTimeZone()).subtract({ years: placeholderYearsAgo })
      : undefined);
  const [uncontrolled, setUncontrolled] = useState<CalendarDate | null>(defaultValue);
  const value = valueProp !== undefined ? valueProp : uncontrolled;
  // Why the input is no date: half-filled segments (re-checked on each blur) or a pasted text.
  const [unparseable, setUnparseable] = useState<'segments' | 'paste' | null>(null);
  const groupRef = useRef<HTMLDivElement | null>(null);

  // A date set from outside (a form reset, a derived birth date) replaces whatever was typed.
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value) setUnparseable(null);
  }

  const rules = { minValue, maxValue, isDateUnavailable };
  const errorKey = dateErrorKey(value, unparseable !== null, rules);
  const hasFormMessage = hasErrorMessage(errorMessage);
  const message = hasFormMessage
    ? errorMessage
    : errorKey
      ? dateErrorMessage(errorKey, rules, errorMessages)
      : null;
  const showInvalid = Boolean(isInvalid) || hasFormMessage || errorKey !== null;

  const reportValidation = useEffectEvent((key: DateErrorKey | null) => {
    onValidationChange?.(key);
  });
  useEffect(() => {
    reportValidation(errorKey);
  }, [errorKey]);

  const commit = (next: CalendarDate | null) => {
    setUncontrolled(next);
    onChange?.(next);
  };

  const handleChange = (next: DateValue | null) => {
    if (next) setUnparseable(null);
    commit(next && toCalendarDate(next));
  };

  const handleBlur = () => {
    const group = groupRef.current;
    if (group && hasPartialSegments(group)) setUnparseable('segments');
    else setUnparseable((reason) => (reason === 'paste' ? reason : null));
    onBlur?.();
  };

  // A pasted "5/3/1985" fills the whole date, whichever segment has focus.
  const handlePaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (isDisabled || isReadOnly) return;
    event.preventDefault();
    const pasted = parseDateInput(event.clipboardData.getData('text'));
    setUnparseable(pasted === null ? 'paste' : null);
    commit(pasted);
  };

  // The group is focusable only to hand focus to its first segment (error summary, RHF).
  const handleGroupFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    event.currentTarget
      .querySelector<HTMLElement>('[data-type]:not([data-type="literal"])')
      ?.focus();
  };

  return (
    <Root
      {...props}
      placeholderValue={placeholderValue}
      value={value}
      onChange={handleChange}
      onBlur={handleBlur}
      minValue={minValue}
      maxValue={maxValue}
      isDateUnavailable={isDateUnavailable && ((date) => isDateUnavailable(toCalendarDate(date)))}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isInvalid={showInvalid}
      validationBehavior="aria"
      shouldForceLeadingZeros
      data-error-key={errorKey ?? undefined}
    >
      <FieldHead
        label={label}
        isRequired={isRequired}
        description={description}
        errorMessage={message}
      />
      <DateGroup
        ref={(element: HTMLDivElement | null) => {
          groupRef.current = element;
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        tabIndex={isDisabled ? undefined : -1}
        isReadOnly={isReadOnly}
        onFocus={handleGroupFocus}
        onPaste={handlePaste}
      >
        <StyledDateInput>{(segment) => <Segment segment={segment} />}</StyledDateInput>
        <IconButton variant="secondary" size="sm" {...(isReadOnly ? { isDisabled: true } : {})}>
          <CalendarIcon />
        </IconButton>
      </DateGroup>
      <Popover>
        <StyledDialog>
          <AriaCalendar>
            <CalendarPanel minValue={minValue} maxValue={maxValue} />
          </AriaCalendar>
        </StyledDialog>
      </Popover>
    </Root>
  );
}
