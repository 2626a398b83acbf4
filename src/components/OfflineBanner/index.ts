export { OfflineBanner, type OfflineBannerProps } from './OfflineBanner';
export { useOnlineStatus } from './use-online-status';
