export { DatePicker, type DatePickerProps } from './DatePicker';
export type { DateErrorKey } from './date-validation';
