/** @jest-environment node */
// The hydration loader as pages receive it (its serialised text, evaluated, not an import), in a
// fake window: when it starts the app, and which taps it leaves to the browser while React
// hydrates. Why: docs/architecture.md#deferred-hydration.
import { APP_NOW_ATTRIBUTE, BUILD_DAY_SPAN_ATTRIBUTE } from '../site/app-start';
import { PICKS_SHARE_PARAMETER } from '../rules/picks';
import { listFragment } from '../rules/share-fragment';
import { fakeWindow } from '../../test/support/fake-window';
import { loaderSource } from './hydration';

const startAppAfterPaint = new Function(`return (${loaderSource()});`)() as (
  urls: string[],
  win: unknown,
) => void;

it('looks for the markers the server renders (lib/site/app-start.ts), by their names', () => {
  expect(loaderSource()).toContain(`"[${APP_NOW_ATTRIBUTE}]"`);
  expect(loaderSource()).toContain(`"${BUILD_DAY_SPAN_ATTRIBUTE}"`);
});

/** An element inside a link (the Play link, a filter choice, a calendar download), or not. */
const inLink = { closest: (selector: string) => (selector.includes('a[href]') ? {} : null) };
const inFormField = { closest: () => null };

describe('startAppAfterPaint (the loader in each page)', () => {
  const urls = ['/boot.js', '/a.js', '/b.js'];
  const start = (browser: ReturnType<typeof fakeWindow>) => startAppAfterPaint(urls, browser.win);

  it('starts a page that needs the app now after the load event, the first paint and a frame', () => {
    const browser = fakeWindow('interactive', { appNow: true });
    start(browser);
    browser.paint();
    browser.nextFrame();
    browser.runTimers();
    expect(browser.inserted).toHaveLength(0);

    browser.fire('load');
    browser.paint('first-paint');
    browser.nextFrame();
    browser.runTimers();
    expect(browser.inserted).toHaveLength(0);

    browser.paint();
    expect(browser.inserted).toHaveLength(0);
    browser.nextFrame();
    expect(browser.inserted).toHaveLength(0);
    browser.runTimers();
    expect(browser.inserted.map((script) => script.src)).toEqual(urls);
  });

  it('without Paint Timing, waits for the load event and the next frame', () => {
    const browser = fakeWindow('loading', { paintTiming: false, appNow: true });
    start(browser);
    browser.fire('load');
    browser.nextFrame();
    browser.runTimers();
    expect(browser.inserted.map((script) => script.src)).toEqual(urls);
  });

  it('keeps their order: each script is inserted with async off', () => {
    const browser = fakeWindow('complete', { appNow: true });
    start(browser);
    browser.paint();
    browser.nextFrame();
    browser.runTimers();
    expect(browser.inserted.map((script) => script.async)).toEqual([false, false, false]);
  });

  /** Loads and paints the page, then lets frames and timers run: what a page left alone sees. */
  const loadAndPaint = (browser: ReturnType<typeof fakeWindow>) => {
    browser.fire('load');
    browser.paint();
    browser.nextFrame();
    browser.runTimers();
  };

  it('leaves a page that needs nothing now as it is: no script once it has loaded and painted', () => {
    const browser = fakeWindow('loading');
    start(browser);
    loadAndPaint(browser);
    expect(browser.inserted).toHaveLength(0);
  });

  it.each(['pointermove', 'wheel', 'focusin'])(
    'starts one frame after the first %s once the page has painted, and only once',
    (type) => {
      const browser = fakeWindow('loading');
      start(browser);
      loadAndPaint(browser);
      browser.fire(type);
      expect(browser.inserted).toHaveLength(0);
      browser.nextFrame();
      browser.runTimers();
      expect(browser.inserted).toHaveLength(3);
      expect(browser.listenerCount(type)).toBe(0);
      browser.fire(type);
      browser.nextFrame();
      browser.runTimers();
      expect(browser.inserted).toHaveLength(3);
    },
  );

  it('does not count a pointer crossing the page before it has painted', () => {
    const browser = fakeWindow('loading');
    start(browser);
    browser.fire('pointermove');
    browser.fire('wheel');
    loadAndPaint(browser);
    expect(browser.inserted).toHaveLength(0);
  });

  it('starts when the tab comes back into view, not when it is hidden', () => {
    const browser = fakeWindow('complete');
    start(browser);
    loadAndPaint(browser);
    browser.setVisibility('hidden');
    browser.nextFrame();
    browser.runTimers();
    expect(browser.inserted).toHaveLength(0);
    browser.setVisibility('visible');
    browser.nextFrame();
    browser.runTimers();
    expect(browser.inserted).toHaveLength(3);
  });

  // A minute's margin either side: the loader reads the clock later than the test does, by more
  // than a millisecond on a busy machine.
  it.each([
    ['inside the build day', -60_000, 60_000, 0],
    ['after the build day has ended', -86_400_000, -60_000, 3],
    ['before the build day (a clock set wrong)', 60_000, 86_400_000, 3],
  ])("with the visitor's clock %s, starts on its own only outside it", (_, from, until, count) => {
    const browser = fakeWindow('complete', {
      buildDay: { start: Date.now() + from, end: Date.now() + until },
    });
    start(browser);
    loadAndPaint(browser);
    expect(browser.inserted).toHaveLength(count);
  });

  it('starts on its own to read a share link, not for a plain anchor', () => {
    const anchor = fakeWindow('complete', { hash: '#films-heading' });
    start(anchor);
    loadAndPaint(anchor);
    expect(anchor.inserted).toHaveLength(0);
    const shared = fakeWindow('complete', {
      hash: listFragment(PICKS_SHARE_PARAMETER, ['show:a']),
    });
    start(shared);
    loadAndPaint(shared);
    expect(shared.inserted).toHaveLength(3);
  });

  it.each(['keydown', 'pointerdown', 'touchstart'])(
    'starts one frame after %s before the page has loaded, never inside it, and only once',
    (type) => {
      const browser = fakeWindow('loading');
      start(browser);
      browser.fire(type);
      expect(browser.inserted).toHaveLength(0);
      browser.nextFrame();
      browser.runTimers();
      expect(browser.inserted).toHaveLength(3);
      expect(browser.listenerCount(type)).toBe(0);

      browser.fire('load');
      browser.paint();
      browser.nextFrame();
      browser.runTimers();
      expect(browser.inserted).toHaveLength(3);
    },
  );

  it.each(['pointerdown', 'touchstart', 'pointerup', 'touchend', 'mousedown', 'mouseup', 'click'])(
    'leaves %s on a link to the browser while React hydrates: React would finish hydrating first',
    (type) => {
      const browser = fakeWindow('complete');
      start(browser);
      browser.reactRoot(true);
      expect(browser.tapOn(type, inLink)).toBe(true);
    },
  );

  it('lets taps on links reach React before it runs, and for good once it has hydrated', () => {
    const browser = fakeWindow('complete');
    start(browser);
    expect(browser.tapOn('click', inLink)).toBe(false);
    browser.reactRoot(false);
    expect(browser.tapOn('click', inLink)).toBe(false);
    browser.reactRoot(true);
    expect(browser.tapOn('click', inLink)).toBe(false);
  });

  it('lets taps on anything but native controls reach React while it hydrates (form fields)', () => {
    const browser = fakeWindow('complete');
    start(browser);
    browser.reactRoot(true);
    expect(browser.tapOn('click', inFormField)).toBe(false);
  });

  it.each(['keyup', 'pointerup', 'touchend', 'click'])(
    'waits for the frame after the press ends (%s), so that frame answers the press first',
    (end) => {
      const browser = fakeWindow('loading');
      start(browser);
      browser.fire('pointerdown');
      browser.nextFrame();
      browser.fire(end);
      browser.runTimers();
      expect(browser.inserted).toHaveLength(0);
      browser.nextFrame();
      browser.runTimers();
      expect(browser.inserted).toHaveLength(3);
    },
  );
});
