import Link from 'next/link';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';

// What the service worker answers, without signal, for a page this device has not kept
// (docs/rules/offline.md#offline). It is precached by every visitor's worker, so it stays small and
// needs nothing but the site's stylesheet. Not a page to find: noindex, and not in the sitemap.
export const metadata = pageMetadata({
  title: 'You are offline',
  description: 'This page has not been saved on this device, and there is no signal.',
  path: routes.offline(),
  noindex: true,
});

export default function Offline() {
  return (
    <div className="container page">
      <div className="prose">
        <header className="page-header">
          <h1>You are offline</h1>
        </header>
        <p className="lead">This page has not been saved on this device, and there is no signal.</p>
        <p>
          The pages you opened while you had signal are kept on this device: show pages, programs,
          venues and your festival schedule. Open one of them again, or try this page once you are
          back online.
        </p>
        <div className="button-row">
          <Link href={routes.home()} className="button button--secondary" prefetch={false}>
            Go to the home page
          </Link>
        </div>
      </div>
    </div>
  );
}
