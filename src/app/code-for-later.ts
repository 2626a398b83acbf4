/**
 * The code the app loads on demand that must still work once the network has gone: the toast
 * region (an offline Save is told in a toast) and the confirm dialog. Not part of the first
 * screen: both bring react-aria's locale code, whose first run starts the browser's ICU data
 * (docs/architecture.md#delivery). The pages load them once their first screen is up and the
 * browser is idle (`loadCodeForLater`); React.lazy then finds them in the module map.
 */
export const loadToastRegion = () => import('../components/ToastRegion/ToastRegion');
const loadConfirmDialog = () => import('../components/ConfirmDialog/ConfirmDialog');

const ignore = () => undefined;

export function loadCodeForLater(): void {
  loadToastRegion().catch(ignore);
  loadConfirmDialog().catch(ignore);
}
