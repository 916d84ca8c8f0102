import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { absoluteUrl } from '@/lib/site/paths';
import { EMBED_HEADING_ID } from '@/lib/concepts/listings';
import '../tokens.css';
import './embed.css';

// The root layout of the embeds (docs/rules/listings.md#embeds): a listing framed by a partner's
// page, so none of the site's chrome, styles, scripts or analytics; only the design tokens and a
// small stylesheet. The post-build step strips Next's scripts from these pages and fails when one
// is left (scripts/postbuild/islands.ts).
export const metadata: Metadata = {
  metadataBase: new URL(absoluteUrl('/')),
  robots: { index: false, follow: true },
};

export default function EmbedLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        {/* Named by the list's heading: framed in a page of the site (the share page's preview),
            it is a second main landmark there, and two unnamed ones cannot be told apart. */}
        <main className="embed" aria-labelledby={EMBED_HEADING_ID}>
          {children}
        </main>
      </body>
    </html>
  );
}
