/**
 * The form's fields: the library's TextField, Select and DatePicker bound to react-hook-form by
 * name through `Controller`. Each control's id is its field name, so the error summary's link
 * `#name` lands on it.
 */
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { DatePicker, Select, TextField, type TextFieldProps } from '../../../components';
import { useConsentFormMethods, useConsentFormRules } from '../form/form-context';
import type { ConsentFormField } from '../form/schema';
import { dateErrorMessages, dateLimits, type DateField } from '../form/validation-context';

/**
 * One field of the form, bound by name: what every control takes from its field (its id and
 * name, blur, ref and error) as `props`, the field for its value, and the form's rules.
 */
function useBoundField<N extends ConsentFormField>(name: N) {
  const { control } = useConsentFormMethods();
  const { field, fieldState } = useController({ control, name });
  const { onBlur, ref } = field;
  const props = { id: name, name, onBlur, ref, errorMessage: fieldState.error?.message };
  return { props, field, rules: useConsentFormRules() };
}

interface FormTextFieldProps extends Pick<
  TextFieldProps,
  'maxLength' | 'inputMode' | 'autoCapitalize' | 'onKeyDown' | 'warning' | 'trailing' | 'type'
> {
  name: Exclude<ConsentFormField, DateField>;
  label: string;
  isRequired?: boolean;
  /** Read-only regardless of the form (e.g. a value a look-up fills in). */
  isReadOnly?: boolean;
  description?: ReactNode;
  /** Called after the form has the new value (derived values: initial, birth date). */
  onValueChange?: (value: string) => void;
}

/**
 * A text field of the form. Every value is the client's, typed by the adviser: the browser must
 * not fill it in from the adviser's own history, correct it or mark its spelling; it capitalises
 * nothing unless told (`autoCapitalize="words"` for names).
 */
export function FormTextField({
  name,
  label,
  isRequired,
  isReadOnly,
  description,
  onValueChange,
  autoCapitalize = 'off',
  ...props
}: FormTextFieldProps) {
  const { props: bound, field, rules } = useBoundField(name);
  return (
    <TextField
      {...props}
      {...bound}
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize={autoCapitalize}
      spellCheck="false"
      label={label}
      description={description}
      value={field.value}
      onChange={(value) => {
        field.onChange(value);
        onValueChange?.(value);
      }}
      isRequired={isRequired}
      isReadOnly={isReadOnly || rules.isReadOnly}
    />
  );
}

type ChoiceName = 'appType' | 'paymentMethod' | 'accountType';

export function FormSelect({
  name,
  label,
  options,
  isRequired,
}: {
  name: ChoiceName;
  label: string;
  options: readonly string[];
  isRequired?: boolean;
}) {
  const { props, field, rules } = useBoundField(name);
  return (
    <Select
      {...props}
      label={label}
      options={options}
      selectedKey={field.value === '' ? null : field.value}
      onSelectionChange={(key) => field.onChange(key ?? '')}
      isRequired={isRequired}
      isDisabled={rules.isReadOnly}
    />
  );
}

export function FormDatePicker({
  name,
  label,
  isRequired,
  placeholderYearsAgo,
}: {
  name: DateField;
  label: string;
  isRequired?: boolean;
  placeholderYearsAgo?: number;
}) {
  const { props, field, rules } = useBoundField(name);
  return (
    <DatePicker
      {...props}
      label={label}
      value={field.value}
      onChange={field.onChange}
      placeholderYearsAgo={placeholderYearsAgo}
      {...dateLimits(name, rules.context)}
      errorMessages={dateErrorMessages(name, rules.context)}
      onValidationChange={(key) => rules.setUnparseable(name, key === 'parse')}
      isRequired={isRequired}
      isReadOnly={rules.isReadOnly}
    />
  );
}
