import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { absoluteUrl } from '@/lib/site/paths';

// The document every page shares, and nothing more: the site's chrome and styles are
// app/(site)/layout.tsx's, the embeds' app/(embed)/embed/layout.tsx's, so an embed carries none of
// the site's (docs/architecture.md#embeds). The 404 page (app/not-found.tsx) wears the chrome itself.
export function generateMetadata(): Metadata {
  return {
    // Must include the base path, or canonical and Open Graph URLs would drop it.
    metadataBase: new URL(absoluteUrl('/')),
  };
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
