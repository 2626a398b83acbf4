export { createOpenApplication, editing, type OpenApplicationStore } from './store';
export {
  OpenApplicationProvider,
  useOpenApplication,
  useOpenApplicationState,
} from './OpenApplicationProvider';
