/**
 * What's new, made from the content's history (docs/rules/calendars.md#whats-new): each change
 * visitors care about between one version of a show file and the next becomes an announcement
 * dated by the commit that made it: a show announced (its first version), sold out, cancelled,
 * postponed, rescheduled (a new date) or moved (a new venue), for the show or one performance of
 * a run; and tickets on sale, dated by the sale's opening once it has passed. Staff's notes
 * (content/news.json) join them. Pure: the versions are read by ./versions.ts.
 *
 * Invariants: an announcement's key depends only on the content's history, never on the build,
 * so a feed reader sees each one once; old versions are read leniently (a version that no longer
 * parses, or lacks a field, says nothing rather than stopping the build).
 */
import { noteKey, type RawNewsNote } from './news-schema';
import type { Show } from '../../content/types';
import { formatDateTimeLong } from '../../time/format';
import { zonedToInstant } from '../../time/timezone';

/** One version of a file (read by ./versions.ts): its text and the date of the commit that made it. */
export interface DatedVersion {
  text: string;
  /** Commit date (ISO 8601); undefined for the file on disk when it differs from the last commit. */
  date?: string;
}

export type AnnouncementKind =
  'announced' | 'onSale' | 'soldOut' | 'cancelled' | 'postponed' | 'rescheduled' | 'moved' | 'note';

export interface Announcement {
  /** Stable across builds: the feeds' entry ids are made from it. */
  key: string;
  kind: AnnouncementKind;
  /** "Sold out: Winter Lights" */
  title: string;
  /** Plain text, a sentence or two. */
  text: string;
  /** When it was announced. */
  date: Date;
  /** The show's page name, when it is about a show. */
  show?: string;
  /** An outside link (a staff note's). */
  link?: string;
}

export interface HistoryOptions {
  timeZone: string;
  /** A venue's name by its id, for "moved"; undefined for an id no longer known. */
  venueName: (id: string) => string | undefined;
  /** The date of a version no commit dates (a build without history, an uncommitted edit). */
  undatedAt: Date;
  /** The build's clock: a sale that has not opened yet is not news. */
  now: Date;
}

type Json = Record<string, unknown>;

interface Dated {
  date: Date;
  /** "c" + the commit date, or "u" for an undated version: part of the keys. */
  stamp: string;
}

/** What an announcement reads from one version of a show or performance. */
interface Facts {
  title: string;
  date?: string;
  location?: string;
  status: string;
}

function record(value: unknown): Json | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Json)
    : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function parse(version: DatedVersion): Json | undefined {
  try {
    return record(JSON.parse(version.text.replace(/^\uFEFF/, '')));
  } catch {
    return undefined;
  }
}

function when(local: string | undefined): string {
  if (!local) return 'a date to be announced';
  try {
    return formatDateTimeLong(local);
  } catch {
    return local;
  }
}

/** The key of a performance across versions, as its calendar identity (./revisions.ts). */
function performanceKey(performance: Json): string | undefined {
  return text(performance.previousDate) ?? text(performance.date);
}

function performances(show: Json): Map<string, Json> {
  const list = Array.isArray(show.performances) ? show.performances : [];
  const byKey = new Map<string, Json>();
  for (const item of list) {
    const performance = record(item);
    const key = performance && performanceKey(performance);
    if (performance && key) byKey.set(key, performance);
  }
  return byKey;
}

/**
 * The announcements of one change, from `before` to `after` (the same show, or the same
 * performance with the show's title): a status that now says sold out, cancelled or postponed,
 * a new date, a new venue. Going back to scheduled (tickets returned) is not announced.
 */
function changes(
  before: Facts,
  after: Facts,
  options: HistoryOptions,
): Array<Pick<Announcement, 'kind' | 'title' | 'text'>> {
  const found: Array<Pick<Announcement, 'kind' | 'title' | 'text'>> = [];
  const name = after.title;
  if (after.status !== before.status) {
    if (after.status === 'soldOut') {
      found.push({
        kind: 'soldOut',
        title: `Sold out: ${name}`,
        text: `${name} on ${when(after.date)} is sold out. Returned tickets are sometimes available from the box office.`,
      });
    } else if (after.status === 'cancelled') {
      found.push({
        kind: 'cancelled',
        title: `Cancelled: ${name}`,
        text: `${name} on ${when(after.date)} is cancelled. Tickets are refunded.`,
      });
    } else if (after.status === 'postponed') {
      found.push({
        kind: 'postponed',
        title: `Postponed: ${name}`,
        text: `${name}, announced for ${when(after.date)}, is postponed; the new date will be announced. Tickets are honored on the new date.`,
      });
    }
  }
  const calledOff = after.status === 'cancelled' || after.status === 'postponed';
  if (after.date && before.date && after.date !== before.date && !calledOff) {
    found.push({
      kind: 'rescheduled',
      title: `Rescheduled: ${name}`,
      text: `${name} moves from ${when(before.date)} to ${when(after.date)}.`,
    });
  }
  if (after.location && before.location && after.location !== before.location && !calledOff) {
    const venue = options.venueName(after.location) ?? after.location;
    found.push({
      kind: 'moved',
      title: `New venue: ${name}`,
      text: `${name} on ${when(after.date)} moves to ${venue}.`,
    });
  }
  return found;
}

function showFacts(data: Json, fallbackTitle: string): Facts {
  return {
    title: text(data.title) ?? fallbackTitle,
    date: text(data.date),
    location: text(data.location),
    status: text(data.status) ?? 'scheduled',
  };
}

/** A performance's facts: its own date and status; the show's title, venue and called-off status. */
function performanceFacts(show: Facts, performance: Json): Facts {
  const own = text(performance.status) ?? 'scheduled';
  const date = text(performance.date);
  const day = date ? when(date) : '';
  return {
    title: day ? `${show.title}, ${day}` : show.title,
    date,
    location: show.location,
    status: show.status === 'scheduled' || show.status === 'rescheduled' ? own : show.status,
  };
}

/** The public sales of a show that have opened by `now`, one per distinct opening. */
function saleOpenings(show: Show, announcedAt: Date, now: Date): Announcement[] {
  const openings = new Set(
    show.performances
      .map((performance) => performance.onSaleInstant)
      .filter((instant): instant is string => instant !== undefined),
  );
  return (
    [...openings]
      .map((instant) => new Date(instant))
      .filter((opening) => opening.getTime() <= now.getTime())
      // A sale open before the show was announced is part of the announcement, not news after it.
      .filter((opening) => opening.getTime() >= announcedAt.getTime())
      .map((opening) => ({
        key: `on-sale/${show.name}/${opening.toISOString()}`,
        kind: 'onSale' as const,
        title: `On sale: ${show.title}`,
        text: `Tickets for ${show.title} (${show.dateFormatted}) are on sale.`,
        date: opening,
        show: show.name,
      }))
  );
}

/**
 * A show's announcements from its file's versions, oldest first (with no dated version, as in a
 * build without history, the current file is its only version, announced at `undatedAt`).
 */
export function showAnnouncements(
  show: Show,
  versions: readonly DatedVersion[],
  options: HistoryOptions,
): Announcement[] {
  const parsed = versions
    .map((version) => ({ data: parse(version), version }))
    .filter((item): item is { data: Json; version: DatedVersion } => item.data !== undefined)
    .map(({ data, version }) => ({
      data,
      dated: version.date
        ? { date: new Date(version.date), stamp: `c${new Date(version.date).toISOString()}` }
        : { date: options.undatedAt, stamp: 'u' },
    }));
  const first = parsed[0];
  if (!first) return [];
  const announcements: Announcement[] = [];
  const add = (dated: Dated, scope: string, found: ReturnType<typeof changes>) => {
    for (const item of found) {
      announcements.push({
        ...item,
        key: `${item.kind}/${show.name}${scope}/${dated.stamp}`,
        date: dated.date,
        show: show.name,
      });
    }
  };

  const opening = showFacts(first.data, show.title);
  announcements.push({
    key: `announced/${show.name}`,
    kind: 'announced',
    title: `Announced: ${opening.title}`,
    text: `${opening.title}: ${when(opening.date)}${
      opening.location ? `, ${options.venueName(opening.location) ?? opening.location}` : ''
    }.`,
    date: first.dated.date,
    show: show.name,
  });

  for (let i = 1; i < parsed.length; i++) {
    const before = parsed[i - 1]!;
    const after = parsed[i]!;
    const showBefore = showFacts(before.data, show.title);
    const showAfter = showFacts(after.data, show.title);
    // A run's date is its first performance's: the performance's own change announces it.
    const run = performances(after.data).size > 1;
    add(
      after.dated,
      '',
      changes(showBefore, showAfter, options).filter(
        (item) => !(run && item.kind === 'rescheduled'),
      ),
    );
    // A performance of a run: its own status and date; a show-wide change is announced once.
    const earlier = performances(before.data);
    for (const [key, performance] of performances(after.data)) {
      const previous = earlier.get(key);
      if (!previous) continue;
      const own = changes(
        performanceFacts({ ...showBefore, status: 'scheduled' }, previous),
        performanceFacts({ ...showAfter, status: 'scheduled' }, performance),
        { ...options, venueName: () => undefined },
      ).filter((item) => item.kind !== 'moved');
      add(after.dated, `/${key}`, own);
    }
  }
  return [...announcements, ...saleOpenings(show, first.dated.date, options.now)];
}

/** A staff note (content/news.json) as an announcement, dated on the venue's clock. */
export function noteAnnouncement(note: RawNewsNote, timeZone: string): Announcement {
  return {
    key: noteKey(note),
    kind: 'note',
    title: note.title,
    text: note.text,
    date: zonedToInstant(note.date, timeZone),
    ...(note.link ? { link: note.link } : {}),
  };
}

/** Announcements newest first (ties by key, so the order never depends on the build), at most `limit`. */
export function newestFirst(announcements: readonly Announcement[], limit: number): Announcement[] {
  return [...announcements]
    .sort((a, b) => b.date.getTime() - a.date.getTime() || a.key.localeCompare(b.key))
    .slice(0, limit);
}
