import { brand } from '../../src/config/brand.ts';
import { html } from '../lib/formats.ts';

/** "A, B and C", as the app's footer says it. */
const licenceList = new Intl.ListFormat('en-IN', { type: 'conjunction' });

/** The frame of the sandbox's own pages: no inline script or style (the CSP forbids them). */
export function page(options: {
  title: string;
  css: string[];
  script?: string;
  bodyClass?: string;
  body: string;
}) {
  const styles = options.css
    .map((name) => `<link rel="stylesheet" href="/sandbox/assets/${name}">`)
    .join('\n    ');
  const script = options.script
    ? `<script type="module" src="/sandbox/assets/${options.script}"></script>`
    : '';
  return `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${html(options.title)}</title>
    <link rel="icon" href="data:,">
    ${styles}
    ${script}
  </head>
  <body class="${html(options.bodyClass ?? '')}">
    <a class="skip-link" href="#main">Skip to main content</a>
    <header class="masthead">
      <div class="wrap masthead-inner">
        <p class="brand"><span class="brand-mark" aria-hidden="true"></span>${html(brand.insurerName)}</p>
        <p class="sandbox-badge">Sandbox</p>
      </div>
    </header>
${options.body}
    <footer class="site-footer">
      <div class="wrap">
        <p>${html(brand.legalName)} is ${licenceList.format(brand.licences.map((l) => `${html(l.label)} (${html(l.number)})`))}.</p>
        <p>This is a local sandbox standing in for the insurer's services. Nothing here reaches a real client or phone.</p>
      </div>
    </footer>
  </body>
</html>
`;
}
