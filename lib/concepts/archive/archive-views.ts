/**
 * The archive as pages show it (docs/archive.md): a show's people and works with their names and
 * addresses, and the history's lists. Reshaped once here from the ids content writes, so a
 * component draws names and links and never looks an id up.
 */
import {
  appearanceCounts,
  byDecade,
  comingUp,
  composerPerformanceCounts,
  firstSeason,
  topTallies,
  workPerformanceCounts,
  worksOf,
  type Appearance,
  type ArchiveCredit,
  type DecadeGroup,
} from './rules/archive';
import { performancesAttended, tallyPerformances, type PerformanceTally } from './rules/took-place';
import type { SeasonId } from '../seasons';
import type { CreatorRole, CreditRole, PersonKind, WorkKind } from './people-schema';
import type { Person, Show, Work } from '../../content/types';

export interface PersonRef {
  id: string;
  name: string;
  url: string;
  kind: PersonKind;
}

export interface CreditView {
  person: PersonRef;
  role: CreditRole;
  part?: string;
  /** The performances (local starts) of a credit held only at some; absent: at every one. */
  dates?: string[];
}

export interface WorkRef {
  id: string;
  title: string;
  url: string;
  kind: WorkKind;
  year?: number;
  wikidata?: string;
  creators: Array<{ person: PersonRef; role: CreatorRole }>;
}

/** A show's linked people, then its works, as the show names them. */
export interface ShowCredits {
  people: CreditView[];
  works: WorkRef[];
}

type People = ReadonlyMap<string, Person>;
type Works = ReadonlyMap<string, Work>;

export function personRef(person: Person): PersonRef {
  return { id: person.id, name: person.name, url: person.url, kind: person.kind };
}

export function workRef(work: Work, people: People): WorkRef {
  return {
    id: work.id,
    title: work.title,
    url: work.url,
    kind: work.kind,
    ...(work.year !== undefined ? { year: work.year } : {}),
    ...(work.wikidata ? { wikidata: work.wikidata } : {}),
    creators: work.creators.flatMap((creator) => {
      const person = people.get(creator.person);
      return person ? [{ person: personRef(person), role: creator.role }] : [];
    }),
  };
}

/**
 * The show's people and works by name (ids the loader checked; an unknown one is left out): its
 * own credits, then those of its performances, each with the performances it was held at.
 */
export function showCredits(show: Show, people: People, works: Works): ShowCredits {
  const dated = new Map<string, { credit: ArchiveCredit; dates: string[] }>();
  for (const performance of show.performances) {
    for (const credit of performance.people) {
      const key = `${credit.person}\n${credit.role}\n${credit.part ?? ''}`;
      const entry = dated.get(key) ?? { credit, dates: [] };
      entry.dates.push(performance.date);
      dated.set(key, entry);
    }
  }
  const view = (credit: ArchiveCredit, dates?: string[]): CreditView[] => {
    const person = people.get(credit.person);
    if (!person) return [];
    return [
      {
        person: personRef(person),
        role: credit.role,
        ...(credit.part ? { part: credit.part } : {}),
        ...(dates ? { dates } : {}),
      },
    ];
  };
  return {
    people: [
      ...show.people.flatMap((credit) => view(credit)),
      ...[...dated.values()].flatMap(({ credit, dates }) => view(credit, dates.sort())),
    ],
    works: worksOf(show).flatMap((id) => {
      const work = works.get(id);
      return work ? [workRef(work, people)] : [];
    }),
  };
}

/** A program line about someone, by name, linked to their page when content picked them. */
export interface ProgramPersonLine {
  name: string;
  role: string;
  url?: string;
}

/** A program as its pages print it: works, cast and credits by name, never by id, and notes. */
export interface ProgramView {
  works: Array<{
    title: string;
    url?: string;
    composer?: string;
    durationMinutes?: number;
    detail?: string;
  }>;
  cast: ProgramPersonLine[];
  credits: ProgramPersonLine[];
  /** The program notes (sanitised HTML). */
  notes?: string;
}

/**
 * A show's program with names and addresses (ids the loader checked), or nothing when the show
 * has none. A line that picks a person takes their name from People; a picked work's "composer or
 * author", when the line leaves it out, is the work's creators from Works.
 */
export function programView(show: Show, people: People, works: Works): ProgramView | undefined {
  const program = show.digitalProgram;
  if (!program) return undefined;
  const personLine = (line: { person?: string; name?: string; role: string }) => {
    const person = line.person === undefined ? undefined : people.get(line.person);
    return person
      ? { name: person.name, role: line.role, url: person.url }
      : { name: line.name ?? line.person ?? '', role: line.role };
  };
  return {
    works: program.works.map(({ work: id, composer, ...line }) => {
      const work = id === undefined ? undefined : works.get(id);
      const creators = work?.creators.flatMap((creator) => people.get(creator.person)?.name ?? []);
      const named = composer ?? (creators?.length ? creators.join(' and ') : undefined);
      return { ...line, ...(work ? { url: work.url } : {}), ...(named ? { composer: named } : {}) };
    }),
    cast: program.cast.map(personLine),
    credits: program.credits.map(personLine),
    ...(program.notes ? { notes: program.notes } : {}),
  };
}

export interface HistoryView {
  /** The first season of which a performance took place: where the record starts. */
  firstSeason?: SeasonId;
  /** What took place or was called off, by decade and season. */
  decades: Array<DecadeGroup<Show>>;
  /** The shows with a performance still to come, in date order. */
  comingUp: Show[];
  /** The counts below are of performances that took place (rules/took-place.ts). */
  topWorks: Array<{ work: WorkRef; count: number }>;
  topComposers: Array<{ person: PersonRef; count: number }>;
  topPeople: Array<{ person: PersonRef; count: number }>;
}

/**
 * The history page's contents on `today` (docs/rules/seasons.md#what-the-history-counts): the
 * archive by decade, what is coming up, and the `limit` most performed and seen.
 */
export function historyView(
  shows: readonly Show[],
  people: People,
  works: Works,
  limit: number,
  today: string,
): HistoryView {
  const workCounts = workPerformanceCounts(shows, today);
  const withPerson = ({ id, count }: { id: string; count: number }) => {
    const person = people.get(id);
    return person ? [{ person: personRef(person), count }] : [];
  };
  const first = firstSeason(shows, today);
  return {
    ...(first !== undefined ? { firstSeason: first } : {}),
    decades: byDecade(shows, today),
    comingUp: comingUp(shows, today),
    topWorks: topTallies(workCounts, limit).flatMap(({ id, count }) => {
      const work = works.get(id);
      return work ? [{ work: workRef(work, people), count }] : [];
    }),
    topComposers: topTallies(composerPerformanceCounts(workCounts, works), limit).flatMap(
      withPerson,
    ),
    topPeople: topTallies(appearanceCounts(shows, today), limit).flatMap(withPerson),
  };
}

/**
 * One show on a person's page: their roles there, the works performed, and how the performances
 * they were credited at stand on the build day.
 */
export interface AppearanceView {
  show: Show;
  roles: Appearance<Show>['roles'];
  works: WorkRef[];
  tally: PerformanceTally;
}

export function appearanceViews(
  appearances: ReadonlyArray<Appearance<Show>>,
  people: People,
  works: Works,
  today: string,
): AppearanceView[] {
  return appearances.map(({ show, roles }) => ({
    show,
    roles,
    works: showCredits(show, people, works).works,
    tally: tallyPerformances(performancesAttended(show.performances, roles), today),
  }));
}

/** One show on a work's page: who performed it there, and how its performances stand. */
export interface PerformanceView {
  show: Show;
  people: CreditView[];
  tally: PerformanceTally;
}

export function performanceViews(
  shows: readonly Show[],
  people: People,
  works: Works,
  today: string,
): PerformanceView[] {
  return shows.map((show) => ({
    show,
    people: showCredits(show, people, works).people,
    tally: tallyPerformances(show.performances, today),
  }));
}
