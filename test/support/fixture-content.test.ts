/** @jest-environment node */
// The fixture season is what component and lib tests lean on: it must keep covering every kind of
// show, so a test of the festival layout (say) never silently runs against nothing.
import fs from 'node:fs';
import path from 'node:path';

import { templateNames } from '../../lib/concepts/shows/build';
import { FIXTURE_CONTENT_DIR, fixtureContent, makeFestival, makeShow } from './fixture-content';

describe('the fixture content', () => {
  const shows = fixtureContent.shows;

  it('loads one show per file through the real loader', () => {
    const files = fs.readdirSync(path.join(FIXTURE_CONTENT_DIR, 'shows'));
    expect(shows).toHaveLength(files.filter((file) => file.endsWith('.json')).length);
  });

  it('covers every show template, a speaker-series show, a special event and a past show', () => {
    for (const template of templateNames) {
      expect(shows.some((show) => show.template === template)).toBe(true);
    }
    expect(shows.some((show) => show.speakerSeries)).toBe(true);
    expect(shows.some((show) => show.specialEvent)).toBe(true);
    expect(shows.some((show) => show.day < '2026-01-01')).toBe(true);
  });

  it('spans three seasons, with a title that returns under a name of its own', () => {
    expect(new Set(shows.map((show) => show.season)).size).toBeGreaterThanOrEqual(3);
    const returning = shows.filter((show) => show.title === 'Winter Lights');
    expect(new Set(returning.map((show) => show.season)).size).toBe(2);
  });

  it('has a festival whose films are scheduled, with posters of real size', () => {
    const festival = makeFestival();
    expect(festival.films.length).toBeGreaterThan(1);
    for (const film of festival.films) {
      expect(film.screenings.length).toBeGreaterThan(0);
      expect(film.poster.width).toBeGreaterThan(0);
    }
  });

  it('re-derives the paths that follow from an overridden name', () => {
    const show = makeShow({ name: 'other_show' });
    expect(show.url).toBe('/shows/other_show/');
    expect(show.poster?.src).toBe('/shows/other_show/poster.jpg');
    expect(show.socialImage?.src).toBe('/shows/other_show/social.jpg');
  });
});
