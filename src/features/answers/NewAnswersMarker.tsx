/**
 * An answer about another client, away from the list (docs/behaviour.md#answers-kept-in-sight):
 * told in a toast ("Another client: Ayesha Patel — No answer", with Open) and marked in the header
 * ("1 new answer") until seen. On the list the kept answers' own line says it.
 */
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import styled from 'styled-components';
import { focusRing, toast } from '../../components';
import {
  CONSENT_STATES,
  answerKey,
  useKeptAnswers,
  type KeptAnswer,
  type KeptAnswers,
} from '../consent';
import { seenAnswers as tabSeenAnswers, type SeenAnswers } from './seen-answers';

/* In the header's one phone row it keeps its words whole: the product's title gives way. */
const Marker = styled.a`
  flex: none;
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: 999px;
  background: ${({ theme }) => theme.color.info};
  color: ${({ theme }) => theme.color.textInverse};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  text-decoration: none;
  @media (pointer: coarse) {
    min-height: 44px;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export interface NewAnswersMarkerProps {
  /** The list is on screen: its own line shows the kept answers, and no toast is told here. */
  onList: boolean;
  /** The list's address: the marker's own. */
  listHref: string;
  /** Goes to the list with the kept answers unfolded. */
  onShowAnswers: () => void;
  /** Opens the application (the toast's Open). */
  onOpen: (policyNumber: string) => void;
  answers?: KeptAnswers;
  seen?: SeenAnswers;
}

const TONE = { success: 'success', danger: 'error' } as const;

/** "Another client: Ayesha Patel — No answer". */
export function anotherClientText(answer: Pick<KeptAnswer, 'client' | 'policyNumber' | 'outcome'>) {
  const who = answer.client || `application ${answer.policyNumber}`;
  return `Another client: ${who} — ${CONSENT_STATES[answer.outcome].word}`;
}

export function NewAnswersMarker({
  onList,
  listHref,
  onShowAnswers,
  onOpen,
  answers,
  seen = tabSeenAnswers,
}: NewAnswersMarkerProps) {
  const { list } = useKeptAnswers(answers);
  const seenKeys = useStore(seen, (state) => state.seen);

  // Each answer kept from now on, told once while the adviser is away from the list.
  const told = useRef<ReadonlySet<string> | null>(null);
  useEffect(() => {
    const keys = new Set(list.map(answerKey));
    const before = told.current;
    told.current = keys;
    if (!before || onList) return;
    for (const answer of list) {
      if (before.has(answerKey(answer))) continue;
      const tone = TONE[CONSENT_STATES[answer.outcome].tone as keyof typeof TONE] ?? 'info';
      toast[tone](anotherClientText(answer), {
        action: {
          label: 'Open',
          onAction: () => {
            seen.getState().markSeen([answer]);
            onOpen(answer.policyNumber);
          },
        },
      });
    }
  }, [list, onList, onOpen, seen]);

  const unseen = list.filter((answer) => !seenKeys.includes(answerKey(answer))).length;
  if (onList || unseen === 0) return null;
  return (
    <Marker
      href={listHref}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        onShowAnswers();
      }}
    >
      {`${unseen} new answer${unseen === 1 ? '' : 's'}`}
    </Marker>
  );
}
