/**
 * A resident ensemble's season at archive size, for the weight tests of the season pages
 * (lib/concepts/archive/rules/season-pages.ts): `count` shows that took place in one season, each
 * with its own title, day and three works, each with its composer, a run of `nights`
 * performances each, as the history import writes a real season (docs/archive.md#runs).
 */
import type {
  AppearanceView,
  CreditView,
  PerformanceView,
  WorkRef,
} from '@/lib/concepts/archive/build';
import type { SeasonId } from '@/lib/concepts/seasons';
import { formatDateLong, formatDateRange } from '@/lib/time/format';
import { makeShow } from '@/test/support/fixture-content';
import { FIRST_NAMES, LAST_NAMES } from '@/test/support/name-pools';

// Words drawn at random (seeded) so that the HTML compresses as a real season's does, not as one
// line repeated: titles, works and names differ from row to row.
const WORDS = (
  'amber autumn blue bright cedar dawn distant echo ember evening fable field glass golden ' +
  'harbor hidden hollow iron ivory lantern light long meadow midnight mountain north ocean ' +
  'open pale prairie quiet rain river rose salt shadow silver slow snow spring stone storm ' +
  'summer swift thunder tide velvet wild willow winter wood'
).split(' ');
const FORMS = ['Symphony', 'Serenade', 'Concerto', 'Overture', 'Suite', 'Nocturne', 'Fantasia'];
const KEYS = [
  'C major',
  'D minor',
  'E-flat major',
  'F-sharp minor',
  'G major',
  'A minor',
  'B-flat major',
];
/** A deterministic pick: the same index gives the same word. */
function pick<T>(list: readonly T[], index: number, salt: number): T {
  const mixed = Math.imul(index ^ (salt * 0x9e3779b1), 0x85ebca6b) >>> 0;
  return list[((mixed ^ (mixed >>> 13)) >>> 0) % list.length] as T;
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const nameOf = (index: number, salt: number) =>
  `${pick(FIRST_NAMES, index, salt)} ${pick(LAST_NAMES, index, salt + 1)}`;

/** The day of the `index`th show of a season starting in `year`: September to May. */
function dayOf(year: number, index: number, count: number): string {
  const start = Date.UTC(year, 8, 1);
  const span = Date.UTC(year + 1, 4, 31) - start;
  const at = new Date(start + Math.floor((span * index) / Math.max(count, 1)));
  return at.toISOString().slice(0, 10);
}

function workOf(index: number): WorkRef {
  const composer = nameOf(index, 7);
  const id = `work_${index}`;
  return {
    id,
    title: `${pick(FORMS, index, 3)} No. ${(index % 9) + 1} in ${pick(KEYS, index, 5)}, “${capital(pick(WORDS, index, 11))} ${capital(pick(WORDS, index, 13))}”`,
    url: `/works/${id}/`,
    kind: 'music',
    creators: [
      {
        person: {
          id: `composer_${index}`,
          name: composer,
          url: `/people/composer_${index}/`,
          kind: 'composer',
        },
        role: 'composer',
      },
    ],
  };
}

function showOf(season: SeasonId, index: number, count: number, nights: number) {
  const day = dayOf(Number(season.slice(0, 4)), index, count);
  const name = `season_concert_${season}_${index}`;
  const last = new Date(Date.parse(day) + (nights - 1) * 86_400_000).toISOString().slice(0, 10);
  return {
    ...makeShow({
      name,
      title: `${capital(pick(WORDS, index, 17))} ${capital(pick(WORDS, index, 19))}: ${pick(FORMS, index, 23)} for the ${capital(pick(WORDS, index, 29))}`,
      day,
      date: `${day}T19:30`,
      season,
      dateFormatted: nights > 1 ? formatDateRange(day, last) : formatDateLong(day),
    }),
    // The lists read a show's tally, not its performances.
    performances: [],
  };
}

/** A resident ensemble's `count` appearances in `season`, oldest first. */
export function seasonOfAppearances(season: SeasonId, count: number, nights = 1): AppearanceView[] {
  return Array.from({ length: count }, (_, index) => ({
    show: showOf(season, index, count, nights),
    roles: [{ role: 'performer' as const }],
    works: [workOf(index * 3), workOf(index * 3 + 1), workOf(index * 3 + 2)],
    tally: { tookPlace: nights, upcoming: 0, calledOff: 0 },
  }));
}

/**
 * A work's `count` performances in `season`, newest first: the resident orchestra, a soloist, and
 * `players` of the orchestra credited one by one (as an archive that lists its players does).
 */
export function seasonOfPerformances(
  season: SeasonId,
  count: number,
  nights = 1,
  players = 0,
): PerformanceView[] {
  const credit = (id: string, name: string, part?: string): CreditView => ({
    person: { id, name, url: `/people/${id}/`, kind: 'performer' },
    role: 'performer',
    ...(part ? { part } : {}),
  });
  return Array.from({ length: count }, (_, index) => ({
    show: showOf(season, index, count, nights),
    people: [
      {
        person: {
          id: 'orchestra',
          name: 'Ridgeline Symphony Orchestra',
          url: '/people/orchestra/',
          kind: 'ensemble' as const,
        },
        role: 'performer' as const,
      },
      credit(`soloist_${index}`, nameOf(index, 31), 'piano'),
      ...Array.from({ length: players }, (_, player) =>
        credit(
          `player_${player}`,
          nameOf(player, 37),
          pick(['violin', 'viola', 'cello'], player, 41),
        ),
      ),
    ],
    tally: { tookPlace: nights, upcoming: 0, calledOff: 0 },
  })).reverse();
}
