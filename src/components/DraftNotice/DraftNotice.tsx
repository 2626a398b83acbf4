import { useId } from 'react';
import { formatClock } from '../../lib/display-text';
import { Button } from '../Button';
import { NoticeRoot, Text } from './DraftNotice.styles';

export const DRAFT_NOTICE_TITLE = 'Unsaved changes restored';
export const DISCARD_DRAFT = 'Discard draft';

export interface DraftNoticeProps {
  /** When the draft was kept (an ISO instant). */
  savedAt: string;
  onDiscard: () => void;
}

/**
 * Says that the form opened with values the adviser had typed but not saved (kept in this tab
 * after a reload or a crash), when they were kept (on the adviser's own clock, as every time the
 * app shows: docs/behaviour.md#drafts), and offers to throw them away.
 */
export function DraftNotice({ savedAt, onDiscard }: DraftNoticeProps) {
  const titleId = useId();
  return (
    <NoticeRoot aria-labelledby={titleId}>
      <Text>
        <h2 id={titleId}>{DRAFT_NOTICE_TITLE}</h2>
        <p>
          This form shows what you typed but did not save, kept in this browser tab at{' '}
          <time dateTime={savedAt}>{formatClock(savedAt)}</time>. Save to keep it, or discard it to
          start from the form as it was.
        </p>
      </Text>
      <Button variant="secondary" onPress={onDiscard}>
        {DISCARD_DRAFT}
      </Button>
    </NoticeRoot>
  );
}
