/**
 * Consent Application Details (docs/behaviour.md#application-details): the layout of the form,
 * its consent and its actions. What the screen does, and which action is on and why, is the
 * details controller's (docs/architecture.md#controller); the mode is read from the open
 * application once, on open.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { DraftNotice, LoaderOverlay, ProductLocale, useToastKeepClear } from '../../components';
import {
  ConsentFormErrorSummary,
  ConsentFormProvider,
  ConsentFormSections,
  DetailsActionBar,
  DetailsConsent,
  DetailsBar,
  DetailsHistory,
  SectionStack,
  busyWords,
  useDetailsController,
} from '../../features/consent-form';
import { useFormDraft } from '../../features/drafts';
import { afterPaintWhenIdle } from '../../lib/idle';
import { useOpenApplication } from '../open-application';
import { useAdviser } from '../session';
import { loadCodeForLater } from '../code-for-later';
import { HoldWhileUnsaved, useLeaveGuard } from './LeaveGuard';
import { Notice, PageHeader } from './PageHeader';

/** The details form's id: the bar's Save submits it from outside. */
const FORM_ID = 'consent-details-form';

const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface ConsentDetailsPageProps {
  /**
   * The application opened ('' for a new form), as the route read it once the session was known
   * (routes/consent-details.tsx); without it, read from the open application here.
   */
  openedAs?: string;
}

export function ConsentDetailsPage({ openedAs }: ConsentDetailsPageProps) {
  const openApplication = useOpenApplication();
  const [initialMode] = useState(() => {
    if (openedAs !== undefined) return { isNew: openedAs === '', policyNumber: openedAs };
    const { editPlan, selectedPolicyNumber } = openApplication.getState();
    return { isNew: !editPlan, policyNumber: editPlan ? selectedPolicyNumber : '' };
  });
  const { displayName, employeeNumber } = useAdviser();
  const controller = useDetailsController({
    initialMode,
    adviser: { username: displayName, employeeNumber },
    onSaved: openApplication.savedAs,
  });
  const { mode, plan, form, rules, busy } = controller;
  // Called after the controller, so a loaded plan has filled the form before a draft goes on top.
  const draft = useFormDraft(form, {
    employeeNumber,
    policyNumber: mode.isNew ? '' : mode.policyNumber,
    ready: mode.isNew || plan.data !== undefined,
  });

  // The toast region's and the dialog's code, loaded for later once the page is up.
  useEffect(() => afterPaintWhenIdle(loadCodeForLater, 3000), []);

  // YES answers "Any unsaved changes will be lost": the draft goes with them.
  const leave = useLeaveGuard({
    onLeave: draft.forget,
    requestRunning: controller.consent.inFlight,
  });
  // Toasts keep clear of the action bar (docs/behaviour.md#toast-placement).
  const keepClear = useToastKeepClear<HTMLDivElement>();

  return (
    <ProductLocale>
      <PageHeader>
        <div>
          <h1 id="details-heading">Consent Application Details</h1>
          <Subtitle>{mode.isNew ? 'New application' : `Application ${mode.policyNumber}`}</Subtitle>
        </div>
      </PageHeader>
      {/* The consent state and the next step, held in view at every width. */}
      <DetailsBar controller={controller} formId={FORM_ID} />
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
          id={FORM_ID}
          noValidate
          aria-labelledby="details-heading"
          onSubmit={(event) => void controller.submit(event)}
        >
          <SectionStack>
            <ConsentFormErrorSummary />
            <ConsentFormSections />
            <DetailsConsent controller={controller} />
            <DetailsHistory controller={controller} />
            <div ref={keepClear}>
              <DetailsActionBar controller={controller} onBack={leave.ask} />
            </div>
          </SectionStack>
        </form>
      </ConsentFormProvider>
      <HoldWhileUnsaved
        control={form.control}
        isSaving={controller.facts.saving}
        leaving={leave.leaving}
        onLeave={draft.forget}
      />
      {/* The full-screen loader says what the screen is running (the controller's busy). */}
      <LoaderOverlay isActive={busy} label={busyWords(controller.facts)} />
    </ProductLocale>
  );
}
