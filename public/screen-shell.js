// @ts-check
/**
 * On a page that came with its screen's prerendered shell (src/app/screen-shells.tsx): once the browser has
 * painted the shell, announces the files of the screen (data-preload on this script's tag, as
 * <link rel="modulepreload">), so that they follow the HTML, the CSS and the entry instead of competing with
 * them for a slow link before the first paint.
 *
 * The tag is async, not deferred: a deferred script would wait for the entry module to run, whose loader would
 * then have added the same links itself, inside its start-up task. One link per task: each costs a slow
 * tablet a few milliseconds, and the entry may be starting meanwhile.
 */
(() => {
  const me = document.currentScript;
  if (!me) return;
  const files = (me.dataset.preload ?? '').split(' ').filter(Boolean);
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
  // Once the shell is painted (the first contentful paint); a hidden tab paints nothing, hence the timer.
  try {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) setTimeout(preload, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(preload, 0));
  }
  setTimeout(preload, 1000);
})();
