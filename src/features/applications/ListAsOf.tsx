import styled from 'styled-components';
import { formatClock } from '../../lib/display-text';
import { OFFLINE_AS_OF } from './words';

/**
 * Always in the title row beside New, as wide as the room it leaves there (its text wraps inside
 * it, no taller than New), so the note's arrival moves neither New nor the rows; a live region
 * must be in the page before it speaks.
 */
const Region = styled.p`
  flex: 1 1 6rem;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  /* Two lines of it stay under New's 44 px: the title row keeps its height. */
  line-height: 1.25;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.warning};
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
}

/**
 * "Offline — applications as of 14:05" (docs/behaviour.md#no-signal): the list shows the rows as
 * last read, with no signal to read them again. Polite, and said once: its words do not change
 * while the signal is away, since no read lands then.
 */
export function ListAsOf({ readAt }: ListAsOfProps) {
  return (
    <Region role="status">
      {readAt !== null && (
        <>
          {OFFLINE_AS_OF}{' '}
          {/* The one clock (docs/behaviour.md#one-word-per-outcome), as the answers notice. */}
          <time dateTime={new Date(readAt).toISOString()}>
            {formatClock(readAt, { date: false })}
          </time>
        </>
      )}
    </Region>
  );
}
