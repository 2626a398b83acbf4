export { BackOnline, OfflineBanner, type OfflineBannerProps } from './OfflineBanner';
export { useShowOfflineInPage } from './offline-in-page';
export { useOnlineStatus } from './use-online-status';
