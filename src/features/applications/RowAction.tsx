import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, useOnlineStatus } from '../../components';
import { DOWNLOAD_NEEDS_A_SIGNAL } from '../consent';
import type { ApplicationView } from './application-view';
import type { ApplicationTableProps } from './ApplicationTable';
import { useRowConsentState } from './use-row-consent';

/** Why Download Forms is off, under it, as the details screen's bar says its reasons. */
const Reason = styled.span`
  display: block;
  max-width: 16rem;
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * Edit or Download Forms. With no signal Download Forms is off and says why
 * (docs/behaviour.md#no-signal). Only an accepted row's Edit (forms to generate) is filled: what waits on
 * the adviser most stands out, and a finished row's Download Forms is quiet. The state is the
 * badge's, followed from the cache (the badge reads the log).
 */
export function RowAction({
  view,
  onEdit,
  onEditIntent,
  onDownload,
  downloadingId,
}: { view: ApplicationView } & Pick<
  ApplicationTableProps,
  'onEdit' | 'onEditIntent' | 'onDownload' | 'downloadingId'
>): ReactNode {
  const state = useRowConsentState(view, false);
  const offline = !useOnlineStatus();
  const reasonId = useId();
  const action = view.action;
  if (!action) return '--';
  if (action.kind === 'edit') {
    return (
      <Button
        size="sm"
        variant={state.kind === 'accepted' ? 'primary' : 'secondary'}
        aria-label={`Edit ${view.policyNumber}`}
        onPress={() => onEdit(action.policyNumber)}
        onPressStart={onEditIntent}
        onHoverStart={onEditIntent}
        onFocus={onEditIntent}
      >
        Edit
      </Button>
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
