import {
  educationSearchTags,
  filmSearchTags,
  listSearchTags,
  personSearchTags,
  seasonDecade,
  searchFilterChoices,
  searchFilterValues,
  showSearchTags,
  showsSearchTags,
  workSearchTags,
} from './search-tags';
import { fixtureContent } from '../../../test/support/fixture-content';

const { shows, education } = fixtureContent;

function show(name: string) {
  const found = shows.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no fixture show ${name}`);
  return found;
}

function allTags() {
  return [
    ...shows.map(showSearchTags),
    ...shows.flatMap((festival) => festival.films.map(() => filmSearchTags(festival))),
    educationSearchTags(education.events),
  ];
}

describe('search tags', () => {
  it('files a speaker-series talk under Speaker Series, in its own season', () => {
    const talk = show('an_evening_with_dr_june_ortiz');
    expect(showSearchTags(talk)).toMatchObject({
      category: 'Speaker Series',
      seasons: ['2026-27'],
    });
  });

  it('files a festival under Film festivals and each of its films under Films, in its season', () => {
    const festival = show('film_festival');
    expect(showSearchTags(festival).category).toBe('Film festivals');
    expect(filmSearchTags(festival)).toEqual({
      category: 'Films',
      seasons: [festival.season],
      accessibility: [],
    });
  });

  it('files a show of an earlier season under that season, not the current one', () => {
    expect(showSearchTags(show('winter_lights_2024'))).toMatchObject({
      category: 'Performances',
      seasons: ['2024-25'],
    });
  });

  it('gives a page of several events every season and service of any of them, in order', () => {
    const tags = listSearchTags('Education & Enrichment', [
      { season: '2025-26', accessibility: ['open-captions'] },
      { season: '2026-27', accessibility: ['asl-interpretation', 'open-captions'] },
    ]);
    expect(tags.seasons).toEqual(['2026-27', '2025-26']);
    expect(tags.accessibility).toEqual(['asl-interpretation', 'open-captions']);
  });

  it('puts an education event in the season its day falls in (July to June)', () => {
    const tags = educationSearchTags([
      { date: '2027-06-30', status: 'scheduled', accessibility: [] },
      { date: '2027-07-01', status: 'scheduled', accessibility: [] },
    ]);
    expect(tags.seasons).toEqual(['2027-28', '2026-27']);
  });
});

describe('the services a page is tagged with', () => {
  // A service at a performance that will not happen is no search result for it
  // (docs/rules/visiting.md#accessibility-services).
  const ASL = 'asl-interpretation' as const;
  const run = show('the_harbour_players');
  const sunday = run.performances.find((p) => p.accessibility.includes(ASL))!;

  it('tags a run with the services of its performances that take place', () => {
    expect(run.performances.filter((p) => p.accessibility.includes(ASL))).toEqual([sunday]);
    expect(showSearchTags(run).accessibility).toContain(ASL);
  });

  it.each(['cancelled', 'postponed'] as const)(
    'does not tag a run with ASL when its only ASL performance is %s',
    (status) => {
      const off = {
        ...run,
        performances: run.performances.map((p) => (p === sunday ? { ...p, status } : p)),
      };
      expect(showSearchTags(off).accessibility).not.toContain(ASL);
      expect(showsSearchTags('Speaker Series', [off]).accessibility).not.toContain(ASL);
    },
  );

  it('tags a cancelled show with no service at all, and the series page with the others', () => {
    const cancelled = {
      ...run,
      status: 'cancelled' as const,
      performances: run.performances.map((p) => ({ ...p, status: 'cancelled' as const })),
    };
    const talk = { ...show('an_evening_with_dr_june_ortiz') };
    const scheduled = {
      ...talk,
      performances: talk.performances.map((p) => ({
        ...p,
        accessibility: ['open-captions' as const],
      })),
    };
    expect(showSearchTags(cancelled).accessibility).toEqual([]);
    expect(showsSearchTags('Speaker Series', [cancelled, scheduled]).accessibility).toEqual([
      'open-captions',
    ]);
  });

  it('tags the education page with the services of its events that take place', () => {
    const tags = educationSearchTags([
      { date: '2027-03-04', status: 'cancelled', accessibility: [ASL] },
      { date: '2027-03-05', status: 'postponed', accessibility: ['audio-description'] },
      { date: '2027-03-06', status: 'rescheduled', accessibility: ['open-captions'] },
    ]);
    expect(tags.accessibility).toEqual(['open-captions']);
  });
});

describe('search filter values', () => {
  it('are the words a visitor reads: season years with a dash, service labels', () => {
    expect(
      searchFilterValues({
        category: 'Performances',
        seasons: ['2024-25'],
        accessibility: ['open-captions', 'asl-interpretation'],
      }),
    ).toEqual({
      season: ['2024–25'],
      category: ['Performances'],
      accessibility: ['ASL interpretation', 'Open captions'],
      decade: ['2020s'],
      kind: [],
      role: [],
    });
  });
});

describe('search filter choices', () => {
  const choices = Object.fromEntries(
    searchFilterChoices(allTags()).map((filter) => [filter.name, filter.values]),
  );

  it('list every season any indexed page belongs to, newest first', () => {
    const seasons = [...new Set(shows.map((s) => s.season))].sort().reverse();
    expect(choices.season?.slice(0, seasons.length)).toEqual(
      seasons.map((season) => season.replace('-', '–')),
    );
  });

  it('offer only the categories and services some page carries', () => {
    expect(choices.category).toContain('Education & Enrichment');
    expect(searchFilterChoices(shows.map(showSearchTags))[1]?.values).not.toContain(
      'Education & Enrichment',
    );
    expect(searchFilterChoices([filmSearchTags(show('film_festival'))])[1]?.values).toEqual([
      'Films',
    ]);
    expect(choices.accessibility).toEqual(
      expect.arrayContaining(['ASL interpretation', 'Audio description']),
    );
    expect(choices.accessibility).not.toContain('Relaxed performance');
  });
});

describe('the archive’s filters', () => {
  const conductor = personSearchTags({ kind: 'conductor' }, [
    { show: { season: '1936-37' }, roles: [{ role: 'conductor' }] },
    { show: { season: '2026-27' }, roles: [{ role: 'conductor' }, { role: 'composer' }] },
  ]);

  it('tag a person with every decade they came in, what they are and each role once', () => {
    expect(searchFilterValues(conductor)).toMatchObject({
      category: ['People'],
      season: ['2026–27', '1936–37'],
      decade: ['2020s', '1930s'],
      kind: ['Conductor'],
      role: ['Conductor', 'Composer'],
    });
  });

  it('tag a work with the decades it was performed in and its kind, and no role', () => {
    const play = workSearchTags({ kind: 'play' }, [{ show: { season: '1949-50' } }]);
    expect(searchFilterValues(play)).toMatchObject({ decade: ['1940s'], kind: ['Play'], role: [] });
  });

  it('count a season in the decade it starts in', () => {
    expect(seasonDecade('1939-40')).toBe('1930s');
    expect(seasonDecade('1940-41')).toBe('1940s');
    expect(seasonDecade('2000-01')).toBe('2000s');
  });

  it('are offered only when some page carries a value, decades newest first', () => {
    const names = (tags: Parameters<typeof searchFilterChoices>[0]) =>
      searchFilterChoices(tags).map((filter) => filter.name);
    expect(names(shows.map(showSearchTags))).toEqual([
      'season',
      'category',
      'accessibility',
      'decade',
    ]);
    const person = personSearchTags({ kind: 'performer' }, []);
    expect(names([person])).toEqual(['season', 'category', 'accessibility', 'kind']);
    const choices = searchFilterChoices([conductor]);
    expect(choices.find((filter) => filter.name === 'decade')?.values).toEqual(['2020s', '1930s']);
    expect(choices.find((filter) => filter.name === 'role')?.values).toEqual([
      'Composer',
      'Conductor',
    ]);
  });
});
