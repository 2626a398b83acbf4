/**
 * A saved application's consent state and its one next step, at the top of the page on phones and
 * tablets (docs/behaviour.md#compact-header), where the Consent Required panel and the action bar
 * are a long scroll away. The step is the controller's one decision (nextStep), the one the action
 * bar and the panel mark as primary, and each runs exactly as there; on a desktop the panel is in
 * view and this is not shown.
 */
import { useId } from 'react';
import styled from 'styled-components';
import { Button, raisedSurface, useToastKeepClear } from '../../../components';
import { CONSENT_LABELS } from '../../consent';
import type { NextStep as Step } from '../controller/details-controller';
import { useDetailsActions } from '../controller/use-details-actions';
import type { DetailsController } from '../controller/use-details-controller';

const Summary = styled.section`
  flex: 1 1 100%;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${raisedSurface}
  padding: ${({ theme }) => theme.space[4]};

  /* The desktop shows the full panel beside the form's end: no summary there. */
  @media (min-width: 64em) {
    display: none;
  }
  @media (min-width: 37.5em) {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;

const State = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};

  strong {
    display: inline-block;
    margin-left: ${({ theme }) => theme.space[1]};
    padding: 2px ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.subtle};
    color: ${({ theme }) => theme.color.text};
  }
  &[data-tone='success'] strong {
    background: ${({ theme }) => theme.color.successSubtle};
    color: ${({ theme }) => theme.color.success};
  }
  &[data-tone='danger'] strong {
    background: ${({ theme }) => theme.color.dangerSubtle};
    color: ${({ theme }) => theme.color.danger};
  }
`;

/* A full-width button a thumb finds without aiming, with room around its label. */
const NextStep = styled(Button)`
  &&& {
    width: 100%;
    min-height: 48px;
    padding-inline: ${({ theme }) => theme.space[5]};
  }
`;

const Reason = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  &[data-tone='problem'] {
    color: ${({ theme }) => theme.color.danger};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const TONES: Record<string, 'success' | 'danger'> = {
  [CONSENT_LABELS.accepted]: 'success',
  [CONSENT_LABELS.failed]: 'danger',
};

/** The header's one button for each next step: its label, and how it runs the controller's action. */
const LABELS: Record<Step, string> = {
  save: 'Save',
  requestConsent: 'Request Consent',
  generateForms: 'Generate Forms',
  downloadForms: 'Download Forms',
};

function howToRun(step: Step, controller: DetailsController, formId: string) {
  const { consent, state, facts } = controller;
  switch (step) {
    // The form's own submit, as the action bar's Save: 'Attention' first on a saved application.
    case 'save':
      return { type: 'submit' as const, form: formId, isPending: state.save === 'saving' };
    case 'requestConsent':
      return { onPress: consent.request, isPending: consent.inFlight };
    case 'generateForms':
      return { onPress: controller.generateForms, isPending: state.generating !== null };
    case 'downloadForms':
      return { onPress: controller.downloadForms, isPending: facts.opening };
  }
}

export function DetailsSummaryHeader({
  controller,
  formId,
}: {
  controller: DetailsController;
  /** The details form's id: Save here submits that form. */
  formId: string;
}) {
  // The controller's one decision (docs/behaviour.md#the-next-step), as the action bar shows it.
  const { actions, next } = useDetailsActions(controller, controller.form);
  const keepClear = useToastKeepClear<HTMLElement>();
  const reasonId = useId();
  const stateWords = controller.consent.inFlight
    ? "Waiting for the client's answer"
    : controller.status.label;
  const run = next && howToRun(next, controller, formId);
  const action = next && actions[next];
  // Pending, not disabled: a pressed button keeps the focus while its action works.
  const reason = run?.isPending ? null : action?.reason;
  const waiting = next === 'requestConsent' && controller.consent.inFlight;
  return (
    <Summary ref={keepClear} aria-label="Consent and next step">
      <State data-tone={TONES[stateWords]}>
        Consent <strong>{stateWords}</strong>
      </State>
      {next && run && action && (
        <NextStep
          variant="primary"
          {...run}
          isDisabled={!action.enabled && !run.isPending}
          aria-describedby={reason ? reasonId : undefined}
        >
          {waiting ? 'Waiting…' : LABELS[next]}
        </NextStep>
      )}
      {reason && action && (
        <Reason id={reasonId} data-tone={action.tone}>
          {reason}
        </Reason>
      )}
    </Summary>
  );
}
