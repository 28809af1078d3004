// @ts-check
/**
 * On a page that came with its screen's prerendered shell (src/app/screen-shells.tsx): once the browser has
 * painted the shell, announces the files of the screen (data-preload on this script's tag, as
 * <link rel="modulepreload">), so that they follow the HTML, the CSS and the entry instead of competing with
 * them for a slow link before the first paint.
 */
(() => {
  const me = document.currentScript;
  if (!me) return;
  const files = (me.dataset.preload ?? '').split(' ').filter(Boolean);
  let done = false;
  const preload = () => {
    if (done) return;
    done = true;
    for (const href of files) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
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
