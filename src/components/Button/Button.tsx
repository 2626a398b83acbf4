import type { ReactNode, Ref } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner, StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles';

export interface ButtonProps extends Omit<AriaButtonProps, 'children'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
  /** For a move of the focus to this button (the next step); React 19 passes it as a prop. */
  ref?: Ref<HTMLButtonElement>;
}

/** An action; `isPending` shows a spinner and keeps the focus, so keyboard users keep their place. */
export function Button({ variant = 'primary', size = 'md', children, ...props }: ButtonProps) {
  return (
    <StyledButton {...props} data-variant={variant} data-size={size}>
      {({ isPending }) => (
        <>
          <span className="btn-label">{children}</span>
          {isPending && <Spinner aria-hidden="true" />}
        </>
      )}
    </StyledButton>
  );
}
