import { useEffect, useEffectEvent, useId, useRef, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { Button, raisedSurface } from '../../../components';
import { STEPS } from '../../consent';
import type { detailsActions } from '../controller/details-controller';
import { focusWhenFree } from '../controller/focus-next';

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  ${raisedSurface}
  padding: ${({ theme }) => theme.space[4]};
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
  actions: Pick<ReturnType<typeof detailsActions>, BarAction>;
  /** Generate Forms until the mandate is stored, then Download Forms in its place. */
  mandate?: 'generateForms' | 'downloadForms';
  /** The action that moves the application on: the one primary button. */
  primary?: BarAction | null;
  isSaving?: boolean;
  isGenerating?: boolean;
  /** Download Forms is fetching the stored form. */
  isOpening?: boolean;
  /** Where Save's "Fix the errors above." leads: the field whose error keeps Save off. */
  fixLink?: { fieldId: string; label: string } | null;
  /** What the bar says about the last action (the Undo offer), in its polite live region. */
  status?: ReactNode;
  /** The bar's element, for focus moves that start outside it. */
  barRef?: Ref<HTMLDivElement>;
  /** Download Forms takes the focus from Generate Forms: not when pressed in the details bar. */
  focusDownload?: () => boolean;
  onGenerateForms?: () => void;
  onDownloadForms?: () => void;
  onReset: () => void;
  onBack: () => void;
}

/** Save, Generate or Download Forms, Reset and Back; under them why any is off: its description. */
export function FormActionBar({
  actions,
  mandate = 'generateForms',
  primary = 'save',
  isSaving,
  isGenerating,
  isOpening,
  fixLink,
  status,
  barRef,
  focusDownload = () => true,
  onGenerateForms,
  onDownloadForms,
  onReset,
  onBack,
}: FormActionBarProps) {
  const id = useId();
  const shown: BarAction[] = ['save', mandate, 'reset', 'back'];
  // A pending button is not disabled: react-aria keeps it focusable and announces it as busy, so
  // the focus stays where the adviser pressed while the action works (docs/behaviour.md#focus).
  const button = (name: BarAction, isPending = false) => ({
    isDisabled: !actions[name].enabled && !isPending,
    isPending,
    variant: name === primary ? ('primary' as const) : ('secondary' as const),
    'aria-describedby': actions[name].reason ? `${id}-${name}` : undefined,
  });

  // Generate Forms gives way to Download Forms when the mandate is stored: the next step takes
  // the focus the pressed button (or the loader holding it meanwhile) had.
  const download = useRef<HTMLButtonElement>(null);
  const shownMandate = useRef(mandate);
  const shouldFocusDownload = useEffectEvent(focusDownload);
  useEffect(() => {
    const before = shownMandate.current;
    shownMandate.current = mandate;
    if (before === 'generateForms' && mandate === 'downloadForms' && shouldFocusDownload()) {
      focusWhenFree(() => download.current);
    }
  }, [mandate]);

  return (
    <Bar role="group" aria-label="Form actions" ref={barRef}>
      <Buttons>
        <Button type="submit" {...button('save', isSaving)}>
          {STEPS.save}
        </Button>
        {mandate === 'generateForms' ? (
          <Button {...button('generateForms', isGenerating)} onPress={onGenerateForms}>
            {STEPS.generateForms}
          </Button>
        ) : (
          <Button ref={download} {...button('downloadForms', isOpening)} onPress={onDownloadForms}>
            {STEPS.downloadForms}
          </Button>
        )}
        <Button {...button('reset')} onPress={onReset}>
          {STEPS.reset}
        </Button>
        <Button variant="secondary" onPress={onBack}>
          {STEPS.back}
        </Button>
      </Buttons>
      <div role="status">{status}</div>
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
              {reason && `${STEPS[name]}: ${reason}`}
            </p>
          );
        })}
        {fixLink && (
          <p>
            <a
              href={`#${fixLink.fieldId}`}
              onClick={(event) => {
                // The field itself takes the focus, as from the error summary's links.
                event.preventDefault();
                document.getElementById(fixLink.fieldId)?.focus();
              }}
            >
              Go to {fixLink.label}
            </a>
          </p>
        )}
      </Reasons>
    </Bar>
  );
}
