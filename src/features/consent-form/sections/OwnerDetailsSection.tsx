import { useWatch } from 'react-hook-form';
import { ID_NUMBER_MAX } from '../../../api';
import { birthDateFromId, checkSaIdNumber, initialFromFirstName } from '../../../lib/sa-id';
import { FormDatePicker, FormTextField } from './fields';
import { formStateNow, useConsentFormMethods, useConsentFormRules } from '../form/form-context';
import { FormSection } from './FormSection';

/** Letters mean a passport number: only an all-digit value is judged as an SA ID number. */
function idNumberWarning(idNumber: string): string | undefined {
  const value = idNumber.trim();
  if (!/^\d{13,}$/.test(value) || checkSaIdNumber(value).valid) return undefined;
  return 'This is not a valid South African ID number. Check it, or enter a passport number.';
}

/**
 * Owner Details (docs/behaviour.md#application-details). The first name fills Initial; a
 * 13-character ID fills Date of Birth; an ID that fails the SA ID check gets a warning under it that
 * does not block saving (passport numbers are allowed), and none where the form is locked: the
 * adviser could not act on it.
 */
export function OwnerDetailsSection() {
  const form = useConsentFormMethods();
  const { setValue, getFieldState, control } = form;
  const { isReadOnly } = useConsentFormRules();
  const idNumber = useWatch({ control, name: 'idNumber' });

  // A derived value is judged at once when its field already speaks (visited, showing an error,
  // or after a Save): else an 'Enter the initial' would stay beside the initial just filled in.
  const options = (name: 'initial' | 'birthDate') => {
    const state = getFieldState(name);
    return {
      shouldDirty: true,
      shouldValidate: state.isTouched || state.invalid || formStateNow(form).isSubmitted,
    };
  };

  return (
    <FormSection title="Owner Details">
      <FormTextField
        name="firstName"
        label="First Name"
        isRequired
        autoCapitalize="words"
        onValueChange={(value) =>
          setValue('initial', initialFromFirstName(value), options('initial'))
        }
      />
      <FormTextField name="initial" label="Initial" isRequired autoCapitalize="characters" />
      <FormTextField name="surname" label="Surname" isRequired autoCapitalize="words" />
      <FormTextField
        name="idNumber"
        label="ID / Passport Number"
        isRequired
        maxLength={ID_NUMBER_MAX}
        inputMode="numeric"
        warning={isReadOnly ? undefined : idNumberWarning(idNumber)}
        onValueChange={(value) => {
          const birthDate = birthDateFromId(value);
          if (birthDate) setValue('birthDate', birthDate, options('birthDate'));
        }}
      />
      <FormDatePicker name="birthDate" label="Date of Birth" isRequired placeholderYearsAgo={30} />
      <FormTextField
        name="cellNumber"
        label="Cellphone Number"
        isRequired
        type="tel"
        inputMode="tel"
      />
      <FormTextField
        name="addressLineOne"
        label="Postal Address line 1"
        isRequired
        autoCapitalize="words"
      />
      <FormTextField
        name="addressLineTwo"
        label="Postal Address line 2"
        isRequired
        autoCapitalize="words"
      />
    </FormSection>
  );
}
