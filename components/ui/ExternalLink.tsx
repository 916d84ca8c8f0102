import type { AnchorHTMLAttributes, ReactNode } from 'react';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel' | 'href'> & {
  href: string;
  children: ReactNode;
};

/**
 * A link that opens in a new tab. Every new-tab link on the site goes through here so that it
 * always carries rel="noopener noreferrer" and tells screen-reader users what will happen.
 */
export function ExternalLink({ href, children, ...rest }: Props) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
