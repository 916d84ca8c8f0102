/**
 * The Workbox plugin that lets the pages route keep only pages the visitor opened: a navigation,
 * or a page the registration hands over (components/offline/register-worker.ts sends each
 * address with `mode: 'same-origin'`). Next's router also fetches page addresses when it prefetches
 * links (mode 'cors'); those pass through to the network and are never kept, so the cache holds
 * what the visitor read, not every page a menu links to (docs/architecture.md#offline).
 *
 * Invariant: `cacheWillUpdate` is self-contained, like offline-notice.ts: workbox-build copies its
 * source text into the worker. It replaces Workbox's default check, so it keeps only a 200.
 */

/** What Workbox passes to the hook (workbox-core's CacheWillUpdateCallbackParam). */
interface CacheWillUpdateParam {
  request: Request;
  response: Response;
}

export const openedPagesPlugin = {
  cacheWillUpdate: async ({ request, response }: CacheWillUpdateParam): Promise<Response | null> =>
    (request.mode === 'navigate' || request.mode === 'same-origin') && response.status === 200
      ? response
      : null,
};
