import {
  currentShows,
  distinctShowTitle,
  explicitSeasonProblem,
  feedShows,
  groupBySeason,
  seasonIdFromYear,
  seasonOfDay,
  seasonOfShow,
  seasonStartYear,
  seasonIn,
  seasonTitle,
  seasonYears,
} from './seasons';

function show(name: string, day: string, extra: { endDate?: string; season?: string } = {}) {
  return { name, day, date: `${day}T19:30`, ...extra, season: extra.season ?? seasonOfDay(day) };
}

describe('seasonOfDay', () => {
  it('puts 1 July in the season that starts that year', () => {
    expect(seasonOfDay('2026-07-01')).toBe('2026-27');
  });

  it('puts 30 June in the season that started the year before', () => {
    expect(seasonOfDay('2027-06-30')).toBe('2026-27');
  });

  it('writes the second year with two digits across a century', () => {
    expect(seasonOfDay('1999-10-01')).toBe('1999-00');
  });
});

describe('seasonStartYear', () => {
  it('reads the first year of a season id', () => {
    expect(seasonStartYear('2026-27')).toBe(2026);
  });

  it.each(['2026-28', '2026-2027', '26-27', '2026–27', ''])('rejects "%s"', (id) => {
    expect(seasonStartYear(id)).toBeUndefined();
  });

  it('is the inverse of seasonIdFromYear', () => {
    expect(seasonStartYear(seasonIdFromYear(1999))).toBe(1999);
  });
});

describe('season names on the page', () => {
  it('writes the years with an en dash', () => {
    expect(seasonYears('2026-27')).toBe('2026–27');
  });

  it('titles a season page', () => {
    expect(seasonTitle('2025-26')).toBe('2025–26 Season');
  });
});

describe('seasonIn', () => {
  it.each(['2026-2027 Season', '2026–27 Season', '2026-27', ' 2026 — 2027 season '])(
    'reads "%s" as the 2026-27 season',
    (text) => {
      expect(seasonIn(text)).toBe('2026-27');
    },
  );

  it('reads the turn of a century', () => {
    expect(seasonIn('1999-2000 Season')).toBe('1999-00');
    expect(seasonIn('1999–00')).toBe('1999-00');
  });

  it('names no season for years that do not follow each other, or other words', () => {
    expect(seasonIn('2026-2026 Season')).toBeUndefined();
    expect(seasonIn('2026-2028 Season')).toBeUndefined();
    expect(seasonIn('2026-28')).toBeUndefined();
    expect(seasonIn('Our 2026-27 Season')).toBeUndefined();
    expect(seasonIn('')).toBeUndefined();
  });
});

describe('seasonOfShow', () => {
  it('takes the season the file names over the date', () => {
    expect(seasonOfShow({ day: '2027-07-02', season: '2026-27' })).toBe('2026-27');
  });

  it('derives the season from the start day when the file names none', () => {
    expect(seasonOfShow({ day: '2027-07-02' })).toBe('2027-28');
  });
});

describe('explicitSeasonProblem', () => {
  it('accepts the season either side of the date', () => {
    expect(explicitSeasonProblem('2025-26', '2026-07-02')).toBeUndefined();
    expect(explicitSeasonProblem('2027-28', '2027-06-28')).toBeUndefined();
  });

  it('rejects a season two away, naming the season of the date', () => {
    expect(explicitSeasonProblem('2024-25', '2026-12-12')).toBe(
      'is 2024-25, but the date 2026-12-12 falls in the 2026-27 season; a show may be filed at most one season away from its date',
    );
  });

  it('leaves a malformed id to the schema', () => {
    expect(explicitSeasonProblem('2024', '2026-12-12')).toBeUndefined();
  });
});

describe('groupBySeason', () => {
  const shows = [
    show('spring', '2026-04-01'),
    show('gala', '2026-10-01'),
    show('opening', '2026-09-01'),
    show('older', '2024-11-01'),
  ];

  it('lists the newest season first', () => {
    expect(groupBySeason(shows).map((group) => group.id)).toEqual([
      '2026-27',
      '2025-26',
      '2024-25',
    ]);
  });

  it('lists a season’s shows by date', () => {
    expect(groupBySeason(shows)[0]?.shows.map((s) => s.name)).toEqual(['opening', 'gala']);
  });

  it('groups by the season a show has, not by its date', () => {
    const moved = show('finale', '2026-07-02', { season: '2025-26' });
    const seasons = groupBySeason([...shows, moved]);
    expect(seasons.find((group) => group.id === '2025-26')?.shows.map((s) => s.name)).toEqual([
      'spring',
      'finale',
    ]);
  });
});

describe('currentShows', () => {
  const shows = [
    show('last_season', '2026-04-01'),
    show('earlier_this_season', '2026-09-01'),
    show('tonight', '2026-11-24'),
    show('next_season', '2027-09-01'),
  ];

  it('keeps this season’s past shows and every upcoming one, by date', () => {
    expect(currentShows(shows, '2026-11-24').map((s) => s.name)).toEqual([
      'earlier_this_season',
      'tonight',
      'next_season',
    ]);
  });

  it('leaves out a past show of the season before', () => {
    expect(currentShows(shows, '2026-07-01').map((s) => s.name)).not.toContain('last_season');
  });

  it('keeps a festival of last season that is still running', () => {
    const festival = show('festival', '2026-06-29', { endDate: '2026-07-02' });
    expect(currentShows([festival], '2026-07-01').map((s) => s.name)).toEqual(['festival']);
  });
});

describe('feedShows', () => {
  const today = '2026-11-24';

  it('keeps a show that ended 180 days ago and drops one that ended 181 days ago', () => {
    const shows = [show('in', '2026-05-28'), show('out', '2026-05-27')];
    expect(feedShows(shows, today).map((s) => s.name)).toEqual(['in']);
  });

  it('measures a festival from its last day', () => {
    const festival = show('festival', '2026-05-20', { endDate: '2026-05-30' });
    expect(feedShows([festival], today)).toHaveLength(1);
  });

  it('keeps every upcoming show', () => {
    expect(feedShows([show('later', '2029-01-01')], today)).toHaveLength(1);
  });
});

describe('distinctShowTitle', () => {
  const concert = (name: string, season: string) => ({
    name,
    title: 'Winter Lights: A Holiday Concert',
    season,
  });

  it('is the show title when no other show has it', () => {
    const show = concert('winter_lights', '2026-27');
    expect(distinctShowTitle(show, [show, { name: 'gala', title: 'Autumn Gala' }])).toBe(
      'Winter Lights: A Holiday Concert',
    );
  });

  it('adds the season when another show of the archive has the same title', () => {
    const show = concert('winter_lights_2024', '2024-25');
    expect(distinctShowTitle(show, [show, concert('winter_lights', '2026-27')])).toBe(
      'Winter Lights: A Holiday Concert (2024–25)',
    );
  });

  it('compares titles regardless of case and surrounding spaces', () => {
    const show = concert('winter_lights_2024', '2024-25');
    const other = { name: 'winter_lights', title: ' winter lights: a holiday concert' };
    expect(distinctShowTitle(show, [show, other])).toContain('(2024–25)');
  });
});
