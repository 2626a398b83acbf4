import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { ErrorLink, List, SummaryRoot, Title } from './ErrorSummary.styles';

export interface ErrorSummaryItem {
  /** The id of the field's control (TextField's <input>, Select's button). */
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  /** One entry per invalid field, in the order the fields appear on the page. */
  errors: readonly ErrorSummaryItem[];
  title?: string;
  /** A new value (react-hook-form's `submitCount`) moves the focus to it again. */
  focusKey?: string | number;
  className?: string;
}

const focusableSelector = [
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Focuses the field, or the first focusable element of a composite one; false when there is none. */
function focusField(document: Document, fieldId: string): boolean {
  const field = document.getElementById(fieldId);
  const target = field?.matches(focusableSelector)
    ? field
    : field?.querySelector<HTMLElement>(focusableSelector);
  if (!target) return false;
  // Centre it so the label above the control is in view too.
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
  return true;
}

/** The GOV.UK error summary: a link to each invalid field; it takes the focus when it appears. */
export function ErrorSummary({
  errors,
  title = 'There is a problem',
  focusKey,
  className,
}: ErrorSummaryProps) {
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (hasErrors) ref.current?.focus();
  }, [hasErrors, focusKey]);

  if (!hasErrors) return null;

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    if (focusField(event.currentTarget.ownerDocument, fieldId)) event.preventDefault();
  };

  return (
    <SummaryRoot ref={ref} tabIndex={-1} aria-labelledby={headingId} className={className}>
      <div role="alert">
        <Title id={headingId}>{title}</Title>
        <List>
          {errors.map(({ fieldId, message }) => (
            <li key={fieldId}>
              <ErrorLink href={`#${fieldId}`} onClick={(event) => onLinkClick(event, fieldId)}>
                {message}
              </ErrorLink>
            </li>
          ))}
        </List>
      </div>
    </SummaryRoot>
  );
}
