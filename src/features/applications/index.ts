export { ApplicationTable } from './ApplicationTable';
