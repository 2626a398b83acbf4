import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, useOnlineStatus } from '../../components';
import { DOWNLOAD_NEEDS_A_SIGNAL } from '../consent';
import type { ApplicationView } from './application-view';
import { OpeningRow } from './ApplicationTable.styles';
import type { ApplicationTableProps } from './ApplicationTable';

/** Why Download Forms is off, under it, as the details screen's bar says its reasons. */
const Reason = styled.span`
  display: block;
  max-width: 16rem;
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * Edit or Download Forms, outlined (the list's one filled button is New); with no signal Download
 * Forms is off and says why (docs/behaviour.md#no-signal).
 */
export function RowAction({
  view,
  onEdit,
  onEditIntent,
  onDownload,
  downloadingId,
  openingPolicyNumber,
}: { view: ApplicationView } & Pick<
  ApplicationTableProps,
  'onEdit' | 'onEditIntent' | 'onDownload' | 'downloadingId' | 'openingPolicyNumber'
>): ReactNode {
  const offline = !useOnlineStatus();
  const reasonId = useId();
  const action = view.action;
  if (!action) return '--';
  if (action.kind === 'edit') {
    const opening = openingPolicyNumber === action.policyNumber;
    const edit = (
      <Button
        size="sm"
        variant="secondary"
        aria-label={opening ? `Opening ${view.policyNumber}…` : `Edit ${view.policyNumber}`}
        isPending={opening}
        onPress={() => onEdit(action.policyNumber)}
        onPressStart={onEditIntent}
        onHoverStart={onEditIntent}
        onFocus={onEditIntent}
      >
        Edit
      </Button>
    );
    // The pending button shows its spinner; the words are beside it (its name says them too).
    return opening ? (
      <OpeningRow>
        {edit}
        <span aria-hidden="true">Opening…</span>
      </OpeningRow>
    ) : (
      edit
    );
  }
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Download Forms ${view.policyNumber}`}
        isPending={downloadingId === action.fileNetId}
        isDisabled={offline}
        aria-describedby={offline ? reasonId : undefined}
        onPress={() => onDownload(action.fileNetId)}
      >
        Download Forms
      </Button>
      {offline && <Reason id={reasonId}>{DOWNLOAD_NEEDS_A_SIGNAL}</Reason>}
    </>
  );
}
