/**
 * The performance history as open data (docs/open-data.md): every performance of every show with
 * its works and performers, as JSON (nested, with the people and works it names) and as CSV (one
 * row per performance × work × performer, in the manner of the New York Philharmonic's data).
 */
import type { Person, Show, Work } from '../../content/types';
import { worksOf } from '../../concepts/archive';
import { absoluteUrl } from '../../site/paths';
import { CC0, HISTORY_JSON_VERSION, type HistoryDocument, type HistoryPerformance } from './schema';

interface Source {
  shows: readonly Show[];
  people: ReadonlyMap<string, Person>;
  works: ReadonlyMap<string, Work>;
  series: string;
  timeZone: string;
}

function performancesOf(show: Show, people: Source['people']): HistoryPerformance[] {
  const credited = (credit: Show['people'][number]) => ({
    person: credit.person,
    name: people.get(credit.person)?.name ?? credit.person,
    role: credit.role,
    part: credit.part ?? null,
  });
  const performers: HistoryPerformance['performers'] = [
    ...show.people.map(credited),
    ...show.performers.map((name) => ({ person: null, name, role: null, part: null })),
  ];
  const works = worksOf(show);
  return show.performances.map((performance) => ({
    id: `${show.name}@${performance.date}`,
    show: show.name,
    title: show.title,
    url: absoluteUrl(show.url),
    season: show.season,
    start: performance.date,
    venue: show.location,
    status: performance.status,
    works,
    // The show's people, then whoever took part in this performance only.
    performers: [...performers, ...performance.people.map(credited)],
  }));
}

export function historyDocument(source: Source): HistoryDocument {
  const performances = source.shows
    .flatMap((show) => performancesOf(show, source.people))
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const personIds = new Set<string>();
  const workIds = new Set<string>();
  for (const p of performances) {
    p.works.forEach((id) => workIds.add(id));
    p.performers.forEach((performer) => performer.person && personIds.add(performer.person));
  }
  for (const id of workIds) source.works.get(id)?.creators.forEach((c) => personIds.add(c.person));
  return {
    version: HISTORY_JSON_VERSION,
    ...CC0,
    series: source.series,
    timeZone: source.timeZone,
    performances,
    people: [...personIds].sort().flatMap((id) => {
      const person = source.people.get(id);
      if (!person) return [];
      return [
        {
          id,
          name: person.name,
          kind: person.kind,
          url: absoluteUrl(person.url),
          wikidata: person.wikidata ?? null,
          isni: person.isni ?? null,
          musicbrainz: person.musicbrainz ?? null,
        },
      ];
    }),
    works: [...workIds].sort().flatMap((id) => {
      const work = source.works.get(id);
      if (!work) return [];
      return [
        {
          id,
          title: work.title,
          kind: work.kind,
          year: work.year ?? null,
          url: absoluteUrl(work.url),
          wikidata: work.wikidata ?? null,
          creators: work.creators.map((c) => ({ person: c.person, role: c.role })),
        },
      ];
    }),
  };
}

/** The CSV's columns, in order; `license` repeats CC0 on every row so no copy loses it. */
export const HISTORY_CSV_COLUMNS = [
  'performance_id',
  'season',
  'start',
  'show',
  'title',
  'venue',
  'status',
  'work_id',
  'work_title',
  'composer',
  'performer_id',
  'performer',
  'role',
  'part',
  'license',
] as const;

/** One CSV field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One row per performance × work × performer; a performance lacking either still has its rows. */
export function historyCsv(document: HistoryDocument): string {
  const people = new Map(document.people.map((p) => [p.id, p]));
  const works = new Map(document.works.map((w) => [w.id, w]));
  const composerOf = (id: string) =>
    (works.get(id)?.creators ?? [])
      .filter((c) => c.role === 'composer')
      .map((c) => people.get(c.person)?.name ?? c.person)
      .join('; ');
  const lines = [HISTORY_CSV_COLUMNS.join(',')];
  for (const p of document.performances) {
    const workRows = p.works.length > 0 ? p.works : [null];
    const performerRows = p.performers.length > 0 ? p.performers : [null];
    for (const work of workRows) {
      for (const performer of performerRows) {
        const row = [
          p.id,
          p.season,
          p.start,
          p.show,
          p.title,
          p.venue,
          p.status,
          work ?? '',
          work ? (works.get(work)?.title ?? '') : '',
          work ? composerOf(work) : '',
          performer?.person ?? '',
          performer?.name ?? '',
          performer?.role ?? '',
          performer?.part ?? '',
          document.license,
        ];
        lines.push(row.map(csvField).join(','));
      }
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
