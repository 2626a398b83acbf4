export { ApplicationTable, type ApplicationTableProps } from './ApplicationTable';
export { toApplicationView, sortApplications, type ApplicationView } from './application-view';
