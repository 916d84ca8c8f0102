// @ts-check
// The inline loader of every exported page (see defer-hydration.ts). Plain browser JavaScript:
// the function below is read as text, its line breaks dropped, so every statement ends with `;`
// or `}` and only block comments (the type annotations) go inside it.

/**
 * When: after the load event (stylesheets and the images above the fold are in), then after the
 * first contentful paint has been presented (the paint entry is delivered only once it is; a
 * browser without paint timing skips this wait), then after one more frame. A key or touch before
 * that means the visitor wants to act now, so the app starts at once.
 * How: `async = false` keeps a dynamically inserted script's execution order while all of them
 * download in parallel; the boot file comes first, as its inline scripts did.
 * Early presses: a `type="button"` button pressed before React runs does nothing by itself, so the
 * loader records it on window[clicksKey] and ReplayEarlyClicks presses it again after hydration.
 * Links and form buttons need no replay: the browser follows and submits them natively.
 *
 * @param {string[]} urls the boot file, then the chunks, in their original order
 * @param {Window & typeof globalThis} win
 * @param {string} clicksKey
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- read as text and inlined into each page by defer-hydration.ts
function startAppAfterPaint(urls, win, clicksKey) {
  var started = false;
  var doc = win.document;
  var triggers = ['keydown', 'pointerdown', 'touchstart'];
  /** @type {import('../lib/early-clicks').EarlyClicks} */
  var early = { clicks: [], hydrated: false };
  Reflect.set(win, clicksKey, early);
  function start() {
    if (started) return;
    started = true;
    triggers.forEach(function (type) {
      win.removeEventListener(type, start, true);
    });
    urls.forEach(function (url) {
      var script = doc.createElement('script');
      script.src = url;
      script.async = false;
      doc.body.appendChild(script);
    });
  }
  /** @param {MouseEvent} event */
  function recordClick(event) {
    if (early.hydrated) {
      win.removeEventListener('click', recordClick, true);
      return;
    }
    var target = /** @type {Element | null} */ (event.target);
    var button =
      target && target.closest
        ? /** @type {HTMLElement | null} */ (target.closest('button[type="button"]'))
        : null;
    if (!button) return;
    early.clicks.push(button);
    start();
  }
  function nextFrame() {
    win.requestAnimationFrame(function () {
      win.setTimeout(start, 0);
    });
  }
  function afterFirstPaint() {
    var Observer = win.PerformanceObserver;
    var supported = (Observer && Observer.supportedEntryTypes) || [];
    if (supported.indexOf('paint') === -1) {
      nextFrame();
      return;
    }
    var observer = new Observer(function (/** @type {PerformanceObserverEntryList} */ list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      nextFrame();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  triggers.forEach(function (type) {
    win.addEventListener(type, start, true);
  });
  win.addEventListener('click', recordClick, true);
  if (doc.readyState === 'complete') afterFirstPaint();
  else win.addEventListener('load', afterFirstPaint);
}
