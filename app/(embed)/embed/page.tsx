import Link from 'next/link';
import type { Metadata } from 'next';
import { getSite } from '@/lib/content';
import { EMBED_HEADING_ID } from '@/lib/concepts/listings';
import { withBasePath } from '@/lib/site/paths';
import { routes } from '@/lib/site/routes';

// The folder of the embeds holds no list of its own: its address sends the visitor on to the
// page that offers every embed with its snippet (docs/rules/site.md#index-pages). A redirect a
// static host can serve: a refresh, a visible link for whoever stays, the canonical address, and
// no index (the layout's robots).
export function generateMetadata(): Metadata {
  return {
    title: `Share Our Listings | ${getSite().seriesShortName}`,
    alternates: { canonical: routes.shareListings() },
  };
}

export default function EmbedsFolderPage() {
  return (
    <>
      <meta httpEquiv="refresh" content={`0; url=${withBasePath(routes.shareListings())}`} />
      <h1 id={EMBED_HEADING_ID}>Share Our Listings</h1>
      <p>
        Every list to embed in your page, with its snippet, is on{' '}
        <Link href={routes.shareListings()}>Share Our Listings</Link>.
      </p>
    </>
  );
}
