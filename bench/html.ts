/** The JS and CSS files an HTML page loads: module scripts, modulepreloads and stylesheets. */
export function filesLoadedBy(html: string): string[] {
  const files: string[] = [];
  for (const [, name, attrs] of html.matchAll(/<(script|link)\b([^>]*)>/g)) {
    const rel = /\brel="([^"]+)"/.exec(attrs)?.[1];
    const url = /\b(?:src|href)="\/?([^"]+)"/.exec(attrs)?.[1];
    if (!url || !/\.(js|css)$/.test(url)) continue;
    if (name === 'script' || rel === 'modulepreload' || rel === 'stylesheet') files.push(url);
  }
  return files;
}
