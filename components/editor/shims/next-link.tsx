// next/link for the editor's preview, which has no Next.js router: a plain link with the base
// path, where the site's <Link> would add it.
import type { AnchorHTMLAttributes } from 'react';
import { withBasePath } from '@/lib/site/paths';

export default function Link({
  href,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string }) {
  return <a href={withBasePath(href)} {...rest} />;
}
