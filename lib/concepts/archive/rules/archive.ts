/**
 * The series' memory (docs/archive.md): who appeared when, which works were performed and how
 * often, over every season. Pure functions of the shows and the ids they name; the facade
 * (lib/content/index.ts) indexes the archive once and pages read their part of it, so no page
 * carries more of the archive than it shows.
 */
import type { CreditRole, CreatorRole } from '../people-schema';
import { seasonYears, type SeasonId, isUpcoming, sortByDate, type Timing } from '../../seasons';
import {
  historyPlace,
  tallyPerformances,
  tookPlace,
  type CountedPerformance,
  type PerformanceTally,
} from './took-place';

/** One credit: who, in what role, and the instrument or part where it applies. */
export interface ArchiveCredit {
  person: string;
  role: CreditRole;
  part?: string;
}

/** What the archive reads of a show. */
export interface ArchiveShow extends Timing {
  name: string;
  season: SeasonId;
  /**
   * Every performance's local start "YYYY-MM-DDTHH:MM", its status, and who took part beyond the
   * show's people.
   */
  performances: ReadonlyArray<CountedPerformance & { people?: readonly ArchiveCredit[] }>;
  people: readonly ArchiveCredit[];
  works: readonly string[];
  digitalProgram?: { works: ReadonlyArray<{ work?: string }> };
}

/** What the archive reads of a work. */
export interface ArchiveWork {
  id: string;
  creators: ReadonlyArray<{ person: string; role: CreatorRole }>;
}

/** The works a show performed, by id: its `works`, then its program's linked lines, each once. */
export function worksOf(show: Pick<ArchiveShow, 'works' | 'digitalProgram'>): string[] {
  const ids = [...show.works, ...(show.digitalProgram?.works ?? []).flatMap((w) => w.work ?? [])];
  return [...new Set(ids)];
}

/** A role at a show: at every performance, or only at those `dates` lists (local starts). */
export interface AppearanceRole {
  role: CreditRole | CreatorRole;
  part?: string;
  dates?: string[];
}

/** One show a person took part in, with each of their roles there. */
export interface Appearance<S> {
  show: S;
  /** Their credits at the show; a composer whose work was played has the role "composer". */
  roles: AppearanceRole[];
}

/**
 * Each person's roles at a show: its own credits (every performance), its works' creators, then
 * its performances' own credits, each role once, with the dates of a role held only at some.
 */
export function rolesAtShow(
  show: Pick<ArchiveShow, 'people' | 'performances' | 'works' | 'digitalProgram'>,
  works: ReadonlyMap<string, ArchiveWork>,
): Map<string, AppearanceRole[]> {
  const roles = new Map<string, AppearanceRole[]>();
  const same = (a: AppearanceRole, b: AppearanceRole) => a.role === b.role && a.part === b.part;
  const add = (person: string, role: AppearanceRole, date?: string) => {
    const list = roles.get(person) ?? [];
    roles.set(person, list);
    const held = list.find((r) => same(r, role));
    if (!held) list.push(date === undefined ? role : { ...role, dates: [date] });
    else if (held.dates && date === undefined) delete held.dates;
    else if (held.dates && date !== undefined && !held.dates.includes(date)) held.dates.push(date);
  };
  const asRole = (credit: ArchiveCredit): AppearanceRole =>
    credit.part ? { role: credit.role, part: credit.part } : { role: credit.role };
  for (const credit of show.people) add(credit.person, asRole(credit));
  for (const id of worksOf(show)) {
    for (const creator of works.get(id)?.creators ?? [])
      add(creator.person, { role: creator.role });
  }
  for (const performance of [...show.performances].sort((a, b) => a.date.localeCompare(b.date))) {
    for (const credit of performance.people ?? [])
      add(credit.person, asRole(credit), performance.date);
  }
  return roles;
}

/** The shows each person appears in, by person id, oldest first: as credited, or as a work's creator. */
export function appearancesByPerson<S extends ArchiveShow>(
  shows: readonly S[],
  works: ReadonlyMap<string, ArchiveWork>,
): Map<string, Array<Appearance<S>>> {
  const index = new Map<string, Array<Appearance<S>>>();
  for (const show of sortByDate(shows)) {
    for (const [person, list] of rolesAtShow(show, works)) {
      const appearances = index.get(person) ?? [];
      appearances.push({ show, roles: list });
      index.set(person, appearances);
    }
  }
  return index;
}

/** The shows each work was performed at, by work id, oldest first. */
export function performancesByWork<S extends ArchiveShow>(shows: readonly S[]): Map<string, S[]> {
  const index = new Map<string, S[]>();
  for (const show of sortByDate(shows)) {
    for (const id of worksOf(show)) {
      const list = index.get(id) ?? [];
      list.push(show);
      index.set(id, list);
    }
  }
  return index;
}

/** A count by id, for the lists of the most performed and most seen. */
export interface Tally {
  id: string;
  count: number;
}

/**
 * The `limit` ids with the highest counts, highest first; equal counts in id order, so the list is
 * the same at every build. Ids counted zero times are left out.
 */
export function topTallies(counts: ReadonlyMap<string, number>, limit: number): Tally[] {
  return [...counts]
    .filter(([, count]) => count > 0)
    .map(([id, count]) => ({ id, count }))
    .sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, Math.max(0, limit));
}

/**
 * How many performances of each work took place by `today` (./took-place.ts): a run of three
 * performances counts three; one still to come, cancelled or postponed counts nothing.
 */
export function workPerformanceCounts(
  shows: readonly ArchiveShow[],
  today: string,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const show of shows) {
    const held = show.performances.filter((p) => tookPlace(p, today)).length;
    if (held === 0) continue;
    for (const id of worksOf(show)) counts.set(id, (counts.get(id) ?? 0) + held);
  }
  return counts;
}

/** Performances of each composer's works, from the works' counts. */
export function composerPerformanceCounts(
  workCounts: ReadonlyMap<string, number>,
  works: ReadonlyMap<string, ArchiveWork>,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [id, count] of workCounts) {
    const composers = new Set(
      (works.get(id)?.creators ?? []).filter((c) => c.role === 'composer').map((c) => c.person),
    );
    for (const person of composers) counts.set(person, (counts.get(person) ?? 0) + count);
  }
  return counts;
}

/**
 * How many shows each person was credited at by `today`: a show counts once when a performance
 * they were credited at took place (./took-place.ts); a work's creator is not an appearance on
 * stage.
 */
export function appearanceCounts(
  shows: readonly ArchiveShow[],
  today: string,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const show of shows) {
    const held = show.performances.filter((p) => tookPlace(p, today));
    if (held.length === 0) continue;
    const credited = [...show.people, ...held.flatMap((p) => p.people ?? [])];
    for (const person of new Set(credited.map((credit) => credit.person))) {
      counts.set(person, (counts.get(person) ?? 0) + 1);
    }
  }
  return counts;
}

/** The decade a season starts in: "1936-37" → 1930, "2029-30" → 2020. */
export function decadeOf(season: SeasonId): number {
  const year = Number(season.slice(0, 4));
  return year - (year % 10);
}

/** "1930s" */
export function decadeLabel(decade: number): string {
  return `${decade}s`;
}

/** A show in the history, with how many of its performances took place, are to come, were called off. */
export interface HistoryEntry<S> {
  show: S;
  tally: PerformanceTally;
}

export interface DecadeGroup<S> {
  decade: number;
  /** Each season's shows that took place or were called off, in date order. */
  seasons: Array<{ id: SeasonId; shows: Array<HistoryEntry<S>> }>;
  /** Performances that took place in the decade's seasons. */
  performanceCount: number;
}

/**
 * The archive by decade, then season, oldest first, the shows in date order: those of which a
 * performance took place by `today`, and those called off (./took-place.ts historyPlace). A show
 * still to come is in no season yet, and a decade or season with none of these is left out.
 */
export function byDecade<S extends ArchiveShow>(
  shows: readonly S[],
  today: string,
): Array<DecadeGroup<S>> {
  const seasons = new Map<SeasonId, Array<HistoryEntry<S>>>();
  for (const show of sortByDate(shows)) {
    const tally = tallyPerformances(show.performances, today);
    const place = historyPlace(tally);
    if (place !== 'tookPlace' && place !== 'calledOff') continue;
    const list = seasons.get(show.season) ?? [];
    list.push({ show, tally });
    seasons.set(show.season, list);
  }
  const decades = new Map<number, DecadeGroup<S>>();
  for (const id of [...seasons.keys()].sort()) {
    const list = seasons.get(id) ?? [];
    const decade = decadeOf(id);
    const group = decades.get(decade) ?? { decade, seasons: [], performanceCount: 0 };
    group.seasons.push({ id, shows: list });
    group.performanceCount += list.reduce((sum, entry) => sum + entry.tally.tookPlace, 0);
    decades.set(decade, group);
  }
  return [...decades.values()].sort((a, b) => a.decade - b.decade);
}

/** The first season of which a performance took place by `today`: where the record starts. */
export function firstSeason(shows: readonly ArchiveShow[], today: string): SeasonId | undefined {
  let first: SeasonId | undefined;
  for (const show of shows) {
    if (first !== undefined && show.season >= first) continue;
    if (show.performances.some((p) => tookPlace(p, today))) first = show.season;
  }
  return first;
}

/**
 * What the masthead adds to the series' tagline: " since the 2023–24 season", from the record's
 * first season (firstSeason), never a year typed into content; nothing before the first.
 */
export function sinceWords(first: SeasonId | undefined): string {
  return first === undefined ? '' : ` since the ${seasonYears(first)} season`;
}

/**
 * The shows with a performance still to come on `today` (neither cancelled nor postponed), or
 * under way, in date order: what the history lists apart, as coming up. A festival is one
 * performance on its first day (lib/concepts/shows/performances.ts), which has taken place once
 * that day is over, but it runs until its last day (../../seasons/rules/upcoming.ts isUpcoming).
 */
export function comingUp<S extends ArchiveShow>(shows: readonly S[], today: string): S[] {
  return sortByDate(shows).filter((show) => {
    const tally = tallyPerformances(show.performances, today);
    return tally.upcoming > 0 || (tally.tookPlace > 0 && isUpcoming(show, today));
  });
}
