import { memo, useDeferredValue, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { ErrorSummary } from '../../../components';
import { ApplicationDetailsSection } from './ApplicationDetailsSection';
import { DebitOrderSection } from './DebitOrderSection';
import { OwnerDetailsSection } from './OwnerDetailsSection';
import { StopOrderSection } from './StopOrderSection';
import { useConsentFormMethods } from '../form/form-context';
import { CONSENT_FORM_FIELDS } from '../form/schema';

export const SectionStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

/**
 * The form's sections in screen order (memo: they take nothing from the page, so the page's own
 * re-renders pass them by). The payment method shows its one group; the other group's values
 * stay in the form, so switching back finds them again. The group follows a choice in a deferred
 * render (`useDeferredValue`): the choice's own frame (the list closed, the method shown) is
 * painted first, and the group's fields, a few hundred ms of work at 4× CPU, come in the next,
 * in slices that let a tap through (docs/decisions/0027-taps-and-keys-on-a-phone.md).
 */
export const ConsentFormSections = memo(function ConsentFormSections() {
  const { control } = useConsentFormMethods();
  const paymentMethod = useDeferredValue(useWatch({ control, name: 'paymentMethod' }));
  return (
    <>
      <ApplicationDetailsSection />
      <OwnerDetailsSection />
      {paymentMethod === 'Stop Order' && <StopOrderSection />}
      {paymentMethod === 'Debit Order' && <DebitOrderSection />}
    </>
  );
});

/**
 * "There is a problem" after a failed submit: a link per error, in field order. It takes focus
 * on every failed submit (the submit count is its focus key).
 */
export const ConsentFormErrorSummary = memo(function ConsentFormErrorSummary() {
  const { control } = useConsentFormMethods();
  const { errors, submitCount, isSubmitSuccessful } = useFormState({ control });
  // The Save whose errors were all put right. Until the next Save the summary stays away: were
  // it to come back mid-typing (a date passes through year 2 on its way to 2026) it would take
  // the focus, and the rest of what the adviser types would be lost.
  const [clearedSubmit, setClearedSubmit] = useState(0);
  const items = CONSENT_FORM_FIELDS.flatMap((field) => {
    const message = errors[field]?.message;
    return typeof message === 'string' && message ? [{ fieldId: field, message }] : [];
  });
  if (items.length === 0 && submitCount > 0 && clearedSubmit !== submitCount) {
    setClearedSubmit(submitCount);
  }
  if (submitCount === 0 || isSubmitSuccessful || clearedSubmit === submitCount) return null;
  return <ErrorSummary errors={items} focusKey={submitCount} />;
});
