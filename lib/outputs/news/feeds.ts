/**
 * What's new as feeds (docs/rules/calendars.md#whats-new): the announcements of
 * lib/concepts/news/announcements.ts as an Atom feed (RFC 4287, written by the `feed` package, which
 * does the XML escaping and the required elements) and as a JSON Feed 1.1 (written here: `feed`
 * writes the older JSON Feed 1.0). Both hold the same entries, newest first, with the same ids.
 *
 * Invariants: every address is absolute (lib/site/paths.ts); an entry's id comes from the
 * announcement's key and the site's address, never from the build, so a feed reader shows each
 * announcement once; the feed's `updated` is its newest entry's date, so a rebuild with nothing new
 * writes the same files.
 */
import { Feed } from 'feed';
import type { Announcement } from '../../concepts/news/build';
import { absoluteUrl, basePath } from '../../site/paths';
import { routes } from '../../site/routes';
import type { SeriesInfo } from '../../site/series';

export interface NewsEntry {
  /** A tag: URI (RFC 4151), stable across builds. */
  id: string;
  title: string;
  /** Plain text. */
  text: string;
  /** Absolute address of the show's page, the note's link, or the home page. */
  url: string;
  date: Date;
}

export interface NewsFeedInfo {
  title: string;
  description: string;
  /** Absolute addresses. */
  home: string;
  atom: string;
  json: string;
  author: string;
  /** The feed's own date: its newest entry's, or `emptyDate` when it has none. */
  updated: Date;
}

/** The date part of every entry's tag: URI; it never changes (the series' first season). */
const TAG_DATE = '2001';

function entryId(key: string, series: SeriesInfo): string {
  const host = new URL(series.url).hostname;
  const path = [...basePath.split('/'), ...key.split('/')]
    .filter(Boolean)
    .map(encodeURIComponent)
    .join('/');
  return `tag:${host},${TAG_DATE}:${path}`;
}

export function newsEntries(
  announcements: readonly Announcement[],
  series: SeriesInfo,
): NewsEntry[] {
  return announcements.map((item) => ({
    id: entryId(item.key, series),
    title: item.title,
    text: item.text,
    url: item.show ? absoluteUrl(routes.show(item.show)) : (item.link ?? series.url),
    date: item.date,
  }));
}

export function newsFeedInfo(
  entries: readonly NewsEntry[],
  series: SeriesInfo,
  emptyDate: Date,
): NewsFeedInfo {
  return {
    title: `${series.name}: What’s new`,
    description: `Shows announced, tickets on sale, sold out, cancelled or moved: the news of the ${series.name}.`,
    home: series.url,
    atom: absoluteUrl(routes.news.atom()),
    json: absoluteUrl(routes.news.json()),
    author: series.name,
    updated: entries[0]?.date ?? emptyDate,
  };
}

/** Plain text as HTML text: `feed` marks titles and summaries as type="html". */
function asHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function atomFeed(entries: readonly NewsEntry[], info: NewsFeedInfo): string {
  const feed = new Feed({
    id: info.atom,
    title: info.title,
    description: info.description,
    link: info.home,
    feedLinks: { atom: info.atom, json: info.json },
    updated: info.updated,
    author: { name: info.author, link: info.home },
    language: 'en',
    generator: false,
    copyright: `© ${info.author}`,
  });
  for (const entry of entries) {
    feed.addItem({
      id: entry.id,
      title: asHtml(entry.title),
      link: entry.url,
      date: entry.date,
      published: entry.date,
      description: asHtml(entry.text),
    });
  }
  return feed.atom1();
}

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/). */
export function jsonFeed(entries: readonly NewsEntry[], info: NewsFeedInfo): string {
  return JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1.1',
      title: info.title,
      home_page_url: info.home,
      feed_url: info.json,
      description: info.description,
      language: 'en',
      authors: [{ name: info.author, url: info.home }],
      items: entries.map((entry) => ({
        id: entry.id,
        url: entry.url,
        title: entry.title,
        content_text: entry.text,
        date_published: entry.date.toISOString(),
      })),
    },
    null,
    2,
  );
}

/** The media types the route handlers answer with, and the pages announce (lib/outputs/metadata/page-metadata.ts). */
export const NEWS_MEDIA_TYPES = {
  atom: 'application/atom+xml',
  json: 'application/feed+json',
} as const;
