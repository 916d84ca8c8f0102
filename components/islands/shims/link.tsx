/**
 * `next/link` as the islands' bundle (lib/build/islands-bundle.ts) and the editor's preview
 * (lib/build/editor-previews-bundle.ts) have it: a plain link with the base path, the markup Next's Link renders on
 * the server; an in-page link (`#…`) stays as it is. Pages do not load Next's router, so a link is
 * a page load, made quick by the Speculation Rules (docs/architecture.md#islands).
 */
import type { AnchorHTMLAttributes } from 'react';
import { withBasePath } from '@/lib/site/paths';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  prefetch?: boolean | null;
  scroll?: boolean;
  replace?: boolean;
};

export default function Link({ href, prefetch, scroll, replace, ...rest }: Props) {
  void prefetch;
  void scroll;
  void replace;
  return <a href={href.startsWith('#') ? href : withBasePath(href)} {...rest} />;
}
