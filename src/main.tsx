import { boot } from './app/boot';

// The list request leaves now; React and the screens follow (index.html preloads their files,
// so they download meanwhile).
const booted = boot(window.location.pathname);
void import('./app/mount').then(({ mount }) => mount(document.getElementById('root')!, booted));
