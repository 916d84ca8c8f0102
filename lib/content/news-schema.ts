/**
 * Staff's own announcements for the what's-new feeds: content/news.json, a list of notes
 * (docs/product-rules.md#whats-new). Everything else the feeds say comes from the history of the
 * show files (./announcements.ts); a note is for what no show file says ("The box office moves
 * for the summer").
 */
import { z } from 'zod';
import { isoLocalDateTime, nonEmpty, optionalHttpUrl } from './schema-parts';

export const newsNoteSchema = z.strictObject({
  /** The headline, as a feed reader lists it. */
  title: nonEmpty('title'),
  /** When it is announced, local venue time "YYYY-MM-DDTHH:MM": its place in the feed. */
  date: isoLocalDateTime,
  /** A few plain sentences (no HTML). */
  text: nonEmpty('text'),
  /** Where a reader learns more (https://…); empty: the home page. */
  link: optionalHttpUrl,
});

/** The file is the list itself; it may be absent or empty. */
export const newsSchema = z.array(newsNoteSchema);

export type RawNewsNote = z.output<typeof newsNoteSchema>;
