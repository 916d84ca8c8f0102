/**
 * Staff's own announcements for the what's-new feeds: content/news.json, a list of notes
 * (docs/rules/calendars.md#whats-new). Everything else the feeds say comes from the history of the
 * show files (./announcements.ts); a note is for what no show file says ("The box office moves
 * for the summer").
 */
import { z } from 'zod';
import { isoLocalDateTime, nonEmpty, optionalHttpUrl } from '../../content/schema-parts';

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

export type RawNewsNote = z.output<typeof newsNoteSchema>;

/**
 * What tells a note apart in the feeds: its date and its title make its key, and the key its Atom
 * id (lib/outputs/news/feeds.ts), which Atom requires to be unique.
 */
export function noteKey(note: Pick<RawNewsNote, 'date' | 'title'>): string {
  return `note/${note.date}/${note.title}`;
}

/**
 * The file is the list itself; it may be absent or empty. A note pasted twice would be two
 * entries with one id, so a second note with the first one's date and title is refused, naming
 * both.
 */
export const newsSchema = z.array(newsNoteSchema).superRefine((notes, ctx) => {
  const first = new Map<string, number>();
  notes.forEach((note, index) => {
    const key = noteKey(note);
    const earlier = first.get(key);
    if (earlier === undefined) {
      first.set(key, index);
      return;
    }
    ctx.addIssue({
      code: 'custom',
      path: [index],
      message: `has the same title and date as announcement ${earlier + 1} ("${note.title}", ${note.date}): a feed must tell its entries apart, so remove one or change its title`,
    });
  });
});
