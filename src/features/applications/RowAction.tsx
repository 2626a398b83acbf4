import type { ReactNode } from 'react';
import { Button } from '../../components';
import type { ApplicationView } from './application-view';
import { OpeningRow } from './ApplicationTable.styles';
import type { ApplicationTableProps } from './ApplicationTable';

/**
 * Edit or Download Forms, outlined: the list's one filled button is New. An accepted row stands
 * out by its tint and mark (ApplicationTable.styles.ts), not its button. While the pressed Edit's
 * page loads, that row's button says "Opening…" (pending: it keeps the focus).
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
    <Button
      size="sm"
      variant="secondary"
      aria-label={`Download Forms ${view.policyNumber}`}
      isPending={downloadingId === action.fileNetId}
      onPress={() => onDownload(action.fileNetId)}
    >
      Download Forms
    </Button>
  );
}
