export { BackOnline, OfflineBanner } from './OfflineBanner';
export { useShowOfflineInPage } from './offline-in-page';
export { useOnlineStatus } from './use-online-status';
