/**
 * The details screen's sticky bar (docs/behaviour.md#the-bar): the consent state and the one next
 * step (nextStep, which the action bar and the Consent Required table repeat as plain buttons), the
 * page's one filled button. One element throughout: what replaces a pressed step keeps its focus.
 * While a request waits the button is Cancel, with its cost, and the state says the wait's phase.
 * While a Save waits to be sent (docs/behaviour.md#no-signal) the bar says where it stands, and the
 * button is Send now (Save once the form changed again, or while a refusal waits for a fix).
 */
import { useId } from 'react';
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
import { SEND_STATES, useSendNow, type WaitingSave } from '../../outbox';
import { useDetailsActions } from '../controller/use-details-actions';
import { useBarFocus } from './use-bar-focus';
import { howToRun, stepName } from './bar-step';
import { PhoneShort } from './PhoneShort';
import { CANCEL_NAME, CLEARS_CONSENT, OFFLINE_WORD, UNDONE } from '../form/words';
import type { ConsentForm } from '../form/form-context';
import type { DetailsConsentView } from '../controller/use-details-consent';
import type {
  DetailsForms,
  DetailsRevert,
  DetailsSteps,
} from '../controller/use-details-controller';
import {
  Bar,
  Note,
  Offline,
  State,
  StepButton,
  BarUndone,
  Warning,
  WideOnly,
} from './DetailsBar.styles';

export interface DetailsBarProps {
  steps: DetailsSteps;
  consent: DetailsConsentView;
  forms: DetailsForms;
  revert: DetailsRevert;
  /** This application's Save waiting to be sent, if one is. */
  queued: WaitingSave | undefined;
  form: ConsentForm;
  /** The details form's id: Save here submits that form. */
  formId: string;
}

export function DetailsBar({
  steps,
  consent,
  forms,
  revert,
  queued,
  form,
  formId,
}: DetailsBarProps) {
  const { actions, next, isDirty } = useDetailsActions(steps, form);
  // After No in 'Attention' to a Save pressed here, the Undo is offered here, where the adviser is.
  const offer = revert.offer?.inBar ? revert.offer : null;
  const { stepFromBarRef } = steps;
  const isNew = steps.state.open.kind === 'new';
  const sendNow = useSendNow();
  // Its height on <html>: GlobalStyle's scroll-padding-top keeps focused fields below the bar.
  const barRef = useHeightProperty<HTMLElement>('--details-bar-height');
  // The state and the step are never under a toast, even when no spot is free of all else.
  const keepClear = useToastKeepClear<HTMLElement>({ always: true });
  const noteId = useId();
  const warningId = useId();
  // The browser's word, or the screen's reads with no answer for 3 s (docs/behaviour.md#no-signal).
  const offline = !useOnlineStatus() || steps.unanswered === true;
  useShowOfflineInPage();
  const shown = barWords({ isNew, status: consent.status, current: consent.current });
  const cancellable = next === 'requestConsent' && isUnderWay(consent.live);
  const wait = cancellable ? waitPhase(consent.state) : null;

  const { button, stateLine, undoButton, cancelSettling } = useBarFocus({
    barRef,
    stepFromBarRef,
    next,
    cancellable,
    undoOffer: offer,
  });

  // An accepted consent is for what the server holds: a save of changes clears it ('Attention'
  // asks then). Said as soon as the form differs, where the adviser looks while typing.
  const clearsConsent = next === 'save' && !isNew && canGenerate(consent.status);

  const run = next && howToRun(next, { consent, forms, facts: steps.facts }, formId);
  const action = next && actions[next];
  const pressed = () => {
    stepFromBarRef.current = true;
  };

  let control = null;
  // `more`: said from a tablet up, and always in the button's description (WideOnly).
  // `short`: a phone shows its headline only (PhoneShort), so the sticky area keeps 120 px.
  let note: {
    text: string;
    tone: string;
    more?: string;
    short?: boolean;
    headline?: string;
  } | null = null;
  const sending = queued && SEND_STATES[queued.state];
  if (queued && sending && queued.state !== 'attention' && !isDirty) {
    note = { text: sending.next, tone: 'guidance', short: true, headline: sending.onAPhone };
    control = (
      <StepButton
        data-step
        ref={button}
        variant="primary"
        aria-describedby={noteId}
        onPress={sendNow}
      >
        Send now
      </StepButton>
    );
  } else if (cancellable) {
    // A phone shows one line (the page kept open); the cost stays Cancel's description.
    const cost = cancelCost(consent.live?.kind ?? '', consent.allowance.left);
    note = { text: `${KEEP_PAGE_OPEN}.`, more: cost, tone: 'guidance' };
    control = (
      <StepButton
        data-step
        ref={button}
        variant="secondary"
        aria-label={CANCEL_NAME}
        aria-describedby={noteId}
        onPress={() => {
          if (cancelSettling()) return;
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
    if (reason) note = { text: reason, tone: action.tone, short: true };
    // A request the reload withdrew used an attempt all the same: said where its outcome is.
    else if (consent.current?.kind === 'withdrawn' && next === 'requestConsent') {
      note = { text: withdrawnCost(consent.allowance.left), tone: 'guidance', short: true };
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
        data-step
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
        {STEPS[next]}
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
            <WideOnly>Application</WideOnly>{' '}
            <StatusPill $tone={sending.tone}>{sending.word}</StatusPill>
          </>
        ) : (
          <>
            <WideOnly>Consent</WideOnly>{' '}
            {wait ? (
              // Two looks: an italic "still sending", then the filled "ask now" with its clock.
              <StatusPill
                $tone={wait.phase === 'sending' ? 'neutral' : 'info'}
                $pending={wait.phase === 'sending'}
              >
                {wait.words}
              </StatusPill>
            ) : (
              <StatusPill $tone={shown.tone}>
                <PhoneShort text={shown.words} />
              </StatusPill>
            )}
          </>
        )}
        {/* A live region from the start, so the signal going is heard. */}
        <span role="status">{offline ? <Offline>{OFFLINE_WORD}</Offline> : null}</span>
      </State>
      {control}
      {clearsConsent && (
        <Warning id={warningId} data-warning role="status">
          {CLEARS_CONSENT}
        </Warning>
      )}
      {offer && (
        <BarUndone role="status" data-undo>
          <span>{UNDONE}</span>
          {/* Undo makes the form changed again: Save takes the step's place, and its focus. */}
          <Button ref={undoButton} variant="secondary" size="sm" onPress={() => revert.undo()}>
            Undo
          </Button>
        </BarUndone>
      )}
      {note && (
        <Note id={noteId} data-tone={note.tone}>
          {note.short ? <PhoneShort text={note.text} headline={note.headline} /> : note.text}
          {note.more && <WideOnly> {note.more}</WideOnly>}
        </Note>
      )}
    </Bar>
  );
}
