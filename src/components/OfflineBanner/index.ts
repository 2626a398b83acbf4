export {
  BACK_ONLINE_TEXT,
  BackOnline,
  OfflineBanner,
  type OfflineBannerProps,
} from './OfflineBanner';
export { useShowOfflineInPage } from './offline-in-page';
export { useOnlineStatus } from './use-online-status';
