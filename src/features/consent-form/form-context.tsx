/**
 * The consent form's state for its sections: react-hook-form's methods plus the rules' context
 * (mode, today, half-typed dates, the agency number not found). `useConsentForm` makes both;
 * `<ConsentFormProvider>` hands them to the sections below it.
 */
import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import { today as todayIn, getLocalTimeZone } from '@internationalized/date';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { consentFormResolver, type ConsentFormContext, type DateField } from './form-rules';
import { emptyConsentForm, type ConsentFormValues, type ValidConsentForm } from './schema';

export type ConsentForm = UseFormReturn<ConsentFormValues, ConsentFormContext, ValidConsentForm>;

export interface ConsentFormRules {
  /** Read by the resolver on every validation; mutated in place, so it never goes stale. */
  context: ConsentFormContext;
  setUnparseable: (field: DateField, isUnparseable: boolean) => void;
  setAgencyNotFound: (agencyNumber: string | null) => void;
}

export interface UseConsentFormOptions {
  isNew: boolean;
  defaultValues?: ConsentFormValues;
  isReadOnly?: boolean;
}

/** The form and its rules. Errors show on blur, then on every change, and on submit. */
export function useConsentForm({ isNew, defaultValues, isReadOnly = false }: UseConsentFormOptions) {
  const [context] = useState<ConsentFormContext & { unparseableDates: Set<DateField> }>(() => ({
    isNew,
    today: todayIn(getLocalTimeZone()),
    unparseableDates: new Set(),
    agencyNotFound: null,
  }));
  context.isNew = isNew;

  const form: ConsentForm = useForm<ConsentFormValues, ConsentFormContext, ValidConsentForm>({
    resolver: consentFormResolver,
    context,
    defaultValues: defaultValues ?? emptyConsentForm(),
    mode: 'onTouched',
    // Values typed in the hidden payment group survive switching back to it.
    shouldUnregister: false,
  });

  const rules = useRef<ConsentFormRules & { isReadOnly: boolean }>({
    context,
    isReadOnly,
    setUnparseable: (field, isUnparseable) => {
      if (isUnparseable) context.unparseableDates.add(field);
      else context.unparseableDates.delete(field);
    },
    setAgencyNotFound: (agencyNumber) => {
      context.agencyNotFound = agencyNumber;
    },
  }).current;
  rules.isReadOnly = isReadOnly;

  return { form, rules };
}

interface ProvidedRules extends ConsentFormRules {
  isReadOnly: boolean;
}

const RulesContext = createContext<ProvidedRules | null>(null);

export function ConsentFormProvider({
  form,
  rules,
  children,
}: {
  form: ConsentForm;
  rules: ProvidedRules;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <RulesContext.Provider value={rules}>{children}</RulesContext.Provider>
    </FormProvider>
  );
}

/** The rules of the form this section sits in. */
export function useConsentFormRules(): ProvidedRules {
  const rules = useContext(RulesContext);
  if (!rules) throw new Error('Consent form sections need a <ConsentFormProvider> above them');
  return rules;
}
