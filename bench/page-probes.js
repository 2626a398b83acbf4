// Installed in every bench page before the app's scripts (plain JavaScript: it is injected as
// it is). Records when the list table's first body row changes and when the frame showing it has been
// painted, the table's row count over time, pointer releases, and every Event Timing entry.
(() => {
  const bench = { firstRow: '', rowChanges: [], rowCounts: [], events: [], pointerUps: [] };
  window.bench = bench;
  // A message posted from an animation frame is handled after that frame is painted.
  const afterPaint = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(null);
    });
  new MutationObserver(() => {
    const count = Number(
      document.querySelector('table[aria-rowcount]')?.getAttribute('aria-rowcount'),
    );
    if (count && count !== bench.rowCounts.at(-1)?.count) {
      bench.rowCounts.push({ count, at: performance.now() });
    }
    // The first body row's header cell (the header row is 1): a <th scope="row">, whose role
    // comes from HTML.
    const header = document.querySelector(
      'table[aria-rowcount] [aria-rowindex="2"] th[scope="row"]',
    );
    const text = header?.textContent ?? '';
    if (text === bench.firstRow) return;
    bench.firstRow = text;
    const change = { text, at: performance.now(), paintedAt: undefined };
    bench.rowChanges.push(change);
    afterPaint((at) => (change.paintedAt = at));
  }).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributeFilter: ['aria-rowcount'],
  });
  addEventListener('pointerup', (event) => bench.pointerUps.push(event.timeStamp), true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.events.push({
        name: entry.name,
        duration: entry.duration,
        interactionId: entry.interactionId,
      });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
})();
