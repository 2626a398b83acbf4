/**
 * Consent Application Details (docs/behaviour.md#application-details): the layout. What the screen
 * does is the details controller's (docs/architecture.md#controller).
 */
import { useEffect } from 'react';
import styled from 'styled-components';
import { DraftNotice, LoaderOverlay, ProductLocale, useToastKeepClear } from '../../components';
import {
  ConsentFormErrorSummary,
  ConsentFormProvider,
  ConsentFormSections,
  DetailsActionBar,
  DetailsBar,
  DetailsConsent,
  DetailsHistory,
  focusTheBar,
  SectionStack,
  typingMarks,
  useDetailsController,
} from '../../features/consent-form';
import { useFormDraft } from '../../features/drafts';
import { afterPaintWhenIdle } from '../../lib/idle';
import { policyNumberOf } from '../../lib/open-application';
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

export function ConsentDetailsPage() {
  const open = useOpenApplication((state) => state.open);
  const saved = useOpenApplication((state) => state.saved);
  const { displayName, employeeNumber } = useAdviser();
  const controller = useDetailsController({
    open,
    adviser: { username: displayName, employeeNumber },
    onSaved: saved,
  });
  const { plan, form, rules, steps, consent, forms, revert, queued } = controller;
  const isNew = controller.open.kind === 'new';
  const policyNumber = policyNumberOf(controller.open);
  // Called after the controller, so a loaded plan has filled the form before a draft goes on top.
  const draft = useFormDraft(form, {
    employeeNumber,
    policyNumber,
    ready: isNew || plan.data !== undefined,
  });

  // The toasts' and the dialog's code, once the page is up.
  useEffect(() => afterPaintWhenIdle(loadCodeForLater, 3000), []);

  // YES answers "Any unsaved changes will be lost": the draft goes with them.
  const leave = useLeaveGuard({
    onLeave: draft.forget,
    requestRunning: consent.inFlight,
  });
  // Toasts keep clear of the action bar (docs/behaviour.md#toast-placement).
  const keepClear = useToastKeepClear<HTMLDivElement>();

  return (
    <ProductLocale>
      <PageHeader>
        <div>
          <h1 id="details-heading">Consent Application Details</h1>
          <Subtitle>{isNew ? 'New application' : `Application ${policyNumber}`}</Subtitle>
        </div>
      </PageHeader>
      <DetailsBar
        steps={steps}
        consent={consent}
        forms={forms}
        revert={revert}
        queued={queued}
        form={form}
        formId={FORM_ID}
      />
      {plan.isError ? (
        <Notice role="alert">
          <p>
            The application {policyNumber} could not be loaded ({plan.error.message}). Go back to
            the list and try again.
          </p>
        </Notice>
      ) : null}
      {draft.restoredAt ? (
        <DraftNotice
          savedAt={draft.restoredAt}
          onDiscard={() => {
            draft.discard();
            // The notice goes with its button: the focus goes to the bar, not the page.
            focusTheBar();
          }}
        />
      ) : null}
      <ConsentFormProvider form={form} rules={rules}>
        <form
          id={FORM_ID}
          noValidate
          aria-labelledby="details-heading"
          {...typingMarks}
          onSubmit={(event) => void controller.submit(event)}
        >
          <SectionStack>
            <ConsentFormErrorSummary />
            <ConsentFormSections />
            <DetailsConsent steps={steps} consent={consent} form={form} />
            <DetailsHistory
              reference={plan.data?._id ?? ''}
              history={controller.history}
              consent={consent}
            />
            <div ref={keepClear}>
              <DetailsActionBar
                steps={steps}
                forms={forms}
                revert={revert}
                form={form}
                onBack={leave.ask}
              />
            </div>
          </SectionStack>
        </form>
      </ConsentFormProvider>
      <HoldWhileUnsaved
        control={form.control}
        isSaving={steps.facts.saving}
        leaving={leave.leaving}
        onLeave={draft.forget}
      />
      <LoaderOverlay isActive={controller.busy.isActive} label={controller.busy.label} />
    </ProductLocale>
  );
}
