/** @jest-environment node */
// Loads the real content/ through the facade and checks what the site relies on.
import fs from 'node:fs';
import path from 'node:path';

import {
  findFilm,
  findShow,
  getAllFilms,
  getAllShows,
  getBuildDay,
  getEducation,
  getFaq,
  getFestivals,
  getShowNames,
  getSite,
  getSpeakerSeriesShows,
  getVenue,
} from './content';

const publicDir = path.join(process.cwd(), 'public');

/** A site path ("/shows/x/poster.jpg?v=1") as a file under public/. */
function publicFile(sitePath: string): string {
  return path.join(publicDir, sitePath.split('?')[0] ?? '');
}

describe('the real content', () => {
  const shows = getAllShows();

  it('has the nine shows of the season', () => {
    expect(shows).toHaveLength(9);
  });

  it('gives every show a unique name', () => {
    const names = getShowNames();
    expect(new Set(names).size).toBe(names.length);
  });

  it('lists shows ascending by date', () => {
    const dates = shows.map((show) => show.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('has a poster and a social image in public/ for every show', () => {
    const missing = shows
      .flatMap((show) => [show.poster, show.socialImage])
      .filter((file) => !fs.existsSync(publicFile(file)));
    expect(missing).toEqual([]);
  });

  it('has every other image and download the shows point to in public/', () => {
    const paths = shows.flatMap((show) => [
      show.trailerThumbnail,
      show.descriptionImageUrl,
      show.logoImage,
      show.download,
      ...show.photos.map((photo) => photo.src),
      ...show.sponsors.filter((s) => !s.text).map((s) => s.logoSrc),
      ...show.shows.flatMap((film) => [film.poster, film.trailerThumbnail]),
    ]);
    const education = getEducation().events.map((event) => event.imageUrl);
    const files = [...paths, ...education].filter((p): p is string => p !== undefined);
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((file) => !fs.existsSync(publicFile(file)))).toEqual([]);
  });

  it('has one festival with six films, each scheduled at least once', () => {
    const festivals = getFestivals();
    expect(festivals).toHaveLength(1);
    const [festival] = festivals;
    expect(festival?.shows).toHaveLength(6);
    const unscheduled = (festival?.shows ?? []).filter((film) => film.schedule.length === 0);
    expect(unscheduled.map((film) => film.name)).toEqual([]);
  });

  it('gives every film a unique name that findFilm resolves', () => {
    const films = getAllFilms();
    expect(new Set(films.map((film) => film.name)).size).toBe(films.length);
    for (const film of films) expect(findFilm(film.name)).toBe(film);
  });

  it('finds each show by name and nothing for an unknown name', () => {
    for (const show of shows) expect(findShow(show.name)).toBe(show);
    expect(findShow('no_such_show')).toBeUndefined();
  });

  it('has two speaker-series shows', () => {
    expect(getSpeakerSeriesShows()).toHaveLength(2);
  });

  it('resolves every show venue by id', () => {
    for (const show of shows) expect(getVenue(show.venue.id)).toBe(show.venue);
    expect(() => getVenue('no_such_venue')).toThrow(/no_such_venue/);
  });

  it('has ten FAQ items', () => {
    expect(getFaq()).toHaveLength(10);
  });

  it('works out the build day in the venue time zone', () => {
    expect(getSite().timeZone).toBe('America/New_York');
    // 02:00 UTC on 1 January is still New Year's Eve in New York.
    expect(getBuildDay(new Date('2027-01-01T02:00:00Z'))).toBe('2026-12-31');
  });
});
