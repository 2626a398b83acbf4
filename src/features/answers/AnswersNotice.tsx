/**
 * The list's kept consent answers (docs/behaviour.md#answers-kept-in-sight), each with its client,
 * outcome, a link and Dismiss. Folded into one line in the list's title row ("2 answers ▸"), which
 * is there anyway: an answer arriving never pushes the list down under the adviser's finger.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import styled from 'styled-components';
import { Button, StatusPill, panelSurface } from '../../components';
import { formatClock } from '../../lib/display-text';
import { CONSENT_STATES, answerKey, useKeptAnswers, type KeptAnswers } from '../consent';
import { seenAnswers as tabSeenAnswers, type SeenAnswers } from './seen-answers';

const Region = styled.section`
  ${panelSurface}
  margin-bottom: ${({ theme }) => theme.space[5]};
  border-left: 4px solid ${({ theme }) => theme.color.info};

  & > div:first-child {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
  h2 {
    margin: 0;
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
  /** Unfolded from the start (the header's "1 new answer" brought the adviser here). */
  startOpen?: boolean;
  /** The tab's stores by default; stories pass their own. */
  answers?: KeptAnswers;
  seen?: SeenAnswers;
}

const answersText = (n: number) => `${n} answer${n === 1 ? '' : 's'}`;

/** The folded line (`toggle`) and, unfolded, the answers (`panel`); null while none is kept. */
export function useAnswersNotice({
  onOpen,
  detailsHref,
  startOpen = false,
  answers,
  seen = tabSeenAnswers,
}: AnswersNoticeProps): { toggle: ReactNode; panel: ReactNode } {
  const { list, dismiss } = useKeptAnswers(answers);
  const seenKeys = useStore(seen, (state) => state.seen);
  const [open, setOpen] = useState(startOpen);
  const headingId = useId();
  const panelId = useId();
  const region = useRef<HTMLElement>(null);
  // Unfolded, every answer shown is seen (the header's marker goes).
  useEffect(() => {
    if (open && list.length > 0) seen.getState().markSeen(list);
  }, [open, list, seen]);
  if (list.length === 0) return { toggle: null, panel: null };

  const unseen = list.filter((answer) => !seenKeys.includes(answerKey(answer))).length;
  const dismissed = (key: string, index: number) => {
    dismiss(key);
    // The focus goes to the next answer's Dismiss, or back to the list's heading when none is left.
    requestAnimationFrame(() => {
      const buttons =
        region.current?.querySelectorAll<HTMLButtonElement>('li button') ?? ([] as const);
      const next = buttons[Math.min(index, buttons.length - 1)];
      (next ?? document.getElementById('applications-heading'))?.focus();
    });
  };
  const dismissAll = () => {
    list.forEach((answer) => dismiss(answerKey(answer)));
    requestAnimationFrame(() => document.getElementById('applications-heading')?.focus());
  };

  const toggle = (
    // As tall as the title row's New, beside it: the row is there anyway.
    <Button
      variant="secondary"
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      onPress={() => setOpen(!open)}
    >
      {answersText(list.length) + (unseen > 0 ? ` (${unseen} new)` : '')}
      <span aria-hidden="true">{open ? ' ▾' : ' ▸'}</span>
    </Button>
  );
  const panel = open ? (
    <Region ref={region} id={panelId} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId}>Consent answers</h2>
        <Button variant="secondary" size="sm" onPress={dismissAll}>
          Dismiss all
        </Button>
      </div>
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
  ) : null;
  return { toggle, panel };
}

/** The folded line and, unfolded, the answers: as the list's title row and the space under it. */
export function AnswersNotice(props: AnswersNoticeProps) {
  const { toggle, panel } = useAnswersNotice(props);
  return (
    <>
      {toggle}
      {panel}
    </>
  );
}
