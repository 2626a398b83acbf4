export {
  FieldLabel,
  FieldDescription,
  FieldErrorText,
  fieldStack,
  controlStyles,
  hasErrorMessage,
} from './Field';
