import type { ElementType } from 'react';

interface Props {
  /** HTML that lib/content/index.ts has already passed through the allowlist sanitiser. */
  html: string;
  as?: ElementType;
  className?: string;
}

/** Renders staff-written HTML. Only ever give it fields from the content facade (sanitised). */
export function SafeHtml({ html, as: Tag = 'div', className }: Props) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
