export { ApplicationTable } from './ApplicationTable';
export { ListAsOf, useListNote } from './ListAsOf';
