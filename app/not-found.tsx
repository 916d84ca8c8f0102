import Link from 'next/link';
import type { Metadata } from 'next';
import { SiteChrome } from '@/components/chrome/SiteChrome';
import { getSite } from '@/lib/content';
import { routes } from '@/lib/site/routes';
import './tokens.css';
import './(site)/globals.css';
import './(site)/print.css';

// Outside the (site) group, so it wears the site's chrome and styles itself.
export function generateMetadata(): Metadata {
  return {
    title: `Page not found | ${getSite().seriesShortName}`,
    robots: { index: false },
  };
}

export default function NotFound() {
  return (
    <SiteChrome>
      <div className="container page">
        <div className="prose">
          <header className="page-header">
            <p className="eyebrow">Error 404</p>
            <h1>We can&rsquo;t find that page</h1>
          </header>
          <p className="lead">
            The page may have moved, or the show may be from an earlier season.
          </p>
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
    </SiteChrome>
  );
}
