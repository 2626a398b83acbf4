export { DatePicker, type DatePickerProps } from './DatePicker';
export { dateErrorKey, type DateErrorKey } from './date-validation';
