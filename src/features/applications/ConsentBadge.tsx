import { useEffect, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import type { ApplicationView } from './application-view';
import { useAfterFirstRows } from './use-consent-states';
import { StatusPill, whileCards } from '../../components';
import { CONSENT_STATES, nextWords } from '../consent';
import { SEND_STATES } from '../outbox';
import { ATTENTION } from './row-state';
import { useRowConsentState } from './use-row-consent';

/** How far outside the screen a row starts reading its log: a screen's height above and below. */
const NEAR_VIEW = '100% 0px';

/** True once the element has come near the screen (and from then on). */
function useNearView(ref: React.RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      // This document's own viewport (the app may be framed, as in Storybook), and a margin.
      { root: document, rootMargin: NEAR_VIEW },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

const StateCell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};

  [data-reserve] {
    display: none;
  }
  /* On a card the next step has a line of its own, kept while the state is read, so the state
     arriving moves nothing below it. */
  ${whileCards} {
    flex-direction: column;
    align-items: flex-start;
    [data-reserve] {
      display: block;
    }
  }
`;

const NextStep = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.3; }
`;

/** A waiting row's dot: still while motion is reduced, the word says it anyway. */
const WaitingDot = styled.span`
  display: inline-block;
  width: 0.5rem;
  height: 0.5rem;
  margin-inline-end: ${({ theme }) => theme.space[1]};
  border-radius: 50%;
  background: currentColor;
  animation: ${pulse} 0.9s ease-in-out infinite alternate;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * A row's consent state and next step (docs/behaviour.md#consent-in-the-list); its log is read once
 * the row comes near the screen after the list has painted.
 */
export function ConsentBadge({ view }: { view: ApplicationView }) {
  const ref = useRef<HTMLSpanElement>(null);
  const near = useAfterFirstRows(useNearView(ref));
  const state = useRowConsentState(view, near);
  const { kind } = state;
  // The words are the app's one table's (a Save waiting to be sent: the outbox's).
  const { word, tone, next } =
    state.kind === 'toSend' ? SEND_STATES[state.send] : CONSENT_STATES[state.kind];
  return (
    <StateCell data-attention={ATTENTION[kind]}>
      <StatusPill ref={ref} $size="small" $tone={tone} $pending={kind === 'checking'}>
        {kind === 'waiting' && <WaitingDot aria-hidden="true" />}
        {word}
      </StatusPill>
      {next ? (
        <NextStep>{nextWords(next)}</NextStep>
      ) : (
        kind === 'checking' && (
          <NextStep data-reserve aria-hidden="true">
            {'\u00a0'}
          </NextStep>
        )
      )}
    </StateCell>
  );
}
