export { FieldHead, fieldStack, controlStyles, hasErrorMessage } from './Field';
export type { FieldOwnedProps } from './Field';
