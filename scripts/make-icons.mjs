// Makes the web app manifest's icons (public/icons/*.png) from one drawing, scripts/app-icon.svg,
// rendered by the headless Chromium the tests use (scripts/chromium.mjs). Run it again after
// changing the drawing and commit the PNGs: the build copies them as they are.
//   node scripts/make-icons.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, testChromePath } from './chromium.mjs';
import { repoRoot } from './app-build.mjs';

const svg = readFileSync(join(repoRoot, 'scripts', 'app-icon.svg'), 'utf8');

/** `any` icons have rounded corners; the maskable one fills its square (the platform cuts it). */
const icons = [
  { name: 'icon-192.png', size: 192, radius: 96 },
  { name: 'icon-512.png', size: 512, radius: 96 },
  { name: 'icon-maskable-512.png', size: 512, radius: 0 },
];

const browser = await chromium.launch({ executablePath: testChromePath, args: [...chromiumArgs] });
try {
  for (const { name, size, radius } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const drawing = svg.replace(
      'id="ground" width="512" height="512" rx="0"',
      `id="ground" width="512" height="512" rx="${radius}"`,
    );
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${drawing}`,
    );
    await page.screenshot({ path: join(repoRoot, 'public', 'icons', name), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
