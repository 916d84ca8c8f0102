// The people and works of the scale benchmark's fictional history (bench/scale.ts --history,
// docs/archive.md): a pool of made-up performers, ensembles and composers and a repertoire of
// made-up works, in the proportions the issue measured at archive size (about 8,000 people and
// 5,000 works for 3,000 shows), and each synthetic show's credits drawn from them so that some
// people and works come back season after season (the history page's lists have something to
// rank). Deterministic: the same count gives the same files.

import { FIRST_NAMES, GROUPS, LAST_NAMES, PLACES } from './name-pools';

const FORMS = [
  'Sonata',
  'Suite',
  'Nocturne',
  'Fantasia',
  'Serenade',
  'Overture',
  'Quartet',
  'Elegy',
];
const KEYS = ['in A', 'in B-flat', 'in C', 'in D minor', 'in E-flat', 'in F', 'in G minor'];

/** Composers are this share of the people; the rest perform. */
const COMPOSER_SHARE = 0.1;
/** The regulars: this share of performers and works come back again and again. */
const REGULAR_SHARE = 0.05;

export interface HistoryPools {
  people: Map<string, { name: string; kind: string }>;
  works: Map<string, { title: string; kind: 'music'; year: number; creators: object[] }>;
  performers: string[];
  ensembles: string[];
  workIds: string[];
}

/** The pools for an archive of `shows` shows: about 8/3 people and 5/3 works per show. */
export function historyPools(shows: number): HistoryPools {
  const peopleCount = Math.max(4, Math.round((shows * 8) / 3));
  const workCount = Math.max(2, Math.round((shows * 5) / 3));
  const composerCount = Math.max(1, Math.round(peopleCount * COMPOSER_SHARE));
  const people = new Map<string, { name: string; kind: string }>();
  const performers: string[] = [];
  const ensembles: string[] = [];
  const composers: string[] = [];
  for (let i = 0; i < peopleCount; i += 1) {
    const id = `hp_${i}`;
    if (i < composerCount) {
      people.set(id, { name: personName(i), kind: 'composer' });
      composers.push(id);
    } else if (i % 4 === 0) {
      const name = `${PLACES[i % PLACES.length]} ${GROUPS[Math.floor(i / 7) % GROUPS.length]} ${Math.floor(i / 42) + 1}`;
      people.set(id, { name, kind: 'ensemble' });
      ensembles.push(id);
    } else {
      people.set(id, { name: personName(i), kind: 'performer' });
      performers.push(id);
    }
  }
  const works: HistoryPools['works'] = new Map();
  for (let w = 0; w < workCount; w += 1) {
    const composer = composers[(w * 7) % composers.length]!;
    const title = `${FORMS[w % FORMS.length]} No. ${Math.floor(w / FORMS.length) + 1} ${KEYS[w % KEYS.length]}`;
    works.set(`hw_${w}`, {
      title,
      kind: 'music',
      year: 1700 + ((w * 37) % 320),
      creators: [{ person: composer, role: 'composer' }],
    });
  }
  return { people, works, performers, ensembles, workIds: [...works.keys()] };
}

function personName(i: number): string {
  const first = FIRST_NAMES[i % FIRST_NAMES.length]!;
  const last = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]!;
  const initial = String.fromCharCode(
    65 + (Math.floor(i / (FIRST_NAMES.length * LAST_NAMES.length)) % 26),
  );
  return `${first} ${initial}. ${last}`;
}

/** The k-th pick from a list: every other one among its regulars, the rest spread over it all. */
function pick(list: readonly string[], k: number, salt: number): string {
  const regulars = Math.max(1, Math.floor(list.length * REGULAR_SHARE));
  const index = k % 2 === 0 ? (k * 31 + salt) % regulars : (k * 97 + salt * 13) % list.length;
  return list[index]!;
}

/** The credits of the k-th show of the archive: an ensemble, two soloists, two works. */
export function historyCredits(
  pools: HistoryPools,
  k: number,
): { people: Array<{ person: string; role: string; part?: string }>; works: string[] } {
  const soloists = [...new Set([pick(pools.performers, k, 1), pick(pools.performers, k + 1, 2)])];
  return {
    people: [
      { person: pick(pools.ensembles, k, 3), role: 'ensemble' },
      ...soloists.map((person, j) => ({
        person,
        role: 'soloist',
        part: j === 0 ? 'piano' : 'violin',
      })),
    ],
    works: [...new Set([pick(pools.workIds, k, 5), pick(pools.workIds, k + 3, 7)])],
  };
}
