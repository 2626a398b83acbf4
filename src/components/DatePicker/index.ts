export { DatePicker, type DatePickerProps } from './DatePicker';
export { defaultDateErrorMessages, type DateErrorKey } from './date-validation';
