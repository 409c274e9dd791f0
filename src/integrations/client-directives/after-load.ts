import type { ClientDirective } from 'astro';

/**
 * Resolves once the page has painted content. On a busy device `load` can come before the first
 * paint, and an island fetched then competes with it. An observer, not a timer: a test's paused
 * clock cannot hold an island back. Every browser that runs the site's code has the observer;
 * one without paint timing resolves at once.
 */
const firstContentfulPaint = () =>
  new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return resolve();
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint')[0]) resolve(observer.disconnect());
    }).observe({ type: 'paint', buffered: true });
  });

// Islands are met while the page is parsed, so its `load` event is always still to come.
const afterLoad: ClientDirective = (load) => {
  addEventListener('load', () =>
    firstContentfulPaint()
      .then(load)
      .then((hydrate) => hydrate()),
  );
};

export default afterLoad;
