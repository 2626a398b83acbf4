export { ErrorSummary, type ErrorSummaryProps, type ErrorSummaryItem } from './ErrorSummary';
