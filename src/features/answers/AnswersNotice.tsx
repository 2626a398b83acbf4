/**
 * The list's notice of consent answers that arrived while the adviser was elsewhere
 * (docs/behaviour.md#answers-kept-in-sight): the client, the policy number, the outcome in its
 * one word, a link to the application, and Dismiss. Each stays until dismissed, across reloads
 * of the tab.
 */
import { useId, useRef } from 'react';
import styled from 'styled-components';
import { Button, StatusPill, panelSurface } from '../../components';
import { formatClock } from '../../lib/display-text';
import { CONSENT_STATES, answerKey, useKeptAnswers, type KeptAnswers } from '../consent';

const Region = styled.section`
  ${panelSurface}
  margin-bottom: ${({ theme }) => theme.space[5]};
  border-left: 4px solid ${({ theme }) => theme.color.info};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  h2:focus {
    outline: none;
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};

  p {
    flex: 1 1 16rem;
    margin: 0;
  }
`;

export interface AnswersNoticeProps {
  /** Opens the application, as the list's Edit does. */
  onOpen: (policyNumber: string) => void;
  /** The details page's address: the link's own, which `onOpen` follows with the plan chosen. */
  detailsHref: string;
  /** The tab's store by default; stories pass their own. */
  answers?: KeptAnswers;
}

export function AnswersNotice({ onOpen, detailsHref, answers }: AnswersNoticeProps) {
  const { list, dismiss } = useKeptAnswers(answers);
  const headingId = useId();
  const region = useRef<HTMLElement>(null);
  if (list.length === 0) return null;
  const dismissed = (key: string, index: number) => {
    dismiss(key);
    // The focus goes to the next answer's Dismiss, or back to the list's heading when none is left.
    requestAnimationFrame(() => {
      const buttons = region.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
      const next = buttons[Math.min(index, buttons.length - 1)];
      (next ?? document.getElementById('applications-heading'))?.focus();
    });
  };
  return (
    <Region ref={region} aria-labelledby={headingId}>
      <h2 id={headingId}>Consent answers</h2>
      <List>
        {list.map((answer, index) => {
          const key = answerKey(answer);
          const who = answer.client || 'The client';
          return (
            <Item key={key}>
              <p>
                {`${who}, application ${answer.policyNumber}: `}
                <StatusPill $tone={CONSENT_STATES[answer.outcome].tone}>
                  {CONSENT_STATES[answer.outcome].word}
                </StatusPill>
                {` at ${formatClock(answer.at, { date: false })}`}
              </p>
              <a
                href={detailsHref}
                onClick={(event) => {
                  event.preventDefault();
                  onOpen(answer.policyNumber);
                }}
              >
                Open application {answer.policyNumber}
              </a>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Dismiss the answer for ${answer.policyNumber}`}
                onPress={() => dismissed(key, index)}
              >
                Dismiss
              </Button>
            </Item>
          );
        })}
      </List>
    </Region>
  );
}
