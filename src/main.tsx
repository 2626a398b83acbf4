import { boot } from './app/boot';

// The list request leaves now; React and the screens follow (index.html preloads their files,
// so they download meanwhile).
const booted = boot(window.location.pathname);

// The static first screen paints before the app's code runs (docs/architecture.md#delivery):
// evaluating React and the screens first would hold that paint back. After the next frame, or
// at once in a tab opened in the background, which draws no frames.
const afterFirstPaint = new Promise<void>((painted) => {
  if (document.visibilityState === 'hidden') painted();
  else requestAnimationFrame(() => setTimeout(painted));
});
void afterFirstPaint
  .then(() => import('./app/mount'))
  .then(({ mount }) => mount(document.getElementById('root')!, booted));
