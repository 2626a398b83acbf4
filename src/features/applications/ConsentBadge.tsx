import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ussdLogQueryOptions } from '../../api';
import { entryOutcome, useRunningConsent } from '../consent';
import type { ApplicationView } from './application-view';
import { useAfterFirstRows } from './use-consent-states';
import { StatusPill, type StatusTone } from '../../components';
import {
  CONSENT_STATE_LABEL,
  consentStateOf,
  type ConsentState,
  type LogEntryLike,
} from './consent-state';

/** Each state's tone: done, in flight, to try again, refused or not read, not started. */
const TONES: Record<ConsentState, StatusTone> = {
  ready: 'success',
  accepted: 'success',
  waiting: 'info',
  noAnswer: 'warning',
  rejected: 'danger',
  failed: 'danger',
  none: 'brand',
  loading: 'neutral',
};

/** While the log shows a prompt still unanswered (another tab's), it is read again this often. */
const WAITING_REFRESH_MS = 10_000;

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

const unanswered = (logs: readonly LogEntryLike[] | undefined) =>
  logs?.some((entry) => entryOutcome(entry, Date.now()) === 'waiting') ?? false;

/**
 * A row's consent state in words (docs/behaviour.md#consent-in-the-list). Its log is read once
 * the row comes near the screen, never before the list has painted; the cache is the details
 * screen's, so opening the application (or coming back) reads nothing again while it is fresh.
 */
export function ConsentBadge({ view }: { view: ApplicationView }) {
  const ref = useRef<HTMLSpanElement>(null);
  const near = useAfterFirstRows(useNearView(ref));
  const running = useRunningConsent();
  const formsReady = view.status === 'ready';
  const log = useQuery({
    ...ussdLogQueryOptions(view.policyKey),
    enabled: near && !formsReady && view.policyKey !== '',
    // A prompt another tab sent: its answer shows without a reload.
    refetchInterval: (query) => (unanswered(query.state.data) ? WAITING_REFRESH_MS : false),
  });
  const [now] = useState(() => Date.now());
  const state = consentStateOf({
    formsReady,
    requesting: view.planReference !== '' && running.has(view.planReference),
    log: { status: log.status, data: log.data, error: log.error },
    now,
  });
  return (
    <StatusPill ref={ref} $size="small" $tone={TONES[state]} $pending={state === 'loading'}>
      {CONSENT_STATE_LABEL[state]}
    </StatusPill>
  );
}
