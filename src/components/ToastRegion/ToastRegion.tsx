import {
  toastQueue,
  type ExtendedTimeoutToastQueue,
  type ToastContent,
  type ToastTone,
} from './toast';
import { I18nProvider } from 'react-aria-components';
import { PRODUCT_LOCALE } from '../ProductLocale/locale';
import { useToastPlacement } from './keep-clear';
import {
  ActionButton,
  CloseButton,
  Content,
  Icon,
  Message,
  Region,
  StyledToast,
} from './ToastRegion.styles';

const glyphs: Record<ToastTone, string> = { success: '✓', error: '!', info: 'i' };

function CloseIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Where `toast.success/error/info` appear (keep-clear.ts): a labelled landmark of alerts. */
export function ToastRegion({
  'aria-label': ariaLabel = 'Notifications',
  queue = toastQueue,
}: {
  'aria-label'?: string;
  /** The toasts to show: the app's queue unless a story brings its own (ToastQueueCalls.stories.tsx). */
  queue?: ExtendedTimeoutToastQueue<ToastContent>;
}) {
  const placement = useToastPlacement();
  return (
    <I18nProvider locale={PRODUCT_LOCALE}>
      <Region ref={placement} queue={queue} aria-label={ariaLabel}>
        {({ toast }) => (
          <StyledToast toast={toast} data-tone={toast.content.tone}>
            <Icon aria-hidden="true">{glyphs[toast.content.tone]}</Icon>
            <Content>
              <Message slot="title">{toast.content.message}</Message>
              {toast.content.action && (
                <ActionButton
                  variant="secondary"
                  size="sm"
                  onPress={() => {
                    toast.content.action?.onAction();
                    queue.close(toast.key);
                  }}
                >
                  {toast.content.action.label}
                </ActionButton>
              )}
            </Content>
            <CloseButton slot="close" variant="secondary" size="sm">
              <CloseIcon />
            </CloseButton>
          </StyledToast>
        )}
      </Region>
    </I18nProvider>
  );
}
