export { ApplicationTable } from './ApplicationTable';
export { ListAsOf } from './ListAsOf';
