/**
 * Consent Application Details (docs/behaviour.md#application-details): the application form, its
 * consent, and Save / Generate Forms / Reset / Back. The mode is read from the session once, on
 * open; after the first save the page edits the plan it created.
 */
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { EMPTY_INTERMEDIARY, useIntermediary, usePlan, useUssdLog } from '../../api';
import { DraftNotice } from '../../components';
import { deriveConsentStatus } from '../../features/consent';
import {
  ConsentFormErrorSummary,
  ConsentTable,
  ConsentFormProvider,
  ConsentFormSections,
  FormActionBar,
  SectionStack,
  deriveFormActions,
  emptyConsentForm,
  planToForm,
  useConsentForm,
  type AgentInfo,
} from '../../features/consent-form';
import { useFormDraft } from '../../features/drafts';
import { useSessionState, useSessionStore } from '../session';
import { useLeaveGuard } from './LeaveGuard';
import { Notice, PageHeader } from './PageHeader';
import { useDetailsConsent } from './useDetailsConsent';
import { useDetailsSave, type DetailsMode } from './useDetailsSave';

const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export function ConsentDetailsPage() {
  const store = useSessionStore();
  const [mode, setMode] = useState<DetailsMode>(() => {
    const { editPlan, selectedPolicyNumber } = store.getState();
    return { isNew: !editPlan, policyNumber: editPlan ? selectedPolicyNumber : '' };
  });
  const employeeNumber = useSessionState((state) => state.employeeNumber);
  const username = useSessionState((state) => state.username);

  const plan = usePlan(mode.isNew ? '' : mode.policyNumber);
  const log = useUssdLog(mode.isNew ? '' : mode.policyNumber);
  const intermediary = useIntermediary(mode.isNew ? employeeNumber : '');
  const [createdReference, setCreatedReference] = useState('');
  const planReference = plan.data?._id ?? createdReference;
  const loadedValues = useMemo(() => (plan.data ? planToForm(plan.data) : null), [plan.data]);

  const { form, rules } = useConsentForm({
    isNew: mode.isNew,
    // A plan with generated forms is final; one that failed to load must not be overwritten by
    // an update built from an empty form.
    isReadOnly: Boolean(plan.data?.fileNetId) || plan.isError,
  });
  const { isDirty, errors, isValid } = form.formState;

  // Edit mode: the loaded plan fills the form (and refills it after a save reloads it).
  useEffect(() => {
    if (loadedValues && !form.formState.isDirty) form.reset(loadedValues);
  }, [form, loadedValues]);
  const draft = useFormDraft(form, {
    employeeNumber,
    policyNumber: mode.isNew ? '' : mode.policyNumber,
    ready: mode.isNew || loadedValues !== null,
  });

  // The loader is off on open, and on while the plan loads.
  const loadingPlan = plan.isLoading;
  useEffect(() => store.setLoader(loadingPlan), [store, loadingPlan]);
  useEffect(() => () => store.setLoader(false), [store]);

  const agent: AgentInfo = plan.data
    ? plan.data.agentDetails
    : {
        userName: username,
        employeeNumber,
        branch: (intermediary.data ?? EMPTY_INTERMEDIARY).departmentName,
        region: (intermediary.data ?? EMPTY_INTERMEDIARY).locationName,
      };

  const { save, isSaving, hasSaved } = useDetailsSave({
    form,
    mode,
    setMode,
    agent,
    loadedValues,
    onCreated: setCreatedReference,
  });

  const consent = deriveConsentStatus({ logs: log.data, error: log.error });
  // Request Consent and Generate Forms act on the plan as saved (the loaded one).
  const consentSide = useDetailsConsent({ plan: plan.data, logs: log.data });
  const actions = deriveFormActions({
    isFormValid: isValid,
    hasPolicyNumberError: Boolean(errors.policyNumber),
    isDirty,
    isSavedWithoutChange: hasSaved && !isDirty,
    isSaving,
    hasSavedPlan: planReference !== '',
    consent,
    isRequestingConsent: consentSide.isRequestingConsent,
    isGenerateDisabled: consentSide.isGenerating,
  });

  const leave = useLeaveGuard({
    hasUnsavedChanges: isDirty && !isSaving,
    onStay: () => (mode.isNew ? store.startNew() : store.startEdit(mode.policyNumber)),
  });

  const [firstName, surname, cellNumber, policyNumber] = useWatch({
    control: form.control,
    name: ['firstName', 'surname', 'cellNumber', 'policyNumber'],
  });

  const reset = () => {
    rules.setAgencyNotFound(null);
    form.reset(loadedValues ?? emptyConsentForm());
  };

  return (
    <>
      <PageHeader>
        <div>
          <h1 id="details-heading">Consent Application Details</h1>
          <Subtitle>{mode.isNew ? 'New application' : `Application ${mode.policyNumber}`}</Subtitle>
        </div>
      </PageHeader>
      {plan.isError ? (
        <Notice role="alert">
          <p>
            The application {mode.policyNumber} could not be loaded ({plan.error.message}). Go back
            to the list and try again.
          </p>
        </Notice>
      ) : null}
      {draft.restoredAt ? (
        <DraftNotice savedAt={draft.restoredAt} onDiscard={draft.discard} />
      ) : null}
      <ConsentFormProvider form={form} rules={rules}>
        <form
          noValidate
          aria-labelledby="details-heading"
          onSubmit={(event) => void form.handleSubmit(save)(event)}
        >
          <SectionStack>
            <ConsentFormErrorSummary />
            <ConsentFormSections />
            <ConsentTable
              policyNumber={policyNumber}
              client={`${firstName} ${surname}`.trim()}
              cellNumber={cellNumber}
              status={consent.label}
              canRequestConsent={actions.requestConsent && consentSide.mayRequestConsent}
              onRequestConsent={consentSide.onRequestConsent}
              isRequestingConsent={consentSide.isRequestingConsent}
              requestDescribedBy={consentSide.requestDescribedBy}
            >
              {consentSide.panel}
            </ConsentTable>
            <FormActionBar
              actions={actions}
              isSaving={isSaving}
              isGenerating={consentSide.isGenerating}
              onGenerateForms={consentSide.onGenerateForms}
              onReset={reset}
              onBack={leave.ask}
            />
          </SectionStack>
        </form>
      </ConsentFormProvider>
      {leave.modal}
    </>
  );
}
