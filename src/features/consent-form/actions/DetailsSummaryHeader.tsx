/**
 * A saved application's consent state and its one next step, at the top of the page on phones and
 * tablets (docs/behaviour.md#compact-header), where the Consent Required panel and the action bar
 * are a long scroll away. Each action is the controller's own, exactly as the panel and the bar
 * below run it; on a desktop the panel is in view and this is not shown.
 */
import { useId } from 'react';
import styled from 'styled-components';
import { Button, raisedSurface, useToastKeepClear } from '../../../components';
import { CONSENT_LABELS } from '../../consent';
import { mandateAction, type Action } from '../controller/details-controller';
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

interface NextAction {
  label: string;
  action: Action;
  onPress?: () => void;
  isPending?: boolean;
}

/** The one step that moves the application on, from what the controller decides. */
function nextAction(
  controller: DetailsController,
  actions: ReturnType<typeof useDetailsActions>['actions'],
): NextAction {
  const { consent, status, state, facts } = controller;
  if (mandateAction(facts) === 'downloadForms') {
    return {
      label: 'Download Forms',
      action: actions.downloadForms,
      onPress: controller.downloadForms,
    };
  }
  if (status.canGenerate) {
    return {
      label: 'Generate Forms',
      action: actions.generateForms,
      onPress: controller.generateForms,
      isPending: state.generating !== null,
    };
  }
  // Pending, not disabled: a pressed button keeps the focus while the client answers.
  if (consent.inFlight)
    return { label: 'Waiting…', action: actions.requestConsent, isPending: true };
  return { label: 'Request Consent', action: actions.requestConsent, onPress: consent.request };
}

export function DetailsSummaryHeader({ controller }: { controller: DetailsController }) {
  const { actions } = useDetailsActions(controller, controller.form);
  const keepClear = useToastKeepClear<HTMLElement>();
  const reasonId = useId();
  const next = nextAction(controller, actions);
  const stateWords = controller.consent.inFlight
    ? "Waiting for the client's answer"
    : controller.status.label;
  const reason = next.isPending ? null : next.action.reason;
  return (
    <Summary ref={keepClear} aria-label="Consent and next step">
      <State data-tone={TONES[stateWords]}>
        Consent <strong>{stateWords}</strong>
      </State>
      <NextStep
        variant="primary"
        isDisabled={!next.action.enabled && !next.isPending}
        isPending={next.isPending}
        aria-describedby={reason ? reasonId : undefined}
        onPress={next.onPress}
      >
        {next.label}
      </NextStep>
      {reason && (
        <Reason id={reasonId} data-tone={next.action.tone}>
          {reason}
        </Reason>
      )}
    </Summary>
  );
}
