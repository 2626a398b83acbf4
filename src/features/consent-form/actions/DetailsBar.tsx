/**
 * The details screen's bar (docs/behaviour.md#the-bar): the consent state and the one next step,
 * held at the top of the page under the app's header at every width while the form scrolls. The
 * step is the controller's one decision (nextStep), the one the action bar and the Consent
 * Required table repeat as plain buttons, and it runs exactly as there: the bar's is the page's one
 * filled button. While a request waits for the client the button is Cancel, with what Cancel costs;
 * the state says the wait's phase ('Sending to 082****567…', then 'Ask the client to reply 1 —
 * 1:58 left') and holds the focus, so a stray Enter cancels nothing.
 *
 * One button, always the same element: what replaces a pressed step (Save → Request Consent →
 * Cancel → Generate Forms → Download Forms) takes its place and keeps its focus.
 *
 * While a Save of the application waits to be sent (docs/behaviour.md#no-signal), the bar says
 * where it stands instead, and its button is Send now (or Save, once the adviser has changed the
 * form again, or while the service's refusal waits for a fix).
 */
import { useEffect, useId, useRef } from 'react';
import {
  Button,
  StatusPill,
  useHeightProperty,
  useOnlineStatus,
  useShowOfflineInPage,
  useToastKeepClear,
} from '../../../components';
import {
  KEEP_PAGE_OPEN,
  STEPS,
  barWords,
  canGenerate,
  cancelCost,
  isUnderWay,
  waitPhase,
  withdrawnCost,
} from '../../consent';
import { SEND_STATES, useSendNow } from '../../outbox';
import type { NextStep as Step } from '../controller/details-controller';
import { focusWhenFree } from '../controller/focus-next';
import { useDetailsActions } from '../controller/use-details-actions';
import { useUndoOffer } from './use-undo-offer';
import type { DetailsController } from '../controller/use-details-controller';
import {
  Bar,
  Note,
  Offline,
  State,
  StateLabel,
  StepButton,
  Undone,
  Warning,
  WideOnly,
} from './DetailsBar.styles';

/** The bar's height on <html>: GlobalStyle's scroll-padding-top keeps focused fields below it. */
const BAR_HEIGHT_PROPERTY = '--details-bar-height';
/** A Cancel that has just taken Request Consent's place ignores presses this long (a double click). */
const CANCEL_SETTLE_MS = 700;

const LABELS: Record<Step, string> = STEPS;

/**
 * The bar's button repeats a button of the form (the action bar's, the table's): its name says
 * which one it is, the visible label first (WCAG 2.5.3), so the two are told apart by ear.
 */
const stepName = (step: Step) => `${LABELS[step]}, next step`;
export const CANCEL_NAME = 'Cancel the consent request';
/** Said from the first edit of an application whose consent is accepted, before Save is pressed. */
export const CLEARS_CONSENT = "Saving changes clears the client's consent";
/** The bar's word for no signal; the app's banner stands down on this page (useShowOfflineInPage). */
export const OFFLINE_WORD = 'Offline';

function howToRun(step: Step, controller: DetailsController, formId: string) {
  const { consent, facts } = controller;
  switch (step) {
    // The form's own submit, as the action bar's Save: 'Attention' first on a saved application.
    case 'save':
      return { type: 'submit' as const, form: formId, isPending: facts.saving };
    case 'requestConsent':
      return { onPress: consent.request, isPending: consent.inFlight };
    case 'generateForms':
      return { onPress: controller.generateForms, isPending: facts.generating !== null };
    case 'downloadForms':
      return { onPress: controller.downloadForms, isPending: facts.opening };
  }
}

export function DetailsBar({
  controller,
  formId,
}: {
  controller: DetailsController;
  /** The details form's id: Save here submits that form. */
  formId: string;
}) {
  const { actions, next, isDirty } = useDetailsActions(controller, controller.form);
  const { consent, stepFromBarRef, queued } = controller;
  const sendNow = useSendNow();
  const barRef = useHeightProperty<HTMLElement>(BAR_HEIGHT_PROPERTY);
  const keepClear = useToastKeepClear<HTMLElement>();
  const button = useRef<HTMLButtonElement>(null);
  const stateLine = useRef<HTMLParagraphElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const offer = useUndoOffer(controller, isDirty);
  const noteId = useId();
  const warningId = useId();
  const online = useOnlineStatus();
  useShowOfflineInPage();
  const shown = barWords({
    isNew: controller.mode.isNew,
    status: controller.status,
    current: controller.current,
  });
  const live = consent.live;
  const cancellable = next === 'requestConsent' && isUnderWay(live);
  const wait = cancellable ? waitPhase(consent.state) : null;

  // Cancel ignores a press in its first moments when Request Consent was pressed here: the second
  // click of a double click would otherwise withdraw the prompt it has just sent. Pressed
  // elsewhere (the table), no click of it lands here, so Cancel works at once.
  const cancelShownAt = useRef(0);
  useEffect(() => {
    if (cancellable) cancelShownAt.current = stepFromBarRef.current ? Date.now() : 0;
  }, [cancellable, stepFromBarRef]);

  // A step pressed here keeps the focus here: once the adviser's focus goes anywhere else (not a
  // dialog, a toast or the loader, which give it back), the other places may move it again.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Element | null;
      if (barRef.current?.contains(target)) return;
      if (target?.closest?.('[role="dialog"], [role="alertdialog"], [role="progressbar"]')) return;
      stepFromBarRef.current = false;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [barRef, stepFromBarRef]);
  // What replaces the pressed step takes its focus (a closing dialog or the loader hand it back);
  // while the request waits, the state does: Enter there cancels nothing.
  useEffect(() => {
    if (stepFromBarRef.current) {
      // The bar is always in view: scrolling it "into view" would only move the form.
      focusWhenFree(
        () => (cancellable ? stateLine.current : button.current),
        () => barRef.current,
        { preventScroll: true },
      );
    }
  }, [next, cancellable, barRef, stepFromBarRef]);

  // An accepted consent is for what the server holds: a save of changes clears it ('Attention'
  // asks then). Said as soon as the form differs, where the adviser looks while typing.
  const clearsConsent = next === 'save' && !controller.mode.isNew && canGenerate(controller.status);

  // After No in 'Attention' to a Save pressed here, the Undo is here too, where the adviser is
  // (docs/behaviour.md#undo); it takes the focus without scrolling, as the bar is in view.
  useEffect(() => {
    if (offer.inBar) {
      focusWhenFree(
        () => undoButton.current,
        () => barRef.current,
        { preventScroll: true },
      );
    }
  }, [offer.inBar, offer.reverts, barRef]);
  // Undo makes the form changed again: Save takes the step's place, and its focus (above).
  const undo = () => {
    controller.undo();
  };

  const run = next && howToRun(next, controller, formId);
  const action = next && actions[next];
  const pressed = () => {
    stepFromBarRef.current = true;
  };

  let control = null;
  // `more`: said from a tablet up, and always in the button's description (WideOnly).
  let note: { text: string; tone: string; more?: string } | null = null;
  const sending = queued && SEND_STATES[queued.state];
  if (queued && sending && queued.state !== 'attention' && !isDirty) {
    note = { text: sending.next, tone: 'guidance' };
    control = (
      <StepButton ref={button} variant="primary" aria-describedby={noteId} onPress={sendNow}>
        Send now
      </StepButton>
    );
  } else if (cancellable) {
    const cost = cancelCost(live?.kind ?? '', consent.allowance.left);
    // A phone's sticky area stays within 120 px while the client answers: there the note is
    // one line, what matters most now; Cancel's cost is still its description, and the
    // Consent Required panel shows the attempts left (docs/behaviour.md#the-bar).
    note = { text: `${KEEP_PAGE_OPEN}.`, more: cost, tone: 'guidance' };
    control = (
      <StepButton
        ref={button}
        variant="secondary"
        aria-label={CANCEL_NAME}
        aria-describedby={noteId}
        onPress={() => {
          if (Date.now() - cancelShownAt.current < CANCEL_SETTLE_MS) return;
          pressed();
          consent.cancel();
        }}
      >
        {STEPS.cancel}
      </StepButton>
    );
  } else if (next && run && action) {
    // Pending, not disabled: a pressed button keeps the focus while its action works.
    const reason = run.isPending ? null : action.reason;
    if (reason) note = { text: reason, tone: action.tone };
    // A request the reload withdrew used an attempt all the same: said where its outcome is.
    else if (controller.current?.kind === 'withdrawn' && next === 'requestConsent') {
      note = { text: withdrawnCost(consent.allowance.left), tone: 'guidance' };
    }
    // The service's refusal, and what to do about it, until the adviser saves again.
    if (queued?.state === 'attention' && !isDirty && sending) {
      note = {
        text: [queued.message, `${sending.next}.`].filter(Boolean).join('. '),
        tone: 'problem',
      };
    }
    control = (
      <StepButton
        ref={button}
        variant="primary"
        {...run}
        onPressStart={pressed}
        isDisabled={!action.enabled && !run.isPending}
        aria-label={stepName(next)}
        aria-describedby={
          [note ? noteId : '', clearsConsent ? warningId : ''].filter(Boolean).join(' ') ||
          undefined
        }
      >
        {LABELS[next]}
      </StepButton>
    );
  }

  return (
    <Bar
      ref={(element) => {
        barRef.current = element;
        return keepClear(element);
      }}
      aria-label="Consent and next step"
    >
      {/* Focusable (not a Tab stop): a request pressed here leaves the focus on its state. */}
      <State ref={stateLine} tabIndex={-1} data-phase={wait?.phase}>
        {sending ? (
          <>
            <StateLabel>Application</StateLabel>{' '}
            <StatusPill $tone={sending.tone}>{sending.word}</StatusPill>
          </>
        ) : (
          <>
            <StateLabel>Consent</StateLabel>{' '}
            {wait ? (
              // Two looks: a plain, italic "still sending"; then the filled "ask now" with its clock.
              <StatusPill
                $tone={wait.phase === 'sending' ? 'neutral' : 'info'}
                $pending={wait.phase === 'sending'}
              >
                {wait.words}
              </StatusPill>
            ) : (
              <StatusPill $tone={shown.tone}>{shown.words}</StatusPill>
            )}
          </>
        )}
        {/* A live region from the start, so the signal going is heard. */}
        <span role="status">{online ? null : <Offline>{OFFLINE_WORD}</Offline>}</span>
      </State>
      {control}
      {clearsConsent && (
        <Warning id={warningId} data-warning role="status">
          {CLEARS_CONSENT}
        </Warning>
      )}
      {offer.inBar && (
        <Undone role="status">
          Your changes were undone.
          <Button ref={undoButton} variant="secondary" size="sm" onPress={undo}>
            Undo
          </Button>
        </Undone>
      )}
      {note && (
        <Note id={noteId} data-tone={note.tone}>
          {note.text}
          {note.more && <WideOnly> {note.more}</WideOnly>}
        </Note>
      )}
    </Bar>
  );
}
