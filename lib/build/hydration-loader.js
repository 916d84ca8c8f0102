// @ts-check
// The inline loader of every exported page (scripts/postbuild/defer-hydration.ts). Plain browser
// JavaScript that stands on its own (no imports, no globals but its two arguments and the
// browser's): the function below is read as text and minified by esbuild (lib/build/hydration.ts).
// Why pages start React this way: docs/architecture.md#deferred-hydration.

/**
 * Whether: a page is complete HTML and stays so until the visitor acts. The app starts at the
 * visitor's first move after the first paint (a pointer moving, a wheel, focus moving under a
 * keyboard or a screen reader, the tab coming back into view) or first press at any time, and on
 * its own only when the page needs it (lib/site/app-start.ts): an element marked data-app-now
 * (search, My picks, analytics), a visitor's clock outside the build day at the venue
 * (data-build-day-span on <html>: the day-dependent parts are stale), or a fragment of the form
 * #name=value for the app to read (a share link, the trailer's reload).
 * When: after the load event (stylesheets and the images above the fold are in), then after the
 * first contentful paint has been presented (the paint entry is delivered only once it is; a
 * browser without paint timing skips this wait), then after one more frame. A key or touch before
 * that means the visitor wants to act now, so the app starts sooner: one frame after the press and
 * its end (keyup, pointerup, touchend, click), never inside them, so the frame that answers the
 * press (the menu open, a link's pressed look) is painted before any of the app's scripts can run;
 * from the HTTP cache they could otherwise run before that frame.
 * How: `async = false` keeps a dynamically inserted script's execution order while all of them
 * download in parallel; the boot file comes first, as its inline scripts did.
 * Early presses need no help: every control a visitor can press before React runs works natively
 * (the phone menu is a popover, the trailer's Play is a link, calendar buttons are downloads,
 * forms submit), so nothing is recorded or pressed again after hydration, and a press can never be
 * lost or counted twice.
 * While React hydrates: a tap on such a control (a link, a popover button, a summary) is left to
 * the browser. React would otherwise finish the whole hydration inside the tap's first event
 * (pointerdown) before anything else, and the menu, a download or a link waited for it. The
 * tap's events are stopped at the document before React's listener there, so the browser's own
 * answer comes at once and React, which never sees them, cannot
 * answer twice. Taps elsewhere and keys go to React as before (form fields need it). Whether the
 * root is still hydrating is read from the fiber React keeps on the document, a private detail:
 * should it change, the check finds nothing and taps simply reach React again.
 *
 * @param {string[]} urls the boot file, then the chunks, in their original order
 * @param {Window & typeof globalThis} win
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- read as text and inlined into each page by scripts/postbuild/defer-hydration.ts
function startAppAfterPaint(urls, win) {
  var started = false;
  var scheduled = 0;
  var doc = win.document;
  var presses = ['keydown', 'pointerdown', 'touchstart', 'keyup', 'pointerup', 'touchend', 'click'];
  var taps = [
    'pointerdown',
    'pointerup',
    'touchstart',
    'touchend',
    'mousedown',
    'mouseup',
    'click',
  ];
  /** Moves count only after the first paint: a mouse crossing a loading page is not a wish. */
  var moves = ['pointermove', 'wheel', 'focusin', 'visibilitychange'];
  function start() {
    if (started) return;
    started = true;
    presses.forEach(function (type) {
      win.removeEventListener(type, afterNextFrame, true);
    });
    moves.forEach(function (type) {
      win.removeEventListener(type, onMove, true);
    });
    urls.forEach(function (url) {
      var script = doc.createElement('script');
      script.src = url;
      script.async = false;
      doc.body.appendChild(script);
    });
  }
  function afterNextFrame() {
    var ticket = ++scheduled;
    win.requestAnimationFrame(function () {
      win.setTimeout(function () {
        if (ticket === scheduled) start();
      }, 0);
    });
  }
  function onMove(/** @type {Event} */ event) {
    if (event.type !== 'visibilitychange' || doc.visibilityState === 'visible') afterNextFrame();
  }
  function needsAppNow() {
    if (win.location.hash.indexOf('=') !== -1) return true;
    if (doc.querySelector('[data-app-now]')) return true;
    var day = (doc.documentElement.getAttribute('data-build-day-span') || '').split(' ');
    var now = Date.now();
    return day.length === 2 && (now < Number(day[0]) || now >= Number(day[1]));
  }
  function painted() {
    if (started) return;
    if (needsAppNow()) {
      afterNextFrame();
      return;
    }
    moves.forEach(function (type) {
      win.addEventListener(type, onMove, passive);
    });
  }
  function afterFirstPaint() {
    var Observer = win.PerformanceObserver;
    var supported = (Observer && Observer.supportedEntryTypes) || [];
    if (supported.indexOf('paint') === -1) {
      painted();
      return;
    }
    var observer = new Observer(function (/** @type {PerformanceObserverEntryList} */ list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      painted();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  /**
   * The one check of whether React has hydrated the page: lib/build/hydration.ts cuts this function
   * out of the loader's readable text for the browser tests and the tap benchmark, so it keeps its
   * name there and reads the document only through `doc`.
   * @returns {'not started' | 'hydrating' | 'hydrated'}
   */
  function reactRoot() {
    var key = Object.keys(doc).filter(function (name) {
      return name.indexOf('__reactContainer$') === 0;
    })[0];
    var fiber = key ? /** @type {any} */ (doc)[key] : null;
    var root = fiber && fiber.stateNode && fiber.stateNode.current;
    if (!root || !root.memoizedState) return 'not started';
    return root.memoizedState.isDehydrated ? 'hydrating' : 'hydrated';
  }
  function leaveToBrowser(/** @type {Event} */ event) {
    var target = /** @type {Element | null} */ (event.target);
    if (!target || !target.closest || !target.closest('a[href], [popovertarget], summary')) return;
    var state = reactRoot();
    if (state === 'hydrating') event.stopImmediatePropagation();
    else if (state === 'hydrated')
      taps.forEach(function (type) {
        doc.removeEventListener(type, leaveToBrowser, true);
      });
  }
  /** Passive: neither listener cancels anything, so touches never wait for the main thread. */
  var passive = { capture: true, passive: true };
  presses.forEach(function (type) {
    win.addEventListener(type, afterNextFrame, passive);
  });
  taps.forEach(function (type) {
    doc.addEventListener(type, leaveToBrowser, passive);
  });
  if (doc.readyState === 'complete') afterFirstPaint();
  else win.addEventListener('load', afterFirstPaint);
}
