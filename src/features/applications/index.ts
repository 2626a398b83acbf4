export { ApplicationTable } from './ApplicationTable';
export { ListAsOf, listAsOfText } from './ListAsOf';
