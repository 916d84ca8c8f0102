/**
 * The service worker's registration (docs/architecture.md#offline), with workbox-window, the
 * page-side half of the Workbox that writes the worker (lib/outputs/offline/worker-config.ts). The
 * post-build step (scripts/postbuild/islands.ts) adds its module, `_islands/worker-{hash}.js`, to
 * every page of the site; nothing of it runs before the page has loaded and the browser is idle.
 *
 * Once the worker is active it asks it to keep the page in view, through Workbox's CACHE_URLS
 * message (workbox-routing routes each address as if the page had fetched it), whenever the page
 * did not come through the worker: the first visit, which the worker did not control yet (with the
 * same-origin files that visit loaded: images, scripts), and each address an island puts in the
 * location bar (a listing's choices), seen through the Navigation API where the browser has it.
 * Each address goes as a same-origin request: the pages route keeps only those and navigations
 * (lib/outputs/offline/opened-pages-plugin.ts).
 */
import { Workbox, messageSW } from 'workbox-window';
import { withBasePath } from '@/lib/site/paths';
import { routes } from '@/lib/site/routes';

/** The Navigation API, where the browser has it (not yet in TypeScript's DOM types). */
interface NavigationLike {
  addEventListener(type: 'currententrychange', listener: () => void): void;
}

/** The page's address without its fragment: what the worker keeps. */
function pageAddress(): string {
  return window.location.href.split('#')[0] ?? window.location.href;
}

/** The same-origin files the page has loaded so far. */
function loadedFiles(): string[] {
  const origin = `${window.location.origin}/`;
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(origin));
}

/**
 * The same-origin audio the page offers (a show's audio introduction): kept once the page is
 * opened, not only once played, so it plays in the hall without signal
 * (docs/rules/shows.md#audio-introductions). The player asks for ranges; the worker answers them
 * from the whole file it keeps.
 */
function pageAudio(): string[] {
  const origin = `${window.location.origin}/`;
  return [
    ...document.querySelectorAll<HTMLSourceElement | HTMLAudioElement>(
      'audio[src], audio source[src]',
    ),
  ]
    .map((element) => element.src)
    .filter((url) => url.startsWith(origin));
}

/** Registers the worker at the base path, its folder the scope, and hands it what it missed. */
export async function registerWorker(
  container: ServiceWorkerContainer = navigator.serviceWorker,
): Promise<void> {
  const controlled = Boolean(container.controller);
  const workbox = new Workbox(withBasePath(routes.serviceWorker()), {
    scope: withBasePath(routes.home()),
  });
  // Registered at once: the caller already waited for the load event and an idle moment.
  await workbox.register({ immediate: true });
  const worker = await workbox.active;
  const keep = (urls: string[]) =>
    messageSW(worker, {
      type: 'CACHE_URLS',
      payload: { urlsToCache: urls.map((url) => [url, { mode: 'same-origin' }]) },
    });
  let last = pageAddress();
  const audio = pageAudio();
  if (!controlled) void keep([last, ...loadedFiles(), ...audio]);
  else if (audio.length > 0) void keep(audio);
  const navigation = (window as Window & { navigation?: NavigationLike }).navigation;
  navigation?.addEventListener('currententrychange', () => {
    const address = pageAddress();
    if (address === last) return;
    last = address;
    void keep([address]);
  });
}

/** Registers the worker once the page has loaded and the browser is idle; never throws. */
export function startWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const start = () => void registerWorker().catch(() => undefined);
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(start) : setTimeout(start, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
