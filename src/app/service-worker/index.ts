export { ServiceWorkerUpdates } from './ServiceWorkerUpdates';
export { useHoldUpdatesWhile } from './unsaved-changes';
