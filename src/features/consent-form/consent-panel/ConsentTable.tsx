/** The Consent Required table; not in features/consent, whose index the sandbox reads in Node. */
import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Button, StatusPill, panelSurface, tableCards, type StatusTone } from '../../../components';
import { STEPS } from '../../consent';

/** Request Consent's id: the focus returns to it after a save or a cancelled request. */
export const REQUEST_CONSENT_ID = 'request-consent';

const Card = styled.section`
  ${panelSurface}
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/* The wrapper measures its width, so the table stacks wherever it is narrow (WCAG 1.4.10). */
const Scroll = styled.div`
  container-type: inline-size;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]}`};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.color.divider};
  }
  th {
    background: ${({ theme }) => theme.color.subtle};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    white-space: nowrap;
  }

  /* Narrow: one "name value" line per column, the names from each cell's data-label. */
  ${tableCards({
    below: '48rem',
    labelWidth: '9rem',
    narrowLabelWidth: '7rem',
    cards: css`
      td:nth-child(5) {
        padding-top: ${({ theme }) => theme.space[3]};
      }
    `,
  })}
`;

const Below = styled.div`
  &:not(:empty) {
    margin-top: ${({ theme }) => theme.space[4]};
  }
`;

export interface ConsentTableProps {
  /** Text ('' shows '--'), or a node that reads the form's value itself. */
  policyNumber: ReactNode;
  /** First name and surname. */
  client: ReactNode;
  cellNumber: ReactNode;
  /** The consent status (tableWords): the product's text, with the state's word after it. */
  status: string;
  statusTone: StatusTone;
  /** Whether Request Consent may be pressed (the details controller's decision). */
  canRequestConsent: boolean;
  onRequestConsent?: () => void;
  /** The id of the text saying why Request Consent is disabled (the consent panel's). */
  requestDescribedBy?: string;
  /** The consent response and live progress, under the table. */
  children?: ReactNode;
}

/**
 * Consent Required (docs/behaviour.md#consent-states): one row for the application, its consent
 * status, and the one Request Consent button of the page in the Action column.
 */
export function ConsentTable({
  policyNumber,
  client,
  cellNumber,
  status,
  statusTone,
  canRequestConsent,
  onRequestConsent,
  requestDescribedBy,
  children,
}: ConsentTableProps) {
  const headingId = useId();
  const dash = (value: ReactNode) => (typeof value === 'string' ? value.trim() || '--' : value);
  return (
    <Card aria-labelledby={headingId}>
      <Heading id={headingId}>Consent Required</Heading>
      <Scroll>
        <Table aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">Policy Number</th>
              <th scope="col">Client</th>
              <th scope="col">Cellphone Number</th>
              <th scope="col">Consent Status</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td data-label="Policy Number">{dash(policyNumber)}</td>
              <td data-label="Client">{dash(client)}</td>
              <td data-label="Cellphone Number">{dash(cellNumber)}</td>
              <td data-label="Consent Status">
                <StatusPill $tone={statusTone}>{status}</StatusPill>
              </td>
              <td>
                {/* Plain, and no spinner for the two minutes: the bar holds the next step and the wait. */}
                <Button
                  id={REQUEST_CONSENT_ID}
                  size="sm"
                  variant="secondary"
                  isDisabled={!canRequestConsent || !onRequestConsent}
                  onPress={onRequestConsent}
                  aria-describedby={requestDescribedBy}
                >
                  {STEPS.requestConsent}
                </Button>
              </td>
            </tr>
          </tbody>
        </Table>
      </Scroll>
      <Below>{children}</Below>
    </Card>
  );
}
