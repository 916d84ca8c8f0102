/**
 * Calendar revisions counted from a file's versions (docs/rules/calendars.md#calendar-revisions):
 * every change of an entry's date, time, venue or status from one version to the next raises its
 * revision by one, on top of the highest `revision` the file itself ever gave it. The versions come
 * from the repository history (./versions.ts); this module only compares them, so it needs no git.
 */

/** One dated entry of one version of a file: a show, a performance of a run, an education event. */
interface Entry {
  /** What the entry is across versions (its calendar identity). */
  key: string;
  /** Where its own `revision` sits in this version: "revision", "performances[2].revision". */
  field: string;
  /** What calendar apps must hear about, as one comparable string. */
  watched: string;
  /** The `revision` the file writes, when it writes one. */
  revision: number | undefined;
}

/** The effective revisions of the newest version, by entry key, and the problems found. */
export interface CountedRevisions {
  revisions: Map<string, number>;
  problems: Array<{ field: string; message: string; value: number }>;
}

type Json = Record<string, unknown>;

function record(value: unknown): Json | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Json)
    : undefined;
}

function list(value: unknown): Json[] {
  return Array.isArray(value) ? value.map((item) => record(item) ?? {}) : [];
}

function explicitRevision(entry: Json): number | undefined {
  return typeof entry.revision === 'number' ? entry.revision : undefined;
}

/**
 * A performance keeps its identity while its date moves as long as it says where it came from:
 * the key is its `previousDate` when rescheduled, else its date, as its calendar UID is
 * (lib/outputs/calendar/ical.ts `performanceCalendarEvent`).
 */
export function performanceKey(performance: { date?: unknown; previousDate?: unknown }): string {
  return `performance ${String(performance.previousDate ?? performance.date)}`;
}

/** An education event's identity, as its calendar UID (lib/concepts/shows/rules/slug.ts `educationEventSlug`). */
export function educationEventKey(event: {
  date?: unknown;
  previousDate?: unknown;
  name?: unknown;
}): string {
  const day = typeof event.previousDate === 'string' ? event.previousDate.slice(0, 10) : event.date;
  return `event ${String(day)} ${String(event.name)}`;
}

export const SHOW_KEY = 'show';

/** A show file's entries: the show (its schedule included, for a festival's screenings) and each performance. */
export function showEntries(data: unknown): Entry[] {
  const show = record(data);
  if (!show) return [];
  const entries: Entry[] = [
    {
      key: SHOW_KEY,
      field: 'revision',
      watched: JSON.stringify([
        show.date,
        show.endDate ?? null,
        show.status ?? 'scheduled',
        show.previousDate ?? null,
        show.location,
        show.schedule ?? null,
      ]),
      revision: explicitRevision(show),
    },
  ];
  list(show.performances).forEach((p, index) => {
    entries.push({
      key: performanceKey(p),
      field: `performances[${index}].revision`,
      watched: JSON.stringify([p.date, p.status ?? null, p.previousDate ?? null]),
      revision: explicitRevision(p),
    });
  });
  return entries;
}

/** content/education.json's entries: each event. */
export function educationEntries(data: unknown): Entry[] {
  return list(record(data)?.events).map((event, index) => ({
    key: educationEventKey(event),
    field: `events[${index}].revision`,
    watched: JSON.stringify([
      event.date,
      event.time,
      event.endTime ?? null,
      event.location,
      event.room ?? null,
      event.status ?? 'scheduled',
      event.previousDate ?? null,
    ]),
    revision: explicitRevision(event),
  }));
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A version that did not parse was never built; the next one is compared with the last good one.
    return undefined;
  }
}

/**
 * Counts over `versions` (oldest first, the file as it is now last). An entry's revision is the
 * highest `revision` any version wrote for it plus the number of versions in which what it
 * watches changed, so it never goes down while versions are added; a newest version that writes a
 * lower `revision` than an earlier one did is a problem (a file that stops writing it is not: the
 * editor no longer shows the field).
 */
export function countRevisions(
  versions: readonly string[],
  entriesOf: (data: unknown) => Entry[],
): CountedRevisions {
  const state = new Map<string, { watched: string; changes: number; highest: number }>();
  const problems: CountedRevisions['problems'] = [];
  let newest: Entry[] = [];
  versions.forEach((text, index) => {
    const data = parse(text);
    if (data === undefined) return;
    const entries = entriesOf(data);
    const last = index === versions.length - 1;
    for (const entry of entries) {
      const known = state.get(entry.key);
      if (!known) {
        state.set(entry.key, { watched: entry.watched, changes: 0, highest: entry.revision ?? 0 });
        continue;
      }
      if (known.watched !== entry.watched) known.changes += 1;
      known.watched = entry.watched;
      if (last && entry.revision !== undefined && entry.revision < known.highest) {
        problems.push({
          field: entry.field,
          value: entry.revision,
          message: `is lower than the ${known.highest} the file had before: a revision never goes down (calendar apps would ignore the change); remove the field, or give ${known.highest} or more`,
        });
      }
      known.highest = Math.max(known.highest, entry.revision ?? 0);
    }
    if (last) newest = entries;
  });
  const revisions = new Map<string, number>();
  for (const entry of newest) {
    const known = state.get(entry.key);
    if (known) revisions.set(entry.key, known.highest + known.changes);
  }
  return { revisions, problems };
}
