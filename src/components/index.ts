/** The component library's public API: features and the app import from here. */
export * from './theme';
export * from './AppFooter';
export * from './AppHeader';
export * from './Button';
export * from './ConfirmDialog';
export * from './DataTable';
export * from './DatePicker';
export * from './DraftNotice';
export * from './ErrorSummary';
export * from './Field';
export * from './LoaderOverlay';
export * from './Modal';
export * from './OfflineBanner';
export * from './Popover';
export * from './Select';
export * from './TextField';
export * from './ToastRegion';
