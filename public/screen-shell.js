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
 * The tag is async: it starts watching for the paint before the parser is done. One link per task: each costs
 * a slow tablet a few milliseconds, and the entry may be starting meanwhile.
 */
(() => {
  const me = document.currentScript;
  if (!me) return;
  const files = (me.dataset.preload ?? '').split(' ').filter(Boolean);
  const entry = me.dataset.entry;
  let started = false;
  /** Runs the entry (once), saying why on its tag (data-started-by), after the document is parsed: an entry
   * inserted by a script runs as soon as it has loaded, and it renders into #root. */
  const start = (/** @type {string} */ reason) => {
    if (started || !entry) return;
    started = true;
    const run = () => {
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      script.dataset.startedBy = reason;
      document.head.append(script);
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
    else run();
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
  const painted = (/** @type {string} */ reason) => {
    start(reason);
    setTimeout(preload, 0);
  };
  // A saved session on the login page ('/'): /shell-session.js has hidden the login form's shell, so there is
  // no paint to wait for. The entry runs at once.
  if (document.documentElement.hasAttribute('data-session')) start('session');
  // A hidden tab paints nothing either.
  if (document.visibilityState === 'hidden') start('hidden');
  // Else once the shell is painted (the first contentful paint); without paint timing, after the next frame;
  // the timer stands in for a paint that is never reported.
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) painted('paint');
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(() => painted('frame'), 0));
  }
  setTimeout(() => painted('timer'), 1000);
})();
