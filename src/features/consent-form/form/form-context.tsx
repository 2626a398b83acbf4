/**
 * The consent form for its sections: react-hook-form's methods plus the validation context, React
 * state handed to the resolver through `useForm({ context })`, which builds the schema from it
 * (docs/architecture.md#forms). `useConsentForm` makes both; `<ConsentFormProvider>` hands them
 * to the sections below it.
 */
import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Context,
  type ReactNode,
} from 'react';
import { today as todayIn, getLocalTimeZone } from '@internationalized/date';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useFormState, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useOnlineStatus } from '../../../components';
import {
  buildConsentFormSchema,
  emptyConsentForm,
  type ConsentFormField,
  type ConsentFormValues,
  type ValidConsentForm,
} from './schema';
import type { DateField, ValidationContext } from './validation-context';

export type ConsentForm = UseFormReturn<ConsentFormValues, ValidationContext, ValidConsentForm>;

interface FormStateNow {
  isDirty: boolean;
  isSubmitted: boolean;
}
const statesNow = new WeakMap<ConsentForm['control'], FormStateNow>();

/**
 * The form's state as it is now, for effects and callbacks, read without subscribing: reading
 * `form.formState` would re-render the whole page as the form turns dirty or clean. Kept current
 * through react-hook-form's `subscribe`; what shows the state reads it in its own leaf with
 * `useFormState` (docs/architecture.md#controller).
 */
export function formStateNow(form: Pick<ConsentForm, 'control'>): Readonly<FormStateNow> {
  const now = statesNow.get(form.control);
  if (!now) throw new Error('formStateNow reads a form made by useConsentForm');
  return now;
}

/** A layout effect: in place before any effect or event of the screen can read the state. */
function useKeepStateNow(form: ConsentForm) {
  useLayoutEffect(() => {
    // A form starts clean and unsubmitted; a second run (StrictMode) goes on from the first.
    const now = statesNow.get(form.control) ?? { isDirty: false, isSubmitted: false };
    statesNow.set(form.control, now);
    return form.subscribe({
      formState: { isDirty: true, isSubmitted: true },
      callback: (state) => {
        now.isDirty = state.isDirty ?? now.isDirty;
        now.isSubmitted = state.isSubmitted ?? now.isSubmitted;
      },
    });
  }, [form]);
}

/** The schema of the context react-hook-form passes in, rebuilt only when the context changes. */
const schemas = new WeakMap<ValidationContext, ReturnType<typeof buildConsentFormSchema>>();
function schemaFor(context: ValidationContext) {
  let schema = schemas.get(context);
  if (!schema) schemas.set(context, (schema = buildConsentFormSchema(context)));
  return schema;
}
const consentFormResolver: Resolver<ConsentFormValues, ValidationContext, ValidConsentForm> = (
  values,
  context,
  options,
) => zodResolver(context ? schemaFor(context) : buildConsentFormSchema())(values, context, options);

/** What the sections need beyond the form: its context, whether it is locked, and its setters. */
export type ConsentFormRules = ReturnType<typeof useConsentForm>['rules'];

/** The fields whose verdict a change of context may change. */
function affectedFields(before: ValidationContext, after: ValidationContext): ConsentFormField[] {
  const fields = new Set<ConsentFormField>();
  if (before.agencyNotFound !== after.agencyNotFound) fields.add('agencyNumber');
  if (before.agencyLookupLater !== after.agencyLookupLater) fields.add('agencyDescription');
  for (const field of [...before.unparseableDates, ...after.unparseableDates])
    if (before.unparseableDates.includes(field) !== after.unparseableDates.includes(field))
      fields.add(field);
  if (before.isNew !== after.isNew) fields.add('stopOrderDate').add('debitOrderDate');
  return [...fields];
}

/** The form and its rules. Errors show on blur, then on every change, and on submit. */
export function useConsentForm({
  isNew,
  defaultValues,
  isReadOnly = false,
}: {
  isNew: boolean;
  defaultValues?: ConsentFormValues;
  isReadOnly?: boolean;
}) {
  const [facts, setFacts] = useState<Omit<ValidationContext, 'isNew' | 'agencyLookupLater'>>(
    () => ({
      today: todayIn(getLocalTimeZone()),
      unparseableDates: [],
      agencyNotFound: null,
    }),
  );
  // The browser's word: with no signal a stop order's agency is looked up as its Save is sent.
  const agencyLookupLater = !useOnlineStatus();
  // A new object only when something in it changed: the resolver keeps a schema per context.
  const context = useMemo<ValidationContext>(
    () => ({ ...facts, isNew, agencyLookupLater }),
    [facts, isNew, agencyLookupLater],
  );

  const form: ConsentForm = useForm<ConsentFormValues, ValidationContext, ValidConsentForm>({
    resolver: consentFormResolver,
    context,
    defaultValues: defaultValues ?? emptyConsentForm(),
    mode: 'onTouched',
    // The error summary takes focus after a failed submit, not the first field.
    shouldFocusError: false,
    // Values typed in the hidden payment group survive switching back to it.
    shouldUnregister: false,
  });
  useKeepStateNow(form);

  // A field already judged is judged again under the new context (a half-typed date, 'Agency
  // Not Found'); one never touched stays quiet.
  const judged = useRef(context);
  useEffect(() => {
    const before = judged.current;
    judged.current = context;
    if (before === context) return;
    const fields = affectedFields(before, context).filter((field) => {
      const { isTouched, error } = form.getFieldState(field);
      return field === 'agencyNumber' || isTouched || error !== undefined;
    });
    if (fields.length > 0) void form.trigger(fields);
  }, [context, form]);

  const [setters] = useState(() => ({
    setUnparseable: (field: DateField, isUnparseable: boolean) =>
      setFacts((current) => {
        if (current.unparseableDates.includes(field) === isUnparseable) return current;
        const unparseableDates = isUnparseable
          ? [...current.unparseableDates, field]
          : current.unparseableDates.filter((date) => date !== field);
        return { ...current, unparseableDates };
      }),
    setAgencyNotFound: (agencyNotFound: string | null) =>
      setFacts((current) =>
        current.agencyNotFound === agencyNotFound ? current : { ...current, agencyNotFound },
      ),
  }));

  const rules = useMemo(
    () => ({ context, isReadOnly, ...setters }),
    [context, isReadOnly, setters],
  );
  return { form, rules };
}

const FormContext = createContext<ConsentForm | null>(null);
const RulesContext = createContext<ConsentFormRules | null>(null);

/**
 * The form and its rules for the sections below. Not react-hook-form's `FormProvider`: that
 * hands out a new value whenever the form's state changes (the form turning ready on mount, the
 * first key making it dirty), and every field under it re-renders with it. `useForm` returns the
 * same object for the form's whole life, so this context never changes; each field subscribes
 * to its own value, and passes `control` to react-hook-form's hooks itself.
 */
export function ConsentFormProvider({
  form,
  rules,
  children,
}: {
  form: ConsentForm;
  rules: ConsentFormRules;
  children: ReactNode;
}) {
  return (
    <FormContext.Provider value={form}>
      <RulesContext.Provider value={rules}>{children}</RulesContext.Provider>
    </FormContext.Provider>
  );
}

function useProvided<T>(context: Context<T | null>): T {
  const value = useContext(context);
  if (!value) throw new Error('Consent form sections need a <ConsentFormProvider> above them');
  return value;
}

/** The form this section sits in: its methods and `control`, never its state (see above). */
export const useConsentFormMethods = () => useProvided(FormContext);

/** The rules of the form this section sits in. */
export const useConsentFormRules = () => useProvided(RulesContext);

/**
 * Whether the form is valid, judged only while it is clean. Only Request Consent asks, and it
 * needs a clean form anyway; react-hook-form's own `isValid` would run the whole schema on every
 * key. A clean form re-renders this leaf only when it turns clean, is reset or its context
 * changes (a half-typed date), so the schema runs then, not while the adviser types.
 */
export function useValidWhenClean(form: ConsentForm, rules: ConsentFormRules): boolean {
  const { isDirty } = useFormState({ control: form.control });
  return !isDirty && schemaFor(rules.context).safeParse(form.getValues()).success;
}
