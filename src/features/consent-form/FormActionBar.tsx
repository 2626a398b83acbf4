import styled from 'styled-components';
import { Button } from '../../components';
import type { FormActions } from './form-actions';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.divider};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};

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

export interface FormActionBarProps {
  actions: FormActions;
  isSaving?: boolean;
  isGenerating?: boolean;
  /** Absent until generating forms is wired: the button then stays disabled. */
  onGenerateForms?: () => void;
  onReset: () => void;
  onBack: () => void;
}

/**
 * Save (the form's submit), Generate Forms, Reset and Back. Request Consent is not here: it
 * lives once, in the Consent Required table.
 */
export function FormActionBar({
  actions,
  isSaving,
  isGenerating,
  onGenerateForms,
  onReset,
  onBack,
}: FormActionBarProps) {
  return (
    <Bar role="group" aria-label="Form actions">
      <Button type="submit" isDisabled={!actions.save} isPending={isSaving}>
        Save
      </Button>
      <Button
        variant="secondary"
        isDisabled={!actions.generateForms || !onGenerateForms}
        isPending={isGenerating}
        onPress={onGenerateForms}
      >
        Generate Forms
      </Button>
      <Button variant="secondary" isDisabled={!actions.reset} onPress={onReset}>
        Reset
      </Button>
      <Button variant="secondary" onPress={onBack}>
        Back
      </Button>
    </Bar>
  );
}
