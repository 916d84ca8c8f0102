/** @jest-environment node */
import { EARLY_CLICKS_KEY, type EarlyClicks } from '../lib/early-clicks';
import { BOOT_FOLDER, deferHydration, LOADER_ID, loaderSource } from './defer-hydration';

// The loader exactly as pages receive it: the serialised text, evaluated, not an import.
const startAppAfterPaint = new Function(`return (${loaderSource()});`)() as (
  urls: string[],
  win: unknown,
  clicksKey: string,
) => void;

const PAYLOAD_START = '(self.__next_f=self.__next_f||[]).push([0])';
const PAYLOAD = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])';
const BOOTSTRAP =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[],"runtimeModuleIds":[1]});';
const OURS = 'document.documentElement.dataset.early = "yes"';
const LD_JSON = '{"@type":"Event","name":"Porch Light"}';

// The shape of an exported page: chunk scripts and a preload in <head>, the polyfill for old
// browsers, the content, JSON-LD, the bootstrap, a late chunk, then the payload.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/artistseries/_next/static/chunks/main.js"/>',
  '<link rel="preload" href="/artistseries/posters/a.avif" as="image"/>',
  '<script src="/artistseries/_next/static/chunks/a.js" async=""></script>',
  '<script src="/artistseries/_next/static/chunks/turbopack-b.js" async=""></script>',
  '<script src="/artistseries/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script src="https://example.com/widget.js" async=""></script>',
  '</head><body><main><h1>Porch Light</h1></main>',
  `<script type="application/ld+json">${LD_JSON}</script>`,
  `<script>${OURS}</script>`,
  `<script id="_R_">${BOOTSTRAP}</script>`,
  '<script src="/artistseries/_next/static/chunks/main.js" async=""></script>',
  `<script>${PAYLOAD_START}</script><script>${PAYLOAD}</script>`,
  '</body></html>',
].join('');

function loaderUrls(html: string): string[] {
  const match = new RegExp(
    `<script id="${LOADER_ID}">\\(function[\\s\\S]*?\\)\\((\\[.*?\\]),window,"${EARLY_CLICKS_KEY}"\\)</script>`,
  ).exec(html);
  if (!match?.[1]) throw new Error('no loader in the page');
  return JSON.parse(match[1]) as string[];
}

describe('deferHydration', () => {
  const { html, boot } = deferHydration(page, { basePath: '/artistseries' });

  it('takes the chunk scripts and their preload out of the HTML', () => {
    expect(html).not.toMatch(/<script src="[^"]*\/chunks\/(a|turbopack-b|main)\.js"/);
    expect(html).not.toContain('rel="preload" as="script"');
  });

  it("moves Next's payload and bootstrap, in order, into one boot file under _next/static", () => {
    expect(boot?.file).toMatch(new RegExp(`^${BOOT_FOLDER}/[0-9a-f]{16}\\.js$`));
    const text = boot?.text ?? '';
    const order = [BOOTSTRAP.slice(0, 30), PAYLOAD_START, PAYLOAD].map((part) =>
      text.indexOf(part),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).not.toContain('self.__next_f');
    expect(html).not.toContain('TURBOPACK');
  });

  it('keeps the boot file a valid program that runs each former script', () => {
    const self: { __next_f?: unknown[] } = {};
    const global: { TURBOPACK?: unknown[] } = {};
    new Function('self', 'globalThis', boot?.text ?? '')(self, global);
    expect(self.__next_f).toEqual([[0], [1, '1:"$Sreact.fragment"\n']]);
    expect(global.TURBOPACK).toEqual([{ otherChunks: [], runtimeModuleIds: [1] }]);
  });

  it('loads the boot file first, then the chunks in page order', () => {
    expect(loaderUrls(html)).toEqual([
      `/artistseries/${boot?.file}`,
      '/artistseries/_next/static/chunks/a.js',
      '/artistseries/_next/static/chunks/turbopack-b.js',
      '/artistseries/_next/static/chunks/main.js',
    ]);
    expect(html.indexOf(`<script id="${LOADER_ID}">`)).toBeGreaterThan(html.indexOf('</main>'));
    expect(html.endsWith('</script></body></html>')).toBe(true);
  });

  it('leaves what it does not own: polyfill, other hosts, JSON-LD, other inline scripts, images', () => {
    expect(html).toContain(
      '<script src="/artistseries/_next/static/chunks/polyfills.js" noModule="">',
    );
    expect(html).toContain('<script src="https://example.com/widget.js" async="">');
    expect(html).toContain(`<script type="application/ld+json">${LD_JSON}</script>`);
    expect(html).toContain(`<script>${OURS}</script>`);
    expect(html).toContain('<link rel="preload" href="/artistseries/posters/a.avif" as="image"/>');
  });

  it('names the boot file by its content, so a changed page gets a new name', () => {
    const changed = deferHydration(page.replace('Sreact.fragment', 'Sreact.suspense'), {
      basePath: '/artistseries',
    });
    expect(changed.boot?.file).not.toBe(boot?.file);
    expect(deferHydration(page, { basePath: '/artistseries' }).boot?.file).toBe(boot?.file);
  });

  it('works at the host root (empty base path)', () => {
    const atRoot = deferHydration(page.replaceAll('/artistseries/', '/'), { basePath: '' });
    expect(loaderUrls(atRoot.html)[0]).toBe(`/${atRoot.boot?.file}`);
    expect(loaderUrls(atRoot.html)).toContain('/_next/static/chunks/main.js');
  });

  it('is idempotent and leaves pages without Next scripts alone', () => {
    expect(deferHydration(html, { basePath: '/artistseries' })).toEqual({ html, boot: null });
    const plain = '<html><head></head><body><p>Hi</p></body></html>';
    expect(deferHydration(plain, { basePath: '/artistseries' })).toEqual({
      html: plain,
      boot: null,
    });
  });
});

type Listener = (event: { target?: unknown }) => void;

/**
 * A window with just what the loader touches, whose events, frames, timers and paint entries the
 * test fires by hand. `paintTiming: false` is a browser without the Paint Timing API.
 */
function fakeWindow(
  readyState: 'loading' | 'interactive' | 'complete',
  { paintTiming = true } = {},
) {
  const listeners = new Map<string, Listener[]>();
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const paintObservers: Array<(list: { getEntriesByName: (name: string) => unknown[] }) => void> =
    [];
  const inserted: Array<{ src: string; async: boolean }> = [];
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(private readonly callback: (typeof paintObservers)[number]) {}
    observe() {
      paintObservers.push(this.callback);
    }
    disconnect() {
      paintObservers.splice(paintObservers.indexOf(this.callback), 1);
    }
  }
  const win: Record<string, unknown> = {
    document: {
      readyState,
      createElement: () => ({ src: '', async: true }),
      body: { appendChild: (script: { src: string; async: boolean }) => inserted.push(script) },
    },
    PerformanceObserver: FakeObserver,
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    removeEventListener: (type: string, listener: Listener) =>
      listeners.set(
        type,
        (listeners.get(type) ?? []).filter((l) => l !== listener),
      ),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  };
  const runAll = (queue: Array<() => void>) => queue.splice(0).forEach((callback) => callback());
  return {
    win,
    inserted,
    early: () => win[EARLY_CLICKS_KEY] as EarlyClicks,
    fire: (type: string, event: { target?: unknown } = {}) =>
      [...(listeners.get(type) ?? [])].forEach((listener) => listener(event)),
    listenerCount: (type: string) => listeners.get(type)?.length ?? 0,
    /** The browser presents a paint: first-contentful-paint or another one. */
    paint: (name = 'first-contentful-paint') =>
      [...paintObservers].forEach((callback) =>
        callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }),
      ),
    nextFrame: () => runAll(frames),
    runTimers: () => runAll(timers),
  };
}

/** An element as the loader sees a click target: it asks closest() for a plain button. */
function clickTarget(isPlainButton: boolean) {
  const element = {
    closest: (selector: string) =>
      isPlainButton && selector === 'button[type="button"]' ? element : null,
  };
  return element;
}

describe('startAppAfterPaint (the loader in each page)', () => {
  const urls = ['/boot.js', '/a.js', '/b.js'];
  const start = (browser: ReturnType<typeof fakeWindow>) =>
    startAppAfterPaint(urls, browser.win, EARLY_CLICKS_KEY);

  it('waits for the load event, the first contentful paint and one more frame', () => {
    const browser = fakeWindow('interactive');
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
    const browser = fakeWindow('loading', { paintTiming: false });
    start(browser);
    browser.fire('load');
    browser.nextFrame();
    browser.runTimers();
    expect(browser.inserted.map((script) => script.src)).toEqual(urls);
  });

  it('keeps their order: each script is inserted with async off', () => {
    const browser = fakeWindow('complete');
    start(browser);
    browser.paint();
    browser.nextFrame();
    browser.runTimers();
    expect(browser.inserted.map((script) => script.async)).toEqual([false, false, false]);
  });

  it.each(['keydown', 'pointerdown', 'touchstart'])(
    'starts at once on %s before the page has loaded, and only once',
    (type) => {
      const browser = fakeWindow('loading');
      start(browser);
      browser.fire(type);
      expect(browser.inserted).toHaveLength(3);
      expect(browser.listenerCount(type)).toBe(0);

      browser.fire('load');
      browser.paint();
      browser.nextFrame();
      browser.runTimers();
      expect(browser.inserted).toHaveLength(3);
    },
  );

  it('records a plain button pressed before hydration, and starts the app', () => {
    const browser = fakeWindow('loading');
    start(browser);
    const menu = clickTarget(true);
    browser.fire('click', { target: clickTarget(false) });
    expect(browser.early().clicks).toEqual([]);
    browser.fire('click', { target: menu });
    expect(browser.early().clicks).toEqual([menu]);
    expect(browser.inserted).toHaveLength(3);
  });

  it('stops recording once React has marked the page hydrated', () => {
    const browser = fakeWindow('complete');
    start(browser);
    browser.early().hydrated = true;
    browser.fire('click', { target: clickTarget(true) });
    expect(browser.early().clicks).toEqual([]);
    expect(browser.listenerCount('click')).toBe(0);
  });
});
