import styled from 'styled-components';
import { formatDateTime } from '../../lib/display-text';

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

  /* Where the heading has a line of its own (phones), New starts the next one and the note
     follows it, so New stays where it was. */
  @media (max-width: 37.5rem) {
    order: 1;
  }
`;

/**
 * HH:mm on the adviser's own clock, as the answers notice on the same screen writes its times;
 * from the list's own formatter, which the first screen already loads.
 */
const clockTime = (ms: number) =>
  formatDateTime(ms, { offsetMinutes: -new Date(ms).getTimezoneOffset() }).slice(11);

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
          Offline — applications as of{' '}
          <time dateTime={new Date(readAt).toISOString()}>{clockTime(readAt)}</time>
        </>
      )}
    </Region>
  );
}
