import styled from 'styled-components';
import { PAGE_STARTED_AT, useNoAnswer, type ReadFacts } from '../../api';
import { useOnlineStatus } from '../../components';
import { formatClock } from '../../lib/display-text';
import { CHECKING_AS_OF, OFFLINE_AS_OF } from './words';

/**
 * Always in the title row, as wide as the room beside New, so the note's arrival moves nothing; a
 * live region must be in the page before it speaks.
 */
const Region = styled.p<{ $checking?: boolean }>`
  flex: 1 1 6rem;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  /* Two lines of it stay under New's 44 px: the title row keeps its height. */
  line-height: 1.25;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme, $checking }) => ($checking ? theme.color.textMuted : theme.color.warning)};
  text-align: end;

  /* Empty while the list is current: it asks for no room, so the answers' line arriving beside
     New never wraps the title row onto another line. */
  &:empty {
    flex-basis: 0;
  }

  /* Where the heading has a line of its own (phones), New starts the next one and the note
     follows it, so New stays where it was. */
  @media (max-width: 37.5rem) {
    order: 1;
  }
`;

export interface ListAsOfProps {
  /** When the rows shown were read (ms since the epoch); null while the list is current. */
  readAt: number | null;
  /** A read is on its way to confirm the tab's copy, or reads get no answer (the default). */
  state?: 'checking' | 'offline';
}

/**
 * The note on rows shown as last read (docs/behaviour.md#no-signal). Polite: said as the signal
 * goes (a copy painted first is not announced), and not again while it stays away.
 */
export function ListAsOf({ readAt, state = 'offline' }: ListAsOfProps) {
  if (readAt === null) return <Region role="status" />;
  // The one clock (docs/behaviour.md#one-word-per-outcome), as the answers notice.
  const time = (
    <time dateTime={new Date(readAt).toISOString()}>{formatClock(readAt, { date: false })}</time>
  );
  return (
    <Region role="status" $checking={state === 'checking'}>
      {state === 'checking' ? (
        <>
          {CHECKING_AS_OF[0]} {time} {CHECKING_AS_OF[1]}
        </>
      ) : (
        <>
          {OFFLINE_AS_OF} {time}
        </>
      )}
    </Region>
  );
}

/**
 * What the note says of the list's query while it shows rows (docs/behaviour.md#no-signal):
 * 'checking' while the rows are the tab's copy (read before this page) and a read is on its way,
 * 'offline' while offline or reads get no answer, nothing once a read lands.
 */
export function useListNote(
  query: ReadFacts & { dataUpdatedAt: number },
  shown: boolean,
): ListAsOfProps {
  const online = useOnlineStatus();
  const unanswered = useNoAnswer(query);
  const fromCopy = query.isFetching && query.dataUpdatedAt < PAGE_STARTED_AT;
  if (!shown || (online && !unanswered && !fromCopy)) return { readAt: null };
  return { readAt: query.dataUpdatedAt, state: online && !unanswered ? 'checking' : 'offline' };
}
