import type { Metadata } from 'next';
import { getSite } from '../../content/index';
import type { Picture } from '../../content/types';
import { NEWS_MEDIA_TYPES } from '../news';
import { routes } from '../../site/routes';

interface PageMeta {
  /** The page's own name; the root layout's template appends " | {series}". */
  title: string;
  description: string;
  /** Site path of the page, e.g. "/faq/" (trailing slash, as exported). */
  path: string;
  /** Site-relative landscape image for Open Graph/Twitter; the series' default when absent. */
  image?: Picture;
  /** A placeholder page search engines should not list (docs/rules/site.md#pages). */
  noindex?: boolean;
  /**
   * The calendar feeds of the events the page lists, announced as
   * `<link rel="alternate" type="text/calendar">` (docs/rules/calendars.md#calendar-feeds).
   */
  feeds?: ReadonlyArray<{ name: string; path: string }>;
}

/**
 * Metadata every page sets the same way: title, description, canonical and sharing tags. Every
 * page shares a large landscape picture: its own, or the series' default from site.json, so no
 * link to the site ever shows up on social media without one.
 */
export function pageMetadata({
  title,
  description,
  path,
  image,
  noindex,
  feeds = [],
}: PageMeta): Metadata {
  const site = getSite();
  const shared = image ?? site.shareImage;
  const images = [{ url: shared.src, width: shared.width, height: shared.height, alt: shared.alt }];
  return {
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
    title,
    description,
    alternates: {
      canonical: path,
      // Resolved against metadataBase (base path included) into absolute addresses.
      types: {
        ...(feeds.length > 0
          ? { 'text/calendar': feeds.map((feed) => ({ url: feed.path, title: feed.name })) }
          : {}),
        // What's new, on every page, as feed readers look for it (docs/rules/calendars.md#whats-new).
        [NEWS_MEDIA_TYPES.atom]: [
          { url: routes.news.atom(), title: `${site.seriesName}: What’s new (Atom)` },
        ],
        [NEWS_MEDIA_TYPES.json]: [
          { url: routes.news.json(), title: `${site.seriesName}: What’s new (JSON Feed)` },
        ],
      },
    },
    openGraph: {
      type: 'website',
      siteName: site.seriesName,
      title: `${title} | ${site.seriesShortName}`,
      description,
      url: path,
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title: `${title} | ${site.seriesShortName}`,
      description,
      images,
    },
  };
}
