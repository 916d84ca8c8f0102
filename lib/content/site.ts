/** content/site.json, content/venues.json and content/faq.json. */
import path from 'node:path';

import { isShareCardSize, SHARE_CARD } from '../site/share-card';
import { slug } from './schema-parts';
import { faqSchema, siteSchema } from './site-schema';
import { venueSchema, venueHtmlFields, visitSections } from '../concepts/venues/build';
import type { FaqItem, Site, Venue } from './types';
import { cleanHtml } from './html';
import { readImageSize } from './images';
import { loadVisualStory } from '../concepts/venues/node';
import { seasonIn, seasonTitle } from '../concepts/seasons';
import { displayName, isPlainObject, parseWith, readJson, type Reader } from './read';

export function loadSite(reader: Reader, analyticsOverride: string): Site | undefined {
  const absolute = path.join(reader.contentDir, 'site.json');
  const file = displayName(reader, absolute);
  const json = readJson(reader, absolute);
  if (!json.ok) return undefined;
  const site = parseWith(reader, file, siteSchema, json.data, (p) => ({ entry: 'site', field: p }));
  if (!site) return undefined;

  // Logos keep the drawing size written in site.json (most are SVG, which has no one true size),
  // but the file must be there and readable.
  const { series, university, college, sponsors, funders } = site.logos;
  const logos = [
    ...Object.entries({ series, university, college }).map(([key, logo]) => ({ key, logo })),
    ...sponsors.map((logo, index) => ({ key: `sponsors[${index}]`, logo })),
    ...funders.map((logo, index) => ({ key: `funders[${index}]`, logo })),
  ];
  for (const { key, logo } of logos) {
    readImageSize(reader, { file, entry: 'site', field: `logos.${key}.src` }, logo.src);
  }

  // Social networks show a large card only from 1200×630 up; smaller would be a thumbnail.
  const shareSrc = `/${site.shareImage.src}`;
  const shareAt = { file, entry: 'site', field: 'shareImage.src' };
  const shareSize = readImageSize(reader, shareAt, shareSrc);
  if (shareSize && !isShareCardSize(shareSize)) {
    reader.problems.push({
      ...shareAt,
      message: `must be at least ${SHARE_CARD.width}×${SHARE_CARD.height} pixels (got ${shareSize.width}×${shareSize.height})`,
    });
  }

  // The visit page's texts are staff HTML like any other (docs/rules/content.md#staff-html).
  const visit = site.visit && { ...site.visit };
  if (visit) {
    for (const key of ['intro', ...visitSections.map((section) => section.field)] as const) {
      const value = visit[key];
      if (value !== undefined) {
        visit[key] = cleanHtml(reader, { file, entry: 'site', field: `visit.${key}` }, value);
      }
    }
  }

  // One way to write a season (docs/rules/site.md#one-voice): staff may type any dash or the
  // full second year; every page, title and feed reads "2026–27 Season".
  const season = seasonIn(site.seasonHeading);
  if (!season) {
    reader.problems.push({
      file,
      entry: 'site',
      field: 'seasonHeading',
      message: `must name a season, as "2026–27 Season" (got "${site.seasonHeading}")`,
    });
  }

  return {
    ...site,
    seasonHeading: season ? seasonTitle(season) : site.seasonHeading,
    visit,
    shareImage: { ...site.shareImage, src: shareSrc, ...(shareSize ?? SHARE_CARD) },
    analyticsId: effectiveAnalyticsId(site.analyticsId, analyticsOverride),
  };
}

/** ANALYTICS_ID, when set, replaces the measurement id of content/site.json; '' means none. */
export function effectiveAnalyticsId(siteId: string, override: string | undefined): string {
  return override?.trim() || siteId.trim();
}

export interface VenueFile {
  /** The venues that are valid, keyed by id, in the file's order. */
  venues: Map<string, Venue>;
  /** Every id the file names, the broken venues' too: a show there is not at an unknown venue. */
  ids: ReadonlySet<string>;
}

export function loadVenues(reader: Reader): VenueFile | undefined {
  const absolute = path.join(reader.contentDir, 'venues.json');
  const file = displayName(reader, absolute);
  const json = readJson(reader, absolute);
  if (!json.ok) return undefined;
  if (!isPlainObject(json.data)) {
    reader.problems.push({ file, message: 'must be an object of venues keyed by venue id' });
    return undefined;
  }
  // Venue by venue, so one bad venue does not hide which ids exist from the show checks.
  const venues = new Map<string, Venue>();
  for (const [id, raw] of Object.entries(json.data)) {
    const entry = `venue "${id}"`;
    if (!slug.safeParse(id).success) {
      reader.problems.push({
        file,
        entry,
        message: 'the venue id must be lowercase letters, digits, _ or -',
      });
    }
    const venue = parseWith(reader, file, venueSchema, raw, (p) => ({ entry, field: p }));
    if (!venue) continue;
    const clean = { ...venue };
    for (const field of venueHtmlFields) {
      const value = clean[field];
      if (value !== undefined) clean[field] = cleanHtml(reader, { file, entry, field }, value);
    }
    const visualStory = loadVisualStory(reader, { file, entry }, id, clean.visualStory);
    venues.set(id, { id, ...clean, visualStory });
  }
  return { venues, ids: new Set(Object.keys(json.data)) };
}

export function loadFaq(reader: Reader): FaqItem[] {
  const absolute = path.join(reader.contentDir, 'faq.json');
  const file = displayName(reader, absolute);
  const json = readJson(reader, absolute);
  if (!json.ok) return [];
  const items = parseWith(reader, file, faqSchema, json.data, (p) =>
    typeof p[0] === 'number'
      ? { entry: `FAQ item ${p[0] + 1}`, field: p.slice(1) }
      : { entry: 'FAQ', field: p },
  );
  return (items ?? []).map((item, index) => ({
    ...item,
    answer: cleanHtml(
      reader,
      { file, entry: `FAQ item ${index + 1}`, field: 'answer' },
      item.answer,
    ),
  }));
}
