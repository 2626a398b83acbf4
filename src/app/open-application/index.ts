export { createOpenApplication, type OpenApplicationStore } from './store';
export { OpenApplicationProvider, useOpenApplication } from './OpenApplicationProvider';
