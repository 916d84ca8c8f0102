import {
  appearanceCounts,
  appearancesByPerson,
  byDecade,
  composerPerformanceCounts,
  decadeOf,
  performancesByWork,
  topTallies,
  workPerformanceCounts,
  worksOf,
  type ArchiveShow,
  type ArchiveWork,
} from './archive';

function show(name: string, day: string, extra: Partial<ArchiveShow> = {}): ArchiveShow {
  const year = Number(day.slice(0, 4));
  const season = Number(day.slice(5, 7)) >= 7 ? year : year - 1;
  return {
    name,
    day,
    season: `${season}-${String((season + 1) % 100).padStart(2, '0')}`,
    performances: [{ date: `${day}T19:30` }],
    people: [],
    works: [],
    ...extra,
  };
}

const suite: ArchiveWork = { id: 'suite', creators: [{ person: 'elsa', role: 'composer' }] };
const works = new Map([['suite', suite]]);

describe('the works a show performed', () => {
  it('joins its works and its program’s linked lines, each once, in order', () => {
    expect(
      worksOf({ works: ['a', 'b'], digitalProgram: { works: [{ work: 'b' }, {}, { work: 'c' }] } }),
    ).toEqual(['a', 'b', 'c']);
  });
});

describe('appearances by person', () => {
  it('lists a credited person’s shows oldest first, with role and part', () => {
    const later = show('later', '2027-01-10', { people: [{ person: 'ines', role: 'performer' }] });
    const earlier = show('earlier', '1937-03-01', {
      people: [{ person: 'ines', role: 'performer', part: 'viola' }],
    });
    const index = appearancesByPerson([later, earlier], works);
    expect(index.get('ines')?.map((a) => [a.show.name, a.roles])).toEqual([
      ['earlier', [{ role: 'performer', part: 'viola' }]],
      ['later', [{ role: 'performer' }]],
    ]);
  });

  it('counts a composer in at every show that played their work', () => {
    const index = appearancesByPerson([show('a', '2026-10-01', { works: ['suite'] })], works);
    expect(index.get('elsa')?.[0]?.roles).toEqual([{ role: 'composer' }]);
  });

  it('has no entry for a person in no show', () => {
    expect(appearancesByPerson([show('a', '2026-10-01')], works).has('ines')).toBe(false);
  });

  describe('a performance’s own people', () => {
    const run = (performances: ArchiveShow['performances'], people: ArchiveShow['people'] = []) =>
      show('run', '2026-10-01', { performances, people });
    const rolesOf = (s: ArchiveShow, person: string) =>
      appearancesByPerson([s], works).get(person)?.[0]?.roles;

    it('appear at the show with the dates they took part, in order', () => {
      const s = run([
        { date: '2026-10-03T19:30', people: [{ person: 'tomas', role: 'conductor' }] },
        { date: '2026-10-01T19:30' },
        { date: '2026-10-02T19:30', people: [{ person: 'tomas', role: 'conductor' }] },
      ]);
      expect(rolesOf(s, 'tomas')).toEqual([
        { role: 'conductor', dates: ['2026-10-02T19:30', '2026-10-03T19:30'] },
      ]);
    });

    it('hold a role at every performance when the show credits them in it too', () => {
      const s = run(
        [{ date: '2026-10-01T19:30', people: [{ person: 'ines', role: 'performer' }] }],
        [{ person: 'ines', role: 'performer' }],
      );
      expect(rolesOf(s, 'ines')).toEqual([{ role: 'performer' }]);
    });

    it('keep a second role at one performance apart from the show’s role', () => {
      const s = run(
        [
          {
            date: '2026-10-01T19:30',
            people: [{ person: 'ines', role: 'soloist', part: 'viola' }],
          },
        ],
        [{ person: 'ines', role: 'performer' }],
      );
      expect(rolesOf(s, 'ines')).toEqual([
        { role: 'performer' },
        { role: 'soloist', part: 'viola', dates: ['2026-10-01T19:30'] },
      ]);
    });

    it('count as an appearance, once per show', () => {
      const s = run([
        { date: '2026-10-01T19:30', people: [{ person: 'tomas', role: 'conductor' }] },
        { date: '2026-10-02T19:30', people: [{ person: 'tomas', role: 'conductor' }] },
      ]);
      expect(appearanceCounts([s]).get('tomas')).toBe(1);
    });
  });
});

describe('performances by work', () => {
  it('lists every show that played the work, oldest first', () => {
    const shows = [
      show('b', '2000-01-01', { works: ['suite'] }),
      show('a', '1990-01-01', { works: ['suite'] }),
    ];
    expect(
      performancesByWork(shows)
        .get('suite')
        ?.map((s) => s.name),
    ).toEqual(['a', 'b']);
  });
});

describe('counts', () => {
  it('counts each performance of a run', () => {
    const run = show('run', '2026-10-01', {
      works: ['suite'],
      performances: [{ date: '2026-10-01T19:30' }, { date: '2026-10-02T19:30' }],
    });
    expect(workPerformanceCounts([run]).get('suite')).toBe(2);
  });

  it('counts a show with no performance list as one', () => {
    expect(
      workPerformanceCounts([show('x', '2026-10-01', { works: ['suite'], performances: [] })]).get(
        'suite',
      ),
    ).toBe(1);
  });

  it('gives a composer their works’ performances', () => {
    expect(composerPerformanceCounts(new Map([['suite', 3]]), works).get('elsa')).toBe(3);
  });

  it('counts a person once per show, whatever their roles there', () => {
    const twice = show('x', '2026-10-01', {
      people: [
        { person: 'ines', role: 'performer' },
        { person: 'ines', role: 'director' },
      ],
    });
    expect(appearanceCounts([twice]).get('ines')).toBe(1);
  });
});

describe('top tallies', () => {
  const counts = new Map([
    ['b', 2],
    ['a', 2],
    ['c', 5],
    ['z', 0],
  ]);

  it('orders by count, then equal counts by id', () => {
    expect(topTallies(counts, 3).map((t) => t.id)).toEqual(['c', 'a', 'b']);
  });

  it('stops at the limit', () => {
    expect(topTallies(counts, 1)).toEqual([{ id: 'c', count: 5 }]);
  });

  it('gives nothing for a limit of zero', () => {
    expect(topTallies(counts, 0)).toEqual([]);
  });

  it('leaves out what was counted zero times', () => {
    expect(topTallies(counts, 10).map((t) => t.id)).not.toContain('z');
  });
});

describe('decades', () => {
  it('puts a season in the decade its first year falls in', () => {
    expect(decadeOf('1939-40')).toBe(1930);
    expect(decadeOf('1940-41')).toBe(1940);
  });

  it('groups seasons by decade, oldest first, counting shows', () => {
    const groups = byDecade([
      show('new', '2026-10-01'),
      show('old', '1936-11-01'),
      show('old2', '1937-02-01'),
    ]);
    expect(groups.map((g) => [g.decade, g.seasons.map((s) => s.id), g.showCount])).toEqual([
      [1930, ['1936-37'], 2],
      [2020, ['2026-27'], 1],
    ]);
  });
});
