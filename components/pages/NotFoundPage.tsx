/**
 * What a visitor reads at an address the site does not have: the 404 page (app/global-not-found.tsx)
 * and a route's stand-in address (lib/site/static-params.ts). The same words, so a visitor cannot
 * tell the two apart.
 */
import Link from 'next/link';
import type { Metadata } from 'next';
import { routes } from '@/lib/site/routes';

/** A stand-in's title (the site's layout adds the series) and no search result. */
export const notFoundMetadata: Metadata = { title: 'Page not found', robots: { index: false } };

export function NotFoundPage() {
  return (
    <div className="container page">
      <div className="prose">
        <header className="page-header">
          <p className="eyebrow">Error 404</p>
          <h1>We can&rsquo;t find that page</h1>
        </header>
        <p className="lead">The page may have moved, or the show may be from an earlier season.</p>
        <div className="button-row">
          <Link href={`${routes.home()}#upcoming`} className="button button--primary">
            See upcoming shows
          </Link>
          <Link href={routes.home()} className="button button--secondary">
            Go to the home page
          </Link>
        </div>
      </div>
    </div>
  );
}
