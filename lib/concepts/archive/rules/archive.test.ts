import {
  appearanceCounts,
  appearancesByPerson,
  byDecade,
  comingUp,
  firstSeason,
  sinceWords,
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
    performances: [{ date: `${day}T19:30`, status: 'scheduled' }],
    people: [],
    works: [],
    ...extra,
  };
}

/** A day after every show of these tests: everything in them took place. */
const AFTER = '2099-01-01';

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
        {
          date: '2026-10-03T19:30',
          status: 'scheduled',
          people: [{ person: 'tomas', role: 'conductor' }],
        },
        { date: '2026-10-01T19:30', status: 'scheduled' },
        {
          date: '2026-10-02T19:30',
          status: 'scheduled',
          people: [{ person: 'tomas', role: 'conductor' }],
        },
      ]);
      expect(rolesOf(s, 'tomas')).toEqual([
        { role: 'conductor', dates: ['2026-10-02T19:30', '2026-10-03T19:30'] },
      ]);
    });

    it('hold a role at every performance when the show credits them in it too', () => {
      const s = run(
        [
          {
            date: '2026-10-01T19:30',
            status: 'scheduled',
            people: [{ person: 'ines', role: 'performer' }],
          },
        ],
        [{ person: 'ines', role: 'performer' }],
      );
      expect(rolesOf(s, 'ines')).toEqual([{ role: 'performer' }]);
    });

    it('keep a second role at one performance apart from the show’s role', () => {
      const s = run(
        [
          {
            date: '2026-10-01T19:30',
            status: 'scheduled',
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
        {
          date: '2026-10-01T19:30',
          status: 'scheduled',
          people: [{ person: 'tomas', role: 'conductor' }],
        },
        {
          date: '2026-10-02T19:30',
          status: 'scheduled',
          people: [{ person: 'tomas', role: 'conductor' }],
        },
      ]);
      expect(appearanceCounts([s], AFTER).get('tomas')).toBe(1);
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
      performances: [
        { date: '2026-10-01T19:30', status: 'scheduled' },
        { date: '2026-10-02T19:30', status: 'scheduled' },
      ],
    });
    expect(workPerformanceCounts([run], AFTER).get('suite')).toBe(2);
  });

  it('counts nothing for a show with no performance', () => {
    expect(
      workPerformanceCounts(
        [show('x', '2026-10-01', { works: ['suite'], performances: [] })],
        AFTER,
      ).has('suite'),
    ).toBe(false);
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
    expect(appearanceCounts([twice], AFTER).get('ines')).toBe(1);
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

  it('groups seasons by decade, oldest first, counting performances that took place', () => {
    const groups = byDecade(
      [show('new', '2026-10-01'), show('old', '1936-11-01'), show('old2', '1937-02-01')],
      AFTER,
    );
    expect(groups.map((g) => [g.decade, g.seasons.map((s) => s.id), g.performanceCount])).toEqual([
      [1930, ['1936-37'], 2],
      [2020, ['2026-27'], 1],
    ]);
  });
});

describe('what the history counts on a day', () => {
  const today = '2026-12-02';
  const on = (day: string, status: ArchiveShow['performances'][number]['status'] = 'scheduled') =>
    show(day, day, {
      works: ['suite'],
      people: [{ person: 'ines', role: 'performer' }],
      performances: [{ date: `${day}T19:30`, status }],
    });

  it.each([
    ['yesterday', '2026-12-01', 1],
    ['today', '2026-12-02', 0],
    ['tomorrow', '2026-12-03', 0],
  ])('counts a work performed %s as performed %i times', (_, day, count) => {
    expect(workPerformanceCounts([on(day)], today).get('suite') ?? 0).toBe(count);
    expect(appearanceCounts([on(day)], today).get('ines') ?? 0).toBe(count);
  });

  it.each(['cancelled', 'postponed'] as const)('counts nothing of a %s show', (status) => {
    expect(workPerformanceCounts([on('2026-11-01', status)], today).has('suite')).toBe(false);
    expect(appearanceCounts([on('2026-11-01', status)], today).has('ines')).toBe(false);
  });

  it('counts only the performances of a run that took place', () => {
    const run = show('run', '2026-11-30', {
      works: ['suite'],
      performances: [
        { date: '2026-11-30T19:30', status: 'scheduled' },
        { date: '2026-12-01T19:30', status: 'cancelled' },
        { date: '2026-12-02T19:30', status: 'scheduled' },
      ],
    });
    expect(workPerformanceCounts([run], today).get('suite')).toBe(1);
  });

  it('counts a performer credited only at a cancelled performance as no appearance', () => {
    const run = show('run', '2026-11-30', {
      performances: [
        { date: '2026-11-30T19:30', status: 'scheduled' },
        {
          date: '2026-12-01T19:30',
          status: 'cancelled',
          people: [{ person: 'tomas', role: 'conductor' }],
        },
      ],
    });
    expect(appearanceCounts([run], today).has('tomas')).toBe(false);
  });

  it('lists in the decades what took place and what was called off, not what is to come', () => {
    const groups = byDecade(
      [on('2026-11-01'), on('2026-11-02', 'cancelled'), on('2026-12-02'), on('2027-01-05')],
      today,
    );
    expect(
      groups.flatMap((g) => g.seasons.flatMap((s) => s.shows.map((e) => e.show.name))),
    ).toEqual(['2026-11-01', '2026-11-02']);
    expect(groups[0]?.performanceCount).toBe(1);
  });

  it('has no decade when nothing took place or was called off', () => {
    expect(byDecade([on('2026-12-02')], today)).toEqual([]);
  });

  it('lists apart as coming up the shows with a performance still to come', () => {
    expect(
      comingUp(
        [on('2027-01-05'), on('2026-12-01'), on('2026-12-02'), on('2026-12-10', 'postponed')],
        today,
      ).map((s) => s.name),
    ).toEqual(['2026-12-02', '2027-01-05']);
  });

  /** A festival of `first` to `last`: one performance on its first day, as the loader makes it. */
  const festival = (first: string, last: string, status: 'scheduled' | 'cancelled' = 'scheduled') =>
    show(`festival ${first} to ${last}`, first, {
      endDate: last,
      performances: [{ date: `${first}T18:00`, status }],
    });

  it.each([
    ['whose first day is the build day', '2026-12-02', '2026-12-05', true],
    ['whose first day was the day before', '2026-12-01', '2026-12-05', true],
    ['whose last day is the build day', '2026-11-28', '2026-12-02', true],
    ['whose last day was the day before', '2026-11-28', '2026-12-01', false],
  ])('a festival %s (%s to %s) is listed as coming up: %s', (_, first, last, listed) => {
    expect(comingUp([festival(first, last)], today).length).toBe(listed ? 1 : 0);
  });

  it('lists a running festival in its season too, counting its first day that took place', () => {
    const running = festival('2026-12-01', '2026-12-05');
    expect(byDecade([running], today)[0]?.performanceCount).toBe(1);
  });

  it('does not list as coming up a running festival that was cancelled', () => {
    expect(comingUp([festival('2026-12-01', '2026-12-05', 'cancelled')], today)).toEqual([]);
  });

  it('lists a run under way as coming up until its last performance’s day is over', () => {
    const run = (last: string) =>
      show(`run to ${last}`, '2026-11-27', {
        performances: [
          { date: '2026-11-27T19:30', status: 'scheduled' },
          { date: `${last}T14:00`, status: 'scheduled' },
        ],
      });
    expect(comingUp([run('2026-12-02')], today)).toHaveLength(1);
    expect(comingUp([run('2026-12-01')], today)).toEqual([]);
  });

  it('starts the record at the first season of which a performance took place', () => {
    expect(
      firstSeason([on('2026-11-01'), on('1999-05-01', 'cancelled'), on('2024-10-01')], today),
    ).toBe('2024-25');
  });

  it('has no first season when nothing took place yet', () => {
    expect(firstSeason([on('2026-12-02')], today)).toBeUndefined();
    expect(firstSeason([], today)).toBeUndefined();
  });
});

describe('the masthead’s “since”', () => {
  it('names the record’s first season', () => {
    expect(sinceWords('2023-24')).toBe(' since the 2023–24 season');
  });

  it('says nothing before anything took place', () => {
    expect(sinceWords(undefined)).toBe('');
  });
});
