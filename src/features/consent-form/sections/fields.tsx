/**
 * The form's fields: the library's TextField, Select and DatePicker bound to react-hook-form by
 * name through `Controller`. Each control's id is its field name, so the error summary's link
 * `#name` lands on it.
 */
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { DatePicker, Select, TextField, type TextFieldProps } from '../../../components';
import { useConsentFormMethods, useConsentFormRules } from '../form/form-context';
import type { ConsentFormField, ConsentFormValues } from '../form/schema';
import { dateErrorMessages, dateLimits, type DateField } from '../form/validation-context';

type TextName = {
  [K in ConsentFormField]: ConsentFormValues[K] extends string ? K : never;
}[ConsentFormField];

interface FormTextFieldProps extends Pick<
  TextFieldProps,
  | 'maxLength'
  | 'inputMode'
  | 'autoComplete'
  | 'autoCorrect'
  | 'autoCapitalize'
  | 'spellCheck'
  | 'onKeyDown'
  | 'warning'
  | 'trailing'
  | 'type'
> {
  name: TextName;
  label: string;
  isRequired?: boolean;
  /** Read-only regardless of the form (e.g. a value a look-up fills in). */
  isReadOnly?: boolean;
  description?: ReactNode;
  /** Called after the form has the new value (derived values: initial, birth date). */
  onValueChange?: (value: string) => void;
}

export function FormTextField({
  name,
  label,
  isRequired,
  isReadOnly,
  description,
  onValueChange,
  ...props
}: FormTextFieldProps) {
  const { control } = useConsentFormMethods();
  const rules = useConsentFormRules();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          id={name}
          name={field.name}
          label={label}
          description={description}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            onValueChange?.(value);
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          isRequired={isRequired}
          isReadOnly={isReadOnly || rules.isReadOnly}
          errorMessage={fieldState.error?.message}
        />
      )}
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
  const { control } = useConsentFormMethods();
  const rules = useConsentFormRules();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          id={name}
          name={field.name}
          label={label}
          options={options}
          selectedKey={field.value === '' ? null : field.value}
          onSelectionChange={(key) => field.onChange(key ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          isRequired={isRequired}
          isDisabled={rules.isReadOnly}
          errorMessage={fieldState.error?.message}
        />
      )}
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
  const { control } = useConsentFormMethods();
  const rules = useConsentFormRules();
  const limits = dateLimits(name, rules.context);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePicker
          id={name}
          name={field.name}
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          placeholderYearsAgo={placeholderYearsAgo}
          {...limits}
          errorMessages={dateErrorMessages(name, rules.context)}
          onValidationChange={(key) => rules.setUnparseable(name, key === 'parse')}
          isRequired={isRequired}
          isReadOnly={rules.isReadOnly}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}
