// Installed in every page of `npm run bench -- --against` before the app's scripts (plain
// JavaScript: it is injected as it is). It reads, from navigation, what any build of the app shows
// whatever its markup: the first paint, when one of the adviser's policy numbers is first painted
// (the list's first row), when the first control is usable, and each long task. `__BENCH_TARGET__`
// is the page's target, declared by the bench just before this script. `againstWorker` waits,
// after a first visit, for the build's service worker if it has one (against.ts#visits).
/* global __BENCH_TARGET__ */
(() => {
  const target = __BENCH_TARGET__;
  const probe = { firstPaint: null, firstRow: null, usable: null, longTasks: [] };
  window.againstProbe = probe;
  // A message posted from an animation frame is handled after that frame is painted.
  const afterPaint = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(null);
    });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-paint' || entry.name === 'first-contentful-paint') {
        probe.firstPaint = Math.min(probe.firstPaint ?? Infinity, entry.startTime);
      }
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });

  const inert = (element) =>
    element.disabled ||
    element.readOnly ||
    element.getAttribute('aria-disabled') === 'true' ||
    element.closest('[inert], [aria-hidden="true"]') !== null;
  /** The first control an adviser would use on this page, once it can be used. */
  const usableControl = () => {
    if (target.control === 'button') {
      return [...document.querySelectorAll('button, a')].find(
        (element) => element.textContent.trim() === target.name && !inert(element),
      );
    }
    return [...document.querySelectorAll('input')].find(
      (element) =>
        ['text', 'tel', ''].includes(element.getAttribute('type') ?? '') && !inert(element),
    );
  };
  const rowShown = () => {
    const text = (document.querySelector('main') ?? document.body).textContent ?? '';
    return target.rowTexts.some((policyNumber) => text.includes(policyNumber));
  };
  const check = () => {
    if (!probe.usable && document.body && usableControl()) {
      const mark = { at: performance.now(), paintedAt: null };
      probe.usable = mark;
      afterPaint((at) => (mark.paintedAt = at));
    }
    if (target.rowTexts.length > 0 && !probe.firstRow && document.body && rowShown()) {
      const mark = { at: performance.now(), paintedAt: null };
      probe.firstRow = mark;
      afterPaint((at) => (mark.paintedAt = at));
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['disabled', 'readonly', 'aria-disabled', 'inert', 'aria-hidden'],
  });

  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms, 'timeout'));
  /**
   * 'none' when no service worker is registered within `registersWithinMs`; otherwise 'active'
   * once one is active (its install, the precache, is done: the next navigation is its), or
   * 'timeout' after `activeWithinMs`. A worker that claims its clients is also given a moment to
   * take this page over.
   */
  window.againstWorker = async (registersWithinMs, activeWithinMs) => {
    const until = performance.now() + registersWithinMs;
    while (!(await navigator.serviceWorker.getRegistration())) {
      if (performance.now() > until) return 'none';
      await pause(100);
    }
    const ready = navigator.serviceWorker.ready.then(() => 'active');
    if ((await Promise.race([ready, pause(activeWithinMs)])) === 'timeout') return 'timeout';
    if (!navigator.serviceWorker.controller) {
      const claimed = new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
      await Promise.race([claimed, pause(1000)]);
    }
    return 'active';
  };
})();
