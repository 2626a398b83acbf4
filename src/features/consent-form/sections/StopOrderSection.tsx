import { useId } from 'react';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { isAgencyNotFound, queryKeys, useAgencyLookup, type Agency } from '../../../api';
import { Button, toast, useOnlineStatus } from '../../../components';
import { AGENCY_NOT_FOUND, AGENCY_WORDS, NEEDS_A_SIGNAL, describeAgencyError } from '../form/words';
import { FormDatePicker, FormTextField } from './fields';
import { useConsentFormMethods, useConsentFormRules } from '../form/form-context';
import { FormSection } from './FormSection';

/** Why Search is off, under the field and its button, as the action bar says its reasons. */
const SearchReason = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * Stop Order Details. Search (or Enter in Agency Number) looks the agency up and fills Agency
 * Description (docs/behaviour.md#validation); a number looked up before fills it from the cache.
 * With no signal Search is off and says why; the Save looks it up (docs/behaviour.md#no-signal).
 */
export function StopOrderSection() {
  const { getValues, setValue, trigger, getFieldState } = useConsentFormMethods();
  const rules = useConsentFormRules();
  const lookup = useAgencyLookup();
  const queryClient = useQueryClient();
  const offline = !useOnlineStatus();
  const reasonId = useId();
  const needsSignal = offline && !rules.isReadOnly;

  const search = async () => {
    // Enter as well as the button: the line under the field already says why not.
    if (needsSignal) return;
    const agencyNumber = getValues('agencyNumber').trim();
    if (!agencyNumber) {
      await trigger('agencyNumber');
      return;
    }
    // The number the look-up refused, or null; undefined when the look-up itself failed.
    let notFound: string | null | undefined;
    try {
      const agency = await lookup.mutateAsync(agencyNumber);
      notFound = null;
      setValue('agencyDescription', agency.name, { shouldDirty: true });
    } catch (error) {
      if (isAgencyNotFound(error)) {
        notFound = agencyNumber;
        setValue('agencyDescription', '', { shouldDirty: true });
        toast.error(AGENCY_NOT_FOUND);
      } else {
        toast.error(describeAgencyError(error));
      }
    }
    // Show the verdict now. A changed verdict reaches the schema with the next render, and the
    // form re-validates Agency Number then; an unchanged one is judged here.
    const changed = notFound !== undefined && notFound !== rules.context.agencyNotFound;
    if (notFound !== undefined) rules.setAgencyNotFound(notFound);
    const fields = [
      ...(changed ? [] : (['agencyNumber'] as const)),
      ...(getFieldState('agencyDescription').error ? (['agencyDescription'] as const) : []),
    ];
    if (fields.length > 0) await trigger(fields);
  };

  return (
    <FormSection title="Stop Order Details">
      {/* The field and the reason under it are one cell of the grid. */}
      <div>
        <FormTextField
          name="agencyNumber"
          label="Agency Number"
          isRequired
          inputMode="numeric"
          onKeyDown={(event) => {
            // Enter searches; it must not submit the form.
            if (event.key === 'Enter') {
              event.preventDefault();
              void search();
            }
          }}
          onValueChange={(value) => {
            // A number looked up before is known at once, offline too; a description found for
            // another number would be stale.
            const known = queryClient.getQueryData<Agency>(queryKeys.agency(value.trim()));
            const description = known?.name ?? '';
            if (getValues('agencyDescription') !== description) {
              setValue('agencyDescription', description, { shouldDirty: true });
            }
            // An error shown by Search (Enter leaves the field focused, so untouched) is judged
            // again as the number changes, not on the blur of the next press of Search: the
            // line going away then would move the button from under the pointer.
            if (getFieldState('agencyNumber').error) void trigger('agencyNumber');
          }}
          trailing={
            <Button
              variant="secondary"
              isPending={lookup.isPending}
              isDisabled={rules.isReadOnly || needsSignal}
              aria-describedby={needsSignal ? reasonId : undefined}
              onPress={() => void search()}
            >
              Search
            </Button>
          }
        />
        {needsSignal && <SearchReason id={reasonId}>{NEEDS_A_SIGNAL.agencySearch}</SearchReason>}
      </div>
      <FormTextField
        name="agencyDescription"
        label="Agency Description"
        isRequired
        isReadOnly
        description={needsSignal ? AGENCY_WORDS.lookedUpLater : AGENCY_WORDS.filledBySearch}
      />
      <FormTextField name="emRefNumber" label="Employee Ref Number" isRequired />
      <FormTextField name="deductionCode" label="Paypoint / Deduction Code" />
      <FormTextField name="headOffice" label="Head Office" />
      <FormDatePicker name="stopOrderDate" label="First Deduction Date" isRequired />
    </FormSection>
  );
}
