/**
 * The listings partners can embed and fetch as JSON (docs/rules/listings.md#embeds): upcoming,
 * free, each kind or series of the listings, each accessibility service. Each is a question the
 * listings already answer (lib/concepts/listings/rules/listings.ts); an embed adds no rule of its own about which
 * entries belong, only which questions are offered and what they are called. An id is the last
 * segment of /embed/{id}/ and of /listings/{id}.json, so it never changes once published.
 * Browser-safe: no zod, no loader.
 */
import {
  accessibilityServiceIds,
  filteredListTitle,
  isAccessibilityService,
  type AccessibilityService,
} from '../../venues';
import {
  isListingTopic,
  listingTopics,
  topicLabels,
  type ListingQuery,
  type ListingTopic,
} from './listings';
import { routes } from '../../../site/routes';

export type EmbedId = 'upcoming' | 'free' | ListingTopic | AccessibilityService;

/** Every embed, in the order the share page offers them. Topic and service ids never collide. */
export const embedIds: readonly EmbedId[] = [
  'upcoming',
  'free',
  ...listingTopics,
  ...accessibilityServiceIds,
];

export function isEmbedId(value: string): value is EmbedId {
  return (embedIds as readonly string[]).includes(value);
}

/** How the share page groups the embeds. */
export type EmbedGroup = 'general' | 'topic' | 'service';

export function embedGroup(id: EmbedId): EmbedGroup {
  if (isListingTopic(id)) return 'topic';
  if (isAccessibilityService(id)) return 'service';
  return 'general';
}

/** The listing question an embed answers; its entries are the question's upcoming ones. */
export function embedQuery(id: EmbedId): ListingQuery {
  if (id === 'upcoming') return {};
  if (id === 'free') return { free: true };
  if (isListingTopic(id)) return { topic: id };
  return { service: id };
}

/** An embed's heading, and the title of its iframe: "Free events", "Music", … */
export function embedTitle(id: EmbedId): string {
  if (id === 'upcoming') return 'Upcoming events';
  if (id === 'free') return 'Free events';
  if (isListingTopic(id)) return topicLabels[id];
  return filteredListTitle(id);
}

/** The site's own page of the same list, which an embed links to for more. */
export function embedSitePage(id: EmbedId): string {
  if (id === 'upcoming') return routes.whatsOn();
  if (isAccessibilityService(id)) return routes.accessibility(id);
  return routes.listing(id);
}

/** The height of an embed's frame, in CSS pixels: three or four rows, then it scrolls. */
export const EMBED_HEIGHT = 480;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The HTML a partner pastes: a titled, borderless, lazily loaded frame of the embed at `src`, as
 * wide as its column (a style: the width attribute takes pixels only).
 */
export function embedSnippet({ src, title }: { src: string; title: string }): string {
  return (
    `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(title)}" ` +
    `height="${EMBED_HEIGHT}" style="width:100%;border:0" loading="lazy"></iframe>`
  );
}

/** The id of each embed page's h1, which names its main landmark (app/(embed)/layout.tsx). */
export const EMBED_HEADING_ID = 'embed-heading';
