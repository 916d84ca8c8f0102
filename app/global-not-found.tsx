import Link from 'next/link';
import type { Metadata } from 'next';
import { SiteChrome } from '@/components/chrome/SiteChrome';
import { getSite } from '@/lib/content';
import { routes } from '@/lib/site/routes';
import './tokens.css';
import './(site)/globals.css';
import './(site)/print.css';

// The 404 page for any address no route matches (404.html): the site has two root layouts, the
// site's and the embeds', so this page brings its own document, chrome and styles
// (experimental.globalNotFound in next.config.ts; docs/architecture.md#embeds).
export function generateMetadata(): Metadata {
  return {
    title: `Page not found | ${getSite().seriesShortName}`,
    robots: { index: false },
  };
}

export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
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
      </body>
    </html>
  );
}
