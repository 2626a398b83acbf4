export {
  FieldLabel,
  FieldDescription,
  FieldErrorText,
  fieldStack,
  controlStyles,
  hasErrorMessage,
} from './Field';
export type { FieldOwnedProps } from './Field';
