import { OFFLINE_NOTICE_ID } from '@/lib/outputs/offline';

/**
 * The place, at the top of every page, where the service worker writes "You are offline. Saved on
 * …" into a copy it answers from its cache (lib/outputs/offline/offline-notice.ts,
 * docs/rules/offline.md#offline). Empty and hidden otherwise. A server component: the text comes
 * only from the worker, and suppressHydrationWarning lets React keep the text it finds there.
 */
export function OfflineNotice() {
  return (
    <div id={OFFLINE_NOTICE_ID} className="offline-notice" role="status" suppressHydrationWarning>
      {''}
    </div>
  );
}
