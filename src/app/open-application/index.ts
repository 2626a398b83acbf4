export {
  createOpenApplication,
  editing,
  rememberedOpenApplication,
  type OpenApplicationStore,
} from './store';
export {
  OpenApplicationProvider,
  useOpenApplication,
  useOpenApplicationState,
} from './OpenApplicationProvider';
