/**
 * The Consent Required table. It sits in the form feature, not in features/consent: the consent
 * feature's index is also read by the sandbox in Node, so it stays free of React components.
 */
import { useId, type ReactNode } from 'react';

/** Request Consent's id: the focus returns to it after a save or a cancelled request. */
export const REQUEST_CONSENT_ID = 'request-consent';
import styled from 'styled-components';
import { Button } from '../../components';
import { CONSENT_LABELS } from '../consent';

const Card = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.divider};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  padding: ${({ theme }) => theme.space[5]};

  @media (max-width: 599px) {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Scroll = styled.div`
  overflow-x: auto;
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
`;

const Status = styled.span`
  display: inline-block;
  padding: ${({ theme }) => `2px ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  background: ${({ theme }) => theme.color.subtle};
  color: ${({ theme }) => theme.color.text};

  &[data-tone='success'] {
    background: ${({ theme }) => theme.color.successSubtle};
    color: ${({ theme }) => theme.color.success};
  }
  &[data-tone='danger'] {
    background: ${({ theme }) => theme.color.dangerSubtle};
    color: ${({ theme }) => theme.color.danger};
  }
`;

const Below = styled.div`
  &:not(:empty) {
    margin-top: ${({ theme }) => theme.space[4]};
  }
`;

const toneOf = (label: string) =>
  label === CONSENT_LABELS.accepted
    ? 'success'
    : label === CONSENT_LABELS.failed
      ? 'danger'
      : 'neutral';

export interface ConsentTableProps {
  /** Text ('' shows '--'), or a node that reads the form's value itself. */
  policyNumber: ReactNode;
  /** First name and surname. */
  client: ReactNode;
  cellNumber: ReactNode;
  /** The consent status label (deriveConsentStatus). */
  status: string;
  /** Whether Request Consent may be pressed (the details controller's decision). */
  canRequestConsent: boolean;
  onRequestConsent?: () => void;
  isRequestingConsent?: boolean;
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
  canRequestConsent,
  onRequestConsent,
  isRequestingConsent,
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
              <td>{dash(policyNumber)}</td>
              <td>{dash(client)}</td>
              <td>{dash(cellNumber)}</td>
              <td>
                <Status data-tone={toneOf(status)}>{status}</Status>
              </td>
              <td>
                <Button
                  id={REQUEST_CONSENT_ID}
                  size="sm"
                  isDisabled={!canRequestConsent || !onRequestConsent}
                  isPending={isRequestingConsent}
                  onPress={onRequestConsent}
                  aria-describedby={requestDescribedBy}
                >
                  Request Consent
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
