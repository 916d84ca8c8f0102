import {
  educationSearchTags,
  filmSearchTags,
  listSearchTags,
  searchFilterChoices,
  searchFilterValues,
  showSearchTags,
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
      { date: '2027-06-30', accessibility: [] },
      { date: '2027-07-01', accessibility: [] },
    ]);
    expect(tags.seasons).toEqual(['2027-28', '2026-27']);
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
