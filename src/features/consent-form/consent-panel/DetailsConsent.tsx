/**
 * The Consent Required table and its panel as the details controller decides them: the status
 * from the moment the client answers, Request Consent with the reason it is off, and where the
 * focus goes after Save, Request Consent and Cancel (docs/behaviour.md#button-enablement).
 */
import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { ConsentPanel } from './ConsentPanel';
import { ConsentTable, REQUEST_CONSENT_ID } from './ConsentTable';
import { useConsentFormMethods, type ConsentForm } from '../form/form-context';
import type { ConsentFormValues } from '../form/schema';
import { canRequest, tableWords } from '../../consent';
import { useDetailsActions } from '../controller/use-details-actions';
import type { DetailsConsentView } from '../controller/use-details-consent';
import type { DetailsSteps } from '../controller/use-details-controller';

const CONSENT_STATUS_ID = 'consent-live-status';
const focusById = (id: string) => document.getElementById(id)?.focus();

/** One cell's value, read where it is shown: typing re-renders this, not the table. */
function Watched({ names }: { names: Array<keyof ConsentFormValues> }) {
  const { control } = useConsentFormMethods();
  const values: readonly unknown[] = useWatch({ control, name: names });
  const text = values.map((value) => (typeof value === 'string' ? value.trim() : ''));
  return <>{text.filter(Boolean).join(' ') || '--'}</>;
}

export function DetailsConsent({
  steps,
  consent,
  form,
}: {
  steps: DetailsSteps;
  consent: DetailsConsentView;
  form: ConsentForm;
}) {
  const { actions, isDirty } = useDetailsActions(steps, form);
  const reasonId = useId();
  const { status } = consent;
  const { facts, stepFromBarRef } = steps;
  const request = actions.requestConsent;
  const shown = tableWords(status, consent.current);
  // Where the focus goes once a step is done: Request Consent if it is on then, else the status.
  const focusNextStep = useEffectEvent(() =>
    focusById(request.enabled ? REQUEST_CONSENT_ID : CONSENT_STATUS_ID),
  );

  // After a save the next step takes the focus: Request Consent, or the status saying why not.
  // A save is done when its mutation is no longer pending and the form holds what was saved (a
  // failed one keeps the edits; one kept to send waits). Pressed in the bar, the bar's own
  // button (now the next step) keeps it.
  const saving = facts.saving;
  const afterSave = useEffectEvent(() => {
    if (!isDirty && !facts.queued && !stepFromBarRef.current) focusNextStep();
  });
  const wasSaving = useRef(saving);
  useEffect(() => {
    const ended = wasSaving.current && !saving;
    wasSaving.current = saving;
    if (ended) afterSave();
  }, [saving]);

  // After Request Consent the live status takes the focus (the result, and no Cancel under a
  // stray Enter) unless the adviser has already moved on. Cancel is the bar's, which places the
  // focus itself.
  const wasInFlight = useRef(consent.inFlight);
  useEffect(() => {
    const started = consent.inFlight && !wasInFlight.current;
    wasInFlight.current = consent.inFlight;
    if (!started) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused.id === REQUEST_CONSENT_ID) {
      focusById(CONSENT_STATUS_ID);
    }
  }, [consent.inFlight]);

  return (
    <ConsentTable
      policyNumber={<Watched names={['policyNumber']} />}
      client={<Watched names={['firstName', 'surname']} />}
      cellNumber={<Watched names={['cellNumber']} />}
      status={shown.words}
      statusTone={shown.tone}
      canRequestConsent={request.enabled}
      onRequestConsent={consent.request}
      requestDescribedBy={request.reason ? reasonId : undefined}
    >
      <ConsentPanel
        state={consent.state}
        live={consent.live}
        message={consent.message}
        allowance={consent.allowance}
        reason={request.reason ? { text: request.reason, tone: request.tone } : null}
        reasonId={reasonId}
        statusId={CONSENT_STATUS_ID}
        accepted={!canRequest(status)}
        latest={consent.latestAttempt}
        mandateStored={Boolean(facts.plan.fileNetId)}
        queued={facts.queuedForSignal}
      />
    </ConsentTable>
  );
}
