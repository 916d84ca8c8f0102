// What bench/taps.ts puts into each page it taps: web-vitals' browser build, and the script that
// reports the tap's moments back through the __tapReport binding.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// The package exports only its modules; the IIFE build sits beside the main entry.
export const webVitalsSource = readFileSync(
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('web-vitals')),
    'web-vitals.iife.js',
  ),
  'utf8',
);

/** What the page reports about the tap through the __tapReport binding (which survives leaving). */
export interface TapRecord {
  down: number | null;
  visible: number | null;
  leaving: number | null;
  clicked: number | null;
  inputDelay: number | null;
  inp: number | null;
}

/**
 * Runs in the page before its own scripts. Reports the first pointerdown's time, the first frame
 * that shows the watched change (checked in every frame from the tap on, right before the frame
 * is painted), the moment the page starts leaving, the end of the click's dispatch when nothing
 * prevented its default action, the tap's input delay from the Event Timing API and every INP
 * value web-vitals reports. Each goes out at once, so a page that navigates away loses nothing.
 */
export function instrument() {
  const report = (key: string, value: number) =>
    (Reflect.get(window, '__tapReport') as (k: string, v: number) => void)(key, value);
  let down: number | null = null;
  let seen = false;
  let changed = () => false;
  const everyFrame = (time: number) => {
    if (seen) return;
    if (changed()) {
      seen = true;
      report('visible', time);
    } else requestAnimationFrame(everyFrame);
  };
  addEventListener(
    'pointerdown',
    (event) => {
      if (down !== null) return;
      down = event.timeStamp;
      report('down', down);
      requestAnimationFrame(everyFrame);
    },
    true,
  );
  // When the click is dispatched; kept once it is known that nothing prevented its default action
  // (a listener may stop the event from bubbling, so the check waits for the dispatch to end).
  addEventListener(
    'click',
    (event) => {
      const at = performance.now();
      setTimeout(() => {
        if (!event.defaultPrevented) report('clicked', at);
      }, 0);
    },
    true,
  );
  addEventListener('beforeunload', () => report('leaving', performance.now()));
  Reflect.set(window, '__watch', (kind: string, selector: string) => {
    const target = document.querySelector(selector);
    if (kind === 'Menu') {
      const panel = document.getElementById('main-menu');
      changed = () => Boolean(panel?.matches(':popover-open'));
    } else if (kind === 'Play trailer') {
      changed = () => Boolean(target && !target.isConnected);
    } else if (kind === 'Filter') {
      // React may replace the link while it renders the list again: find it by its address.
      const href = target?.getAttribute('href');
      changed = () =>
        Boolean(href && document.querySelector(`a[href="${href}"][aria-current="page"]`));
    }
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.name === 'pointerdown')
        report('inputDelay', entry.processingStart - entry.startTime);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  addEventListener('DOMContentLoaded', () => {
    const vitals = Reflect.get(window, 'webVitals') as
      | {
          onINP: (
            report: (metric: { value: number }) => void,
            options: { reportAllChanges: boolean; durationThreshold: number },
          ) => void;
        }
      | undefined;
    // 16 ms rather than web-vitals' default 40, so quick taps are reported too.
    vitals?.onINP((metric) => report('inp', metric.value), {
      reportAllChanges: true,
      durationThreshold: 16,
    });
  });
}
