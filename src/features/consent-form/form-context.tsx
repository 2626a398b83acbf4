/**
 * The consent form's state for its sections: react-hook-form's methods plus the rules' context
 * (mode, today, half-typed dates, the agency number not found). `useConsentForm` makes both;
 * `<ConsentFormProvider>` hands them to the sections below it.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import { today as todayIn, getLocalTimeZone } from '@internationalized/date';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { consentFormResolver, type ConsentFormContext, type DateField } from './form-rules';
import { emptyConsentForm, type ConsentFormValues, type ValidConsentForm } from './schema';

export type ConsentForm = UseFormReturn<ConsentFormValues, ConsentFormContext, ValidConsentForm>;

export interface ConsentFormRules {
  /** Read by the resolver on every validation; changed in place, so it never goes stale. */
  readonly context: ConsentFormContext;
  readonly isReadOnly: boolean;
  setUnparseable: (field: DateField, isUnparseable: boolean) => void;
  setAgencyNotFound: (agencyNumber: string | null) => void;
}

/**
 * One object for the life of the form: react-hook-form keeps the context it was given, so the
 * rules change this object rather than replace it.
 */
class FormRules implements ConsentFormRules {
  readonly context: ConsentFormContext & { unparseableDates: Set<DateField> };
  isReadOnly = false;

  constructor(isNew: boolean) {
    this.context = {
      isNew,
      today: todayIn(getLocalTimeZone()),
      unparseableDates: new Set(),
      agencyNotFound: null,
    };
  }

  sync(isNew: boolean, isReadOnly: boolean) {
    this.context.isNew = isNew;
    this.isReadOnly = isReadOnly;
  }

  setUnparseable = (field: DateField, isUnparseable: boolean) => {
    if (isUnparseable) this.context.unparseableDates.add(field);
    else this.context.unparseableDates.delete(field);
  };

  setAgencyNotFound = (agencyNumber: string | null) => {
    this.context.agencyNotFound = agencyNumber;
  };
}

export interface UseConsentFormOptions {
  isNew: boolean;
  defaultValues?: ConsentFormValues;
  isReadOnly?: boolean;
}

/** The form and its rules. Errors show on blur, then on every change, and on submit. */
export function useConsentForm({
  isNew,
  defaultValues,
  isReadOnly = false,
}: UseConsentFormOptions) {
  const [rules] = useState(() => new FormRules(isNew));
  rules.sync(isNew, isReadOnly);

  const form: ConsentForm = useForm<ConsentFormValues, ConsentFormContext, ValidConsentForm>({
    resolver: consentFormResolver,
    context: rules.context,
    defaultValues: defaultValues ?? emptyConsentForm(),
    mode: 'onTouched',
    // The error summary takes focus after a failed submit, not the first field.
    shouldFocusError: false,
    // Values typed in the hidden payment group survive switching back to it.
    shouldUnregister: false,
  });

  return { form, rules: rules as ConsentFormRules };
}

type ProvidedRules = ConsentFormRules;

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
