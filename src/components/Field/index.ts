export { FieldLabel, FieldHint, FieldErrorText, fieldStack, controlStyles } from './Field';
export type { FieldLabelProps } from './Field';
