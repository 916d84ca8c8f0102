import type { Metadata } from 'next';
import { SiteChrome } from '@/components/chrome/SiteChrome';
import { getSite } from '@/lib/content';
import { NotFoundPage } from '@/components/pages/NotFoundPage';
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
          <NotFoundPage />
        </SiteChrome>
      </body>
    </html>
  );
}
