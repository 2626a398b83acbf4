import { useId, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { PRODUCT_LOCALE } from '../ProductLocale/locale';
import { Actions, Body, Overlay, Panel, StyledDialog, Title } from './Modal.styles';

export interface ModalProps {
  /** The dialog's heading; it is also the dialog's accessible name. */
  title: ReactNode;
  /** The body. A plain string is wrapped in a paragraph and describes the dialog. */
  children?: ReactNode;
  /** The buttons, right-aligned under the body. A function receives `close`. */
  actions?: ReactNode | ((close: () => void) => ReactNode);
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Whether a press outside the dialog closes it. Escape closes it unless disabled below. */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
}

/** A modal dialog; react-aria moves the focus in, traps it, and gives it back on close. */
export function Modal({
  title,
  children,
  actions,
  isOpen,
  onOpenChange,
  isDismissable = false,
  isKeyboardDismissDisabled = false,
  role = 'dialog',
}: ModalProps) {
  const bodyId = useId();
  return (
    <I18nProvider locale={PRODUCT_LOCALE}>
      <Overlay
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isDismissable={isDismissable}
        isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      >
        <Panel>
          <StyledDialog role={role} aria-describedby={children != null ? bodyId : undefined}>
            {({ close }) => (
              <>
                <Title slot="title">{title}</Title>
                {children != null && (
                  <Body id={bodyId}>
                    {typeof children === 'string' ? <p>{children}</p> : children}
                  </Body>
                )}
                {actions != null && (
                  <Actions>{typeof actions === 'function' ? actions(close) : actions}</Actions>
                )}
              </>
            )}
          </StyledDialog>
        </Panel>
      </Overlay>
    </I18nProvider>
  );
}
