// @ts-check
/**
 * On a page that came with its screen's prerendered shell (src/app/screen-shells.tsx): once the browser has
 * painted the shell,
 * - runs the entry module (data-entry on this script's tag). The page fetches it from the start (a
 *   modulepreload in the head) but does not run it there: a module run as the first frame is being shown holds
 *   that frame back until it has finished, on a slow tablet for hundreds of milliseconds;
 * - then announces the files of the screen (data-preload, as <link rel="modulepreload">), so that they follow
 *   the HTML, the CSS and the entry instead of competing with them for a slow link before the first paint.
 *
 * The tag is async, not deferred: a deferred script would wait for the modules the parser saw. One link per
 * task: each costs a slow tablet a few milliseconds, and the entry may be starting meanwhile.
 */
(() => {
  const me = document.currentScript;
  if (!me) return;
  const files = (me.dataset.preload ?? '').split(' ').filter(Boolean);
  const entry = me.dataset.entry;
  let started = false;
  const start = () => {
    if (started || !entry) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  let done = false;
  const announce = (i = 0) => {
    const href = files[i];
    if (href === undefined) return;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    // The entry's loader may have come first (a fast link): a file is announced once.
    const known = [...document.querySelectorAll('link[rel="modulepreload"]')].some(
      (other) => /** @type {HTMLLinkElement} */ (other).href === link.href,
    );
    if (!known) document.head.append(link);
    setTimeout(() => announce(i + 1), 0);
  };
  const preload = () => {
    if (done) return;
    done = true;
    announce();
  };
  const painted = () => {
    start();
    setTimeout(preload, 0);
  };
  // Once the shell is painted (the first contentful paint). A hidden tab paints nothing: it runs the entry at
  // once, and the timer stands in for a paint that is never reported.
  try {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) painted();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(painted, 0));
  }
  if (document.visibilityState === 'hidden') start();
  setTimeout(painted, 1000);
})();
