// A stand-in for the browser window the hydration loader (lib/build/hydration-loader.js) runs in,
// for Jest: only what the loader touches, with events, frames, timers and paint entries fired by
// the test by hand, so each step of "when does the app start" can be checked in order.

type Listener = (event: { type?: string; target?: unknown }) => void;

/** What the page holds that makes the loader start the app on its own (lib/site/app-start.ts). */
export interface PageFacts {
  /** A browser without the Paint Timing API. */
  paintTiming?: boolean;
  /** An element marked data-app-now is in the page. */
  appNow?: boolean;
  /** `<html data-build-day-span>`: the build day's start and end (ms). */
  buildDay?: { start: number; end: number };
  /** The address's fragment, with its "#". */
  hash?: string;
}

/**
 * A window with just what the hydration loader (lib/build/hydration-loader.js) touches, whose
 * events, frames, timers and paint entries the test fires by hand.
 */
export function fakeWindow(
  readyState: 'loading' | 'interactive' | 'complete',
  { paintTiming = true, appNow = false, buildDay, hash = '' }: PageFacts = {},
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
  const documentListeners = new Map<string, Listener[]>();
  const document: Record<string, unknown> = {
    readyState,
    visibilityState: 'visible',
    documentElement: {
      getAttribute: (name: string) =>
        name === 'data-build-day-span' && buildDay ? `${buildDay.start} ${buildDay.end}` : null,
    },
    querySelector: (selector: string) => (selector === '[data-app-now]' && appNow ? {} : null),
    createElement: () => ({ src: '', async: true }),
    body: { appendChild: (script: { src: string; async: boolean }) => inserted.push(script) },
    addEventListener: (type: string, listener: Listener) =>
      documentListeners.set(type, [...(documentListeners.get(type) ?? []), listener]),
    removeEventListener: (type: string, listener: Listener) =>
      documentListeners.set(
        type,
        (documentListeners.get(type) ?? []).filter((l) => l !== listener),
      ),
  };
  const win: Record<string, unknown> = {
    document,
    location: { hash },
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
    fire: (type: string, event: { target?: unknown } = {}) =>
      [...(listeners.get(type) ?? [])].forEach((listener) => listener({ type, ...event })),
    /** The tab is hidden or shown again (the event reaches the window from the document). */
    setVisibility: (state: 'visible' | 'hidden') => {
      document.visibilityState = state;
      [...(listeners.get('visibilitychange') ?? [])].forEach((listener) =>
        listener({ type: 'visibilitychange' }),
      );
    },
    listenerCount: (type: string) => listeners.get(type)?.length ?? 0,
    /** The browser presents a paint: first-contentful-paint or another one. */
    paint: (name = 'first-contentful-paint') =>
      [...paintObservers].forEach((callback) =>
        callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }),
      ),
    nextFrame: () => runAll(frames),
    runTimers: () => runAll(timers),
    /** React's root as hydrateRoot leaves it on the document (a private key and fiber). */
    reactRoot: (isDehydrated: boolean) => {
      document['__reactContainer$test'] = {
        stateNode: { current: { memoizedState: { isDehydrated } } },
      };
    },
    /** A tap's event on `target` reaching the document; true when a listener kept it from React. */
    tapOn: (type: string, target: { closest: (selector: string) => unknown }) => {
      let stopped = false;
      const event = { target, stopImmediatePropagation: () => (stopped = true) };
      [...(documentListeners.get(type) ?? [])].forEach((listener) => listener(event));
      return stopped;
    },
  };
}
