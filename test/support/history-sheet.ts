// A fictional performance history shaped like a real orchestra's archive, written as the history
// import's CSV (docs/archive.md#import), for the import benchmark (bench/import.ts) and the import's
// end-to-end test: programs repeated on 1–4 nights, a resident orchestra in most concerts with a
// principal conductor per era and guest conductors, hundreds of guest artists and composers, a
// repertoire whose favourites come back often, several halls of which some closed long ago (one of
// them written two ways, merged by the mapping file it returns), now and then a soloist on one
// night only and a name written "Last, First". Deterministic: the same options give the same sheet.

import { FIRST_NAMES, GROUPS, LAST_NAMES, PLACES } from './name-pools';

export interface HistorySheetOptions {
  /** Stop after the concert that reaches this many rows. */
  rows: number;
  /** Stop too after the program that reaches this many concerts (bench/archive-build.ts). */
  concerts?: number;
  /** Halls the site has (their names as venues.json writes them); used from the archive's middle on. */
  currentHalls: readonly string[];
  /** Write the program column (the archive's own program id); else runs come from the 14-day rule. */
  programColumn?: boolean;
  /** First season's start year. */
  firstYear?: number;
  seed?: number;
}

export interface HistorySheet {
  csv: string;
  /** The mapping file that merges the hall written two ways. */
  venueMap: string;
  rows: number;
  concerts: number;
  programs: number;
}

const FORMS = [
  'Symphony',
  'Piano Concerto',
  'Violin Concerto',
  'Overture',
  'Suite',
  'Serenade',
  'Tone Poem',
  'Sinfonietta',
  'Cello Concerto',
  'Variations',
];

/** Halls the series left, with their towns; the first is written two ways in the sheet. */
const PAST_HALLS: ReadonlyArray<{ name: string; city: string; variant?: string }> = [
  { name: 'Larkfield Music Hall', city: 'Ridgeline', variant: 'Larkfield Hall' },
  { name: 'Ridgeline Armory', city: 'Ridgeline' },
  { name: 'Grange Hall', city: 'Millbrook' },
];

const RESIDENT = 'Ridgeline Philharmonic';
const CONCERTS_PER_SEASON = 220;
/** Days from the season's first concert (September 20) to its last (late May). */
const SEASON_DAYS = 250;

/** mulberry32: a small seeded generator, so the sheet is the same on every machine. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** "Ada Abernathy", then with a middle initial once the plain names run out: "Ada B. Abernathy". */
function nameOf(i: number): string {
  const first = FIRST_NAMES[i % FIRST_NAMES.length]!;
  const last = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]!;
  const round = Math.floor(i / (FIRST_NAMES.length * LAST_NAMES.length));
  return round === 0
    ? `${first} ${last}`
    : `${first} ${String.fromCharCode(65 + ((round - 1) % 26))}. ${last}`;
}

/** A CSV field, quoted when it must be. */
const field = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export function historySheet(options: HistorySheetOptions): HistorySheet {
  const next = random(options.seed ?? 1);
  const int = (n: number) => Math.floor(next() * n);
  /** A skewed pick: low indexes (the favourites) far more often. */
  const favourite = (n: number) => Math.floor(n * next() ** 2.5);
  const composers = Array.from({ length: 240 }, (_, i) => nameOf(900 + i * 7));
  const works = Array.from({ length: 1500 }, (_, i) => ({
    title: `${FORMS[i % FORMS.length]} No. ${Math.floor(i / FORMS.length / 3) + 1}`,
    composer: composers[(i * 13) % composers.length]!,
  }));
  const guests = Array.from({ length: 700 }, (_, i) => nameOf(i * 3 + 1));
  const conductors = Array.from({ length: 90 }, (_, i) => nameOf(2400 + i * 11));
  const ensembles = Array.from(
    { length: 60 },
    (_, i) =>
      `${PLACES[i % PLACES.length]} ${GROUPS[Math.floor(i / PLACES.length) % GROUPS.length]}`,
  );
  const firstYear = options.firstYear ?? 1950;
  const header = ['season', 'date', 'venue', 'work', 'composer', 'performer', 'role', 'city'];
  if (options.programColumn !== false) header.push('program');
  const lines = [header.join(',')];
  let rows = 0;
  let concerts = 0;
  let programs = 0;

  const more = () => rows < options.rows && concerts < (options.concerts ?? Infinity);
  for (let season = 0; more(); season += 1) {
    const year = firstYear + season;
    const seasonId = `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
    // Past halls early on, the site's halls later, one past hall kept for small concerts.
    const halls: typeof PAST_HALLS =
      season < 12 || options.currentHalls.length === 0
        ? PAST_HALLS
        : [...options.currentHalls.map((name) => ({ name, city: '' })), PAST_HALLS[2]!];
    const principal = conductors[Math.floor(season / 10) % conductors.length]!;
    // Concerts fall from late September to late May, programs overlapping in several halls; no
    // two concerts share a hall at one time.
    const opening = Date.UTC(year, 8, 20);
    const taken = new Set<string>();
    let seasonConcerts = 0;
    while (seasonConcerts < CONCERTS_PER_SEASON && more()) {
      programs += 1;
      const program = `${year}-${programs}`;
      const resident = next() < 0.85;
      const hall = resident ? halls[0]! : halls[int(halls.length)]!;
      const performers: Array<[string, string]> = resident
        ? [
            [RESIDENT, 'ensemble'],
            [next() < 0.5 ? principal : conductors[int(conductors.length)]!, 'conductor'],
          ]
        : next() < 0.6
          ? [[ensembles[int(ensembles.length)]!, 'ensemble']]
          : [];
      const soloists = resident ? int(3) : performers.length === 0 ? 1 + int(2) : int(2);
      for (let s = 0; s < soloists; s += 1) {
        const guest = guests[favourite(guests.length)]!;
        // A few guests are written "Last, First", as sheets typed by hand have them.
        const space = guest.lastIndexOf(' ');
        performers.push([
          guest.endsWith('Zeller') && next() < 0.5
            ? `${guest.slice(space + 1)}, ${guest.slice(0, space)}`
            : guest,
          'soloist',
        ]);
      }
      const programWorks = [
        ...new Set(Array.from({ length: 2 + int(4) }, () => favourite(works.length))),
      ];
      const nights = resident ? 1 + int(4) : 1 + int(2);
      // One night may have a soloist of its own (a replacement, a guest on the last night).
      const extraNight = nights > 1 && next() < 0.1 ? int(nights) : -1;
      const extra = guests[int(guests.length)]!;
      const slots = (first: number) =>
        Array.from({ length: nights }, (_, n) => {
          const date = new Date(opening + (first + n) * 86_400_000).toISOString().slice(0, 10);
          return `${date} ${n === 1 && nights > 2 ? '14:00' : '20:00'}`;
        });
      let first = int(SEASON_DAYS - nights);
      for (
        let tries = 0;
        slots(first).some((slot) => taken.has(`${slot}@${hall.name}`));
        tries += 1
      ) {
        if (tries > SEASON_DAYS)
          throw new Error(`history sheet: no free nights in ${hall.name}, ${seasonId}`);
        first = (first + 1) % (SEASON_DAYS - nights);
      }
      slots(first).forEach((slot, n) => {
        taken.add(`${slot}@${hall.name}`);
        const venue = hall.variant && next() < 0.3 ? hall.variant : hall.name;
        const night: Array<[string, string]> =
          n === extraNight ? [...performers, [extra, 'soloist']] : performers;
        for (const w of programWorks) {
          const work = works[w]!;
          for (const [performer, role] of night.length > 0
            ? night
            : [['', 'performer'] as [string, string]]) {
            const cells: string[] = [
              seasonId,
              slot,
              venue,
              work.title,
              work.composer,
              performer,
              role,
              hall.city,
            ];
            if (options.programColumn !== false) cells.push(program);
            lines.push(cells.map(field).join(','));
            rows += 1;
          }
        }
        concerts += 1;
        seasonConcerts += 1;
      });
    }
  }
  const venueMap = ['name,venue', `${PAST_HALLS[0]!.variant},${PAST_HALLS[0]!.name}`].join('\n');
  return { csv: `${lines.join('\n')}\n`, venueMap: `${venueMap}\n`, rows, concerts, programs };
}
