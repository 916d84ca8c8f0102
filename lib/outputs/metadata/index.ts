/**
 * What crawlers and link previews read besides the page: each page's metadata (title, canonical
 * address, Open Graph) and robots.txt. Build-only: page metadata reads the content facade.
 */
export * from './page-metadata';
export * from './robots';
