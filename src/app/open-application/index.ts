export {
  createOpenApplication,
  type OpenApplicationState,
  type OpenApplicationStore,
} from './store';
export { OpenApplicationProvider, useOpenApplication } from './OpenApplicationProvider';
