/**
 * The consent history of a saved application (docs/behaviour.md#consent-history): every USSD
 * request, newest first, what came of it and when. Presentational: the details screen wires it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Button, StatusPill } from '../../components';
import { CONSENT_ATTEMPTS_PER_DAY, type UssdLogEntry } from '../../api';
import { formatClock } from '../../lib/display-text';
import { timeLeft, toneOf } from '../consent';
import { historyRows, type HistoryRow, type LiveAttempt } from './history-rows';
import {
  Card,
  Disclosure,
  Heading,
  Measure,
  Muted,
  Notice,
  Row,
  Stack,
  Summary,
  Table,
  Tag,
} from './ConsentHistory.styles';

/** How many requests show before 'Show all': a phone is not a ledger. */
const HISTORY_FIRST_ROWS = 10;
const NO_REQUESTS = 'No consent requests yet';
const COUNTS_TODAY = 'Counts today';

interface ConsentHistoryProps {
  /** The plan's log entries, archived ones included; undefined until loaded. */
  entries: readonly UssdLogEntry[] | undefined;
  /** The request the session is running, shown at once and as it changes. */
  live?: LiveAttempt | null;
  isLoading?: boolean;
  /** The history's own failure: the rest of the screen carries on. */
  error?: { message: string } | null;
  onRetry?: () => void;
  /** The clock the marks of today's attempts are read against (ms since the epoch). */
  now: number;
}

function When({ iso }: { iso: string | null }) {
  const ms = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(ms)) return <>--</>;
  return <time dateTime={new Date(ms).toISOString()}>{formatClock(ms)}</time>;
}

function HistoryTableRow({ row }: { row: HistoryRow }) {
  return (
    <tr data-archived={row.archivedAt ? '' : undefined}>
      <th scope="row" data-label="Sent">
        <Stack>
          <When iso={row.sentAt} />
          {row.duration ? <Muted>{row.duration}</Muted> : null}
          {row.countsToday ? <Tag>{COUNTS_TODAY}</Tag> : null}
        </Stack>
      </th>
      <td data-label="Sent to">{row.maskedNumber}</td>
      <td data-label="Outcome">
        <Stack>
          <StatusPill $tone={toneOf(row.state)}>{row.label}</StatusPill>
          {row.secondsLeft !== null ? <Muted>{timeLeft(row.secondsLeft)}</Muted> : null}
          {row.detail ? <Muted>{row.detail}</Muted> : null}
          {row.verifierMessage ? <span>Verifier: {row.verifierMessage}</span> : null}
        </Stack>
      </td>
      <td data-label="Version">
        {row.archivedAt ? (
          <span>
            Earlier version, cleared by the edit of <When iso={row.archivedAt} />
          </span>
        ) : (
          'This application as it is now'
        )}
      </td>
      <td data-column="message">
        <span data-wide="">{row.ussdMessage}</span>
        <Disclosure data-narrow="">
          <summary>USSD message</summary>
          <p>{row.ussdMessage}</p>
        </Disclosure>
      </td>
    </tr>
  );
}

export function ConsentHistory({
  entries,
  live = null,
  isLoading = false,
  error = null,
  onRetry,
  now,
}: ConsentHistoryProps) {
  const headingId = useId();
  const [showAll, setShowAll] = useState(false);
  // Try again goes once the history loads: the heading takes its focus (docs/behaviour.md#focus).
  const heading = useRef<HTMLHeadingElement>(null);
  const retried = useRef(false);
  useEffect(() => {
    if (retried.current && !error) {
      retried.current = false;
      heading.current?.focus();
    }
  }, [error]);
  const rows = historyRows(entries, live, now);
  const today = rows.filter((row) => row.countsToday).length;
  const shown = showAll ? rows : rows.slice(0, HISTORY_FIRST_ROWS);

  let body;
  if (rows.length > 0) {
    body = (
      <>
        <Summary>
          {rows.length === 1 ? '1 request' : `${rows.length} requests`}, newest first. Sent in the
          last 24 hours, counting against today’s {CONSENT_ATTEMPTS_PER_DAY} attempts: {today}{' '}
          (marked ‘{COUNTS_TODAY}’).
        </Summary>
        <Measure>
          <Table>
            <caption>Consent requests for this application, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Sent</th>
                <th scope="col">Sent to</th>
                <th scope="col">Outcome</th>
                <th scope="col">Version</th>
                <th scope="col">USSD message</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <HistoryTableRow key={row.key} row={row} />
              ))}
            </tbody>
          </Table>
        </Measure>
        {rows.length > HISTORY_FIRST_ROWS ? (
          <Button variant="secondary" size="sm" onPress={() => setShowAll((all) => !all)}>
            {showAll ? `Show the newest ${HISTORY_FIRST_ROWS}` : `Show all ${rows.length} requests`}
          </Button>
        ) : null}
      </>
    );
  } else if (error) {
    body = null;
  } else if (isLoading) {
    body = <Notice role="status">Loading the consent history…</Notice>;
  } else {
    body = <Notice>{NO_REQUESTS}</Notice>;
  }

  return (
    <Card aria-labelledby={headingId}>
      <Heading id={headingId} ref={heading} tabIndex={-1}>
        Consent history
      </Heading>
      {error ? (
        <Row>
          <Notice role="alert" data-tone="danger">
            The consent history could not be loaded ({error.message}).
          </Notice>
          {onRetry ? (
            <Button
              variant="secondary"
              size="sm"
              onPress={() => {
                retried.current = true;
                onRetry();
              }}
            >
              Try again
            </Button>
          ) : null}
        </Row>
      ) : null}
      {body}
    </Card>
  );
}
