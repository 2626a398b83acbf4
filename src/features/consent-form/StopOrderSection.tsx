import { useFormContext } from 'react-hook-form';
import { isAgencyNotFound, useAgencyLookup } from '../../api';
import { Button, toast } from '../../components';
import { describeAgencyError } from './save-error';
import { FormDatePicker, FormTextField } from './fields';
import { useConsentFormRules } from './form-context';
import { FieldGrid, FormSection } from './FormSection';
import type { ConsentFormValues } from './schema';

/**
 * Stop Order Details: shown only for the Stop Order payment method. Search (or Enter in Agency
 * Number) looks the agency up and fills Agency Description (docs/behaviour.md#validation).
 */
export function StopOrderSection() {
  const { getValues, setValue, trigger, getFieldState } = useFormContext<ConsentFormValues>();
  const rules = useConsentFormRules();
  const lookup = useAgencyLookup();

  const search = async () => {
    const agencyNumber = getValues('agencyNumber').trim();
    if (!agencyNumber) {
      await trigger('agencyNumber');
      return;
    }
    try {
      const agency = await lookup.mutateAsync(agencyNumber);
      rules.setAgencyNotFound(null);
      setValue('agencyDescription', agency.name, { shouldDirty: true });
    } catch (error) {
      if (isAgencyNotFound(error)) {
        rules.setAgencyNotFound(agencyNumber);
        setValue('agencyDescription', '', { shouldDirty: true });
        toast.error('Agency not found');
      } else {
        toast.error(describeAgencyError(error));
      }
    }
    // Show the verdict now: 'Agency Not Found', or the cleared error of a found agency.
    await trigger([
      'agencyNumber',
      ...(getFieldState('agencyDescription').error ? (['agencyDescription'] as const) : []),
    ]);
  };

  return (
    <FormSection title="Stop Order Details">
      <FieldGrid>
        <FormTextField
          name="agencyNumber"
          label="Agency Number"
          isRequired
          autoComplete="off"
          inputMode="numeric"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck="false"
          onKeyDown={(event) => {
            // Enter searches; it must not submit the form.
            if (event.key === 'Enter') {
              event.preventDefault();
              void search();
            }
          }}
          onValueChange={() => {
            // A description found for another number would be stale.
            if (getValues('agencyDescription')) {
              setValue('agencyDescription', '', { shouldDirty: true });
            }
          }}
          trailing={
            <Button
              variant="secondary"
              isPending={lookup.isPending}
              isDisabled={rules.isReadOnly}
              onPress={() => void search()}
            >
              Search
            </Button>
          }
        />
        <FormTextField
          name="agencyDescription"
          label="Agency Description"
          isRequired
          isReadOnly
          description="Filled in by Search"
        />
        <FormTextField
          name="emRefNumber"
          label="Employee Ref Number"
          isRequired
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck="false"
        />
        <FormTextField
          name="deductionCode"
          label="Paypoint / Deduction Code"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck="false"
        />
        <FormTextField
          name="headOffice"
          label="Head Office"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck="false"
        />
        <FormDatePicker name="stopOrderDate" label="First Deduction Date" isRequired />
      </FieldGrid>
    </FormSection>
  );
}
