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

/** The form opened with a draft the tab kept (docs/behaviour.md#drafts): when, and a way to drop it. */
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
