/**
 * The Workbox plugin that marks a page the service worker answers from its cache: it writes a
 * plain notice, "You are offline. Saved on 14 March at 6:40 pm.", into the empty status region
 * every page carries for it (components/offline/OfflineNotice.tsx, id OFFLINE_NOTICE_ID), so the
 * visitor knows the copy may be out of date (docs/rules/offline.md#offline).
 *
 * Invariant: `offlineNoticePlugin.cachedResponseWillBeUsed` is self-contained. workbox-build copies
 * its source text into the generated worker (lib/outputs/offline/worker-config.ts), so it may use
 * nothing from outside its own body: no imports, no constants, no named inner functions (the
 * TypeScript loader would wrap those in a helper the worker does not have); offline-notice.test.ts
 * runs it from its text alone. The notice is HTML written before the page starts: it shows
 * without JavaScript, and React keeps it when it hydrates (the region suppresses the text check).
 * The time is the visitor's own clock's, from the response's Date header, which the server set
 * when the copy was fetched. Why the worker writes it: docs/architecture.md#offline.
 */

/** The id of the region the notice goes into. */
export const OFFLINE_NOTICE_ID = 'offline-notice';

/** What Workbox passes to the hook (workbox-core's CachedResponseWillBeUsedCallbackParam). */
interface CachedResponseParam {
  cachedResponse?: Response;
}

export const offlineNoticePlugin = {
  /**
   * Workbox calls this only when a strategy answers from its cache: for the pages' NetworkFirst
   * route, when the network failed or timed out.
   */
  cachedResponseWillBeUsed: async ({
    cachedResponse,
  }: CachedResponseParam): Promise<Response | undefined> => {
    if (!cachedResponse || !/text\/html/i.test(cachedResponse.headers.get('content-type') ?? '')) {
      return cachedResponse;
    }
    const saved = new Date(cachedResponse.headers.get('date') ?? Number.NaN);
    const when = Number.isNaN(saved.getTime())
      ? 'This is a copy saved on this device.'
      : 'Saved on ' +
        new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long' }).format(saved) +
        ' at ' +
        new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })
          .format(saved)
          .replace(/\s*AM$/, ' am')
          .replace(/\s*PM$/, ' pm') +
        '.';
    const html = await cachedResponse.text();
    const headers = new Headers(cachedResponse.headers);
    // The body changes length, and the cache holds it decoded.
    headers.delete('content-length');
    headers.delete('content-encoding');
    return new Response(
      html.replace(/<div id="offline-notice"[^>]*>/, '$&You are offline. ' + when),
      {
        status: cachedResponse.status,
        statusText: cachedResponse.statusText,
        headers,
      },
    );
  },
};
