import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Modal } from '../Modal';

export interface ConfirmOptions {
  title: ReactNode;
  message: ReactNode;
  /** @default 'Yes' */
  confirmLabel?: string;
  /** @default 'No' */
  cancelLabel?: string;
  /** `danger` paints the confirm button red for destructive choices. */
  tone?: 'primary' | 'danger';
}

export interface ConfirmDialogProps extends ConfirmOptions {
  isOpen: boolean;
  /** Called once per answer: `true` for Yes; `false` for No, Escape or a press outside. */
  onResult: (confirmed: boolean) => void;
}

/**
 * The app's one yes/no question (docs/behaviour.md#application-details), with one focus rule
 * (docs/behaviour.md#focus): No, the safe answer, takes the focus, so Enter never confirms by
 * accident; Escape and a press outside answer No.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  tone = 'primary',
  isOpen,
  onResult,
}: ConfirmDialogProps) {
  return (
    <Modal
      role="alertdialog"
      title={title}
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) onResult(false);
      }}
      actions={
        <>
          <Button variant="secondary" autoFocus onPress={() => onResult(false)}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onPress={() => onResult(true)}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message}
    </Modal>
  );
}
