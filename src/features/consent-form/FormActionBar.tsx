import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../components';
import type { Action, ActionName } from './details-controller';

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.divider};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};

  /* Back stands apart from the actions on the application. */
  & > :last-child {
    margin-left: auto;
  }
  @media (max-width: 599px) {
    & > * {
      flex: 1 1 40%;
    }
    & > :last-child {
      margin-left: 0;
    }
  }
`;

const Reasons = styled.div`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};

  p {
    margin: 0;
  }
  [data-tone='problem'] {
    color: ${({ theme }) => theme.color.danger};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

type BarAction = 'save' | 'generateForms' | 'downloadForms' | 'reset' | 'back';

export interface FormActionBarProps {
  /** Each action's `{ enabled, reason }`, as the details controller decides them. */
  actions: Pick<Record<ActionName, Action>, BarAction>;
  /** Generate Forms until the mandate is stored, then Download Forms in its place. */
  mandate?: 'generateForms' | 'downloadForms';
  isSaving?: boolean;
  isGenerating?: boolean;
  onGenerateForms?: () => void;
  onDownloadForms?: () => void;
  onReset: () => void;
  onBack: () => void;
}

const LABELS: Record<BarAction, string> = {
  save: 'Save',
  generateForms: 'Generate Forms',
  downloadForms: 'Download Forms',
  reset: 'Reset',
  back: 'Back',
};

/**
 * Save (the form's submit), Generate Forms or Download Forms, Reset and Back, and under them why
 * any of them is off: the button is described by that same line. Request Consent is not here: it
 * lives once, in the Consent Required table.
 */
export function FormActionBar({
  actions,
  mandate = 'generateForms',
  isSaving,
  isGenerating,
  onGenerateForms,
  onDownloadForms,
  onReset,
  onBack,
}: FormActionBarProps) {
  const id = useId();
  const shown: BarAction[] = ['save', mandate, 'reset', 'back'];
  const reasonId = (name: BarAction) => (actions[name].reason ? `${id}-${name}` : undefined);
  const button = (name: BarAction) => ({
    isDisabled: !actions[name].enabled,
    'aria-describedby': reasonId(name),
  });
  return (
    <Bar role="group" aria-label="Form actions">
      <Buttons>
        <Button type="submit" {...button('save')} isPending={isSaving}>
          Save
        </Button>
        {mandate === 'generateForms' ? (
          <Button
            variant="secondary"
            {...button('generateForms')}
            isPending={isGenerating}
            onPress={onGenerateForms}
          >
            Generate Forms
          </Button>
        ) : (
          <Button variant="secondary" {...button('downloadForms')} onPress={onDownloadForms}>
            Download Forms
          </Button>
        )}
        <Button variant="secondary" {...button('reset')} onPress={onReset}>
          Reset
        </Button>
        <Button variant="secondary" onPress={onBack}>
          Back
        </Button>
      </Buttons>
      <Reasons>
        {shown.map((name) => {
          const { reason, tone } = actions[name];
          // Generate Forms' steps change as it runs: its line is always there, and announced.
          const isLive = name === 'generateForms';
          if (!reason && !isLive) return null;
          return (
            <p
              key={name}
              id={`${id}-${name}`}
              data-tone={tone}
              role={isLive ? 'status' : undefined}
            >
              {reason && `${LABELS[name]}: ${reason}`}
            </p>
          );
        })}
      </Reasons>
    </Bar>
  );
}
