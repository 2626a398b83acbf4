import type { ReactNode } from 'react';
import { Button } from '../../components';
import type { ApplicationView } from './application-view';
import type { ApplicationTableProps } from './ApplicationTable';
import { useRowConsentState } from './use-row-consent';

/**
 * Edit or Download Forms. Only an accepted row's Edit (forms to generate) is filled: what waits on
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
