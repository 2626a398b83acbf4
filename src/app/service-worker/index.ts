export { ServiceWorkerUpdates } from './ServiceWorkerUpdates';
