/**
 * Renders a route's first screen at build time (React Router prerenders /home and
 * /consentDetails: react-router.config.ts). The whole tree is rendered before the HTML is read
 * (react-dom/static waits for everything, so the router's data stream is closed and the page
 * hydrates), and styled-components' ServerStyleSheet collects the styles the screen uses into the
 * head, so the first paint is the app's own components, styled, before any script runs.
 */
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerRouter, type EntryContext } from 'react-router';
import { ServerStyleSheet } from 'styled-components';

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(<ServerRouter context={routerContext} url={request.url} />),
    );
    const html = (await text(prelude)).replace('</head>', `${sheet.getStyleTags()}</head>`);
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    return new Response(html, { status: responseStatusCode, headers: responseHeaders });
  } finally {
    sheet.seal();
  }
}
