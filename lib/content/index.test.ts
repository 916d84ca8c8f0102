/** @jest-environment node */
// Loads the content this build uses (CONTENT_DIR, else content/) through the facade and checks
// what the site relies on. Every expectation holds for ANY valid content: nothing here knows how
// many shows, films or questions the season has. Known data is tested on test/fixtures/content/.
import fs from 'node:fs';
import path from 'node:path';

import { imageSize } from 'image-size';

import {
  contentDir,
  findFilm,
  findShow,
  getAllFilms,
  getAllShows,
  getBuildDay,
  getCurrentShows,
  getEducation,
  getFaq,
  getFestivals,
  getFirstSeason,
  getSeasons,
  getShowNames,
  getSite,
  getSpeakerSeriesShows,
} from './';
import { offersSchedulePdf } from '../concepts/festival';
import { seasonOfDay } from '../concepts/seasons';
import type { Picture } from './types';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

const publicDir = path.join(process.cwd(), 'public');

/** A site path ("/shows/x/poster.jpg?v=1") as a file under public/. */
function publicFile(sitePath: string): string {
  return path.join(publicDir, sitePath.split('?')[0] ?? '');
}

describe('the content folder', () => {
  it('is ./content unless CONTENT_DIR names another one', () => {
    expect(contentDir({})).toBe(path.join(process.cwd(), 'content'));
    expect(contentDir({ CONTENT_DIR: '' })).toBe(path.join(process.cwd(), 'content'));
    expect(contentDir({ CONTENT_DIR: 'test/fixtures/content' })).toBe(
      path.join(process.cwd(), 'test', 'fixtures', 'content'),
    );
    expect(contentDir({ CONTENT_DIR: '/srv/season-copy/content' })).toBe(
      '/srv/season-copy/content',
    );
  });
});

describe('the content', () => {
  const shows = getAllShows();
  const showsDir = path.join(contentDir(), 'shows');

  it('turns each show file into exactly one show', () => {
    const files = fs
      .readdirSync(showsDir)
      .filter((file) => file.endsWith('.json'))
      // Named as the loader names files: from the folder that holds the content folder.
      .map((file) => [path.basename(contentDir()), 'shows', file].join('/'))
      .sort();
    expect(shows.map((show) => show.sourceFile).sort()).toEqual(files);
  });

  it('gives every show a unique name', () => {
    const names = getShowNames();
    expect(new Set(names).size).toBe(names.length);
  });

  it('lists shows ascending by date', () => {
    const dates = shows.map((show) => show.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('has every image the shows and the site point to in public/, at the size the pages are given', () => {
    const images: Picture[] = [
      ...shows.flatMap((show) => [
        ...[
          show.poster,
          show.socialImage,
          show.trailerThumbnail,
          show.descriptionImage,
          show.logoImage,
        ].filter((image) => image !== undefined),
        ...show.photos,
        ...show.films.map((film) => film.poster),
      ]),
      ...getEducation().events.flatMap((event) => (event.image ? [event.image] : [])),
      getSite().shareImage,
    ];
    const wrong = images.filter(({ src, width, height }) => {
      const file = publicFile(src);
      if (!fs.existsSync(file)) return true;
      const real = imageSize(fs.readFileSync(file));
      return real.width !== width || real.height !== height;
    });
    expect(wrong.map(({ src }) => src)).toEqual([]);
  });

  it('has every sponsor logo and download the shows point to in public/', () => {
    // A festival's schedule PDF is written by the build into the export, not kept in public/.
    const files = shows.flatMap((show) => [
      ...(show.download && !offersSchedulePdf(show) ? [show.download] : []),
      ...show.sponsors.filter((s) => !s.text).map((s) => s.logoSrc),
    ]);
    expect(files.filter((file) => !fs.existsSync(publicFile(file)))).toEqual([]);
  });

  it('links every festival film to its own page /show/{name}, scheduled within the festival', () => {
    for (const festival of getFestivals()) {
      const first = festival.day;
      const last = festival.endDate ?? festival.day;
      for (const film of festival.films) {
        expect(film.url).toBe(`/show/${film.name}/`);
        expect(film.festivalName).toBe(festival.name);
        for (const screening of film.screenings) {
          expect(screening.day >= first && screening.day <= last).toBe(true);
        }
      }
    }
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

  it('lists as speaker series exactly the shows flagged so, in date order', () => {
    expect(getSpeakerSeriesShows()).toEqual(shows.filter((show) => show.speakerSeries));
  });

  it('puts every show in exactly one season, the newest season first', () => {
    const seasons = getSeasons();
    const ids = seasons.map((season) => season.id);
    expect(ids).toEqual([...ids].sort().reverse());
    expect(seasons.flatMap((season) => season.shows).sort(byName)).toEqual([...shows].sort(byName));
    for (const season of seasons) {
      for (const show of season.shows) expect(show.season).toBe(season.id);
    }
  });

  it('lists on the home page every upcoming show and the past shows of this season only', () => {
    const today = getBuildDay();
    const thisSeason = seasonOfDay(today);
    const expected = shows.filter(
      (show) => (show.endDate ?? show.day) >= today || show.season === thisSeason,
    );
    expect(getCurrentShows(today)).toEqual(expected);
  });

  it('has FAQ questions, each with an answer', () => {
    const faq = getFaq();
    expect(faq.length).toBeGreaterThan(0);
    for (const item of faq) {
      expect(item.question.trim()).not.toBe('');
      expect(item.answer.replace(/<[^>]*>/g, '').trim()).not.toBe('');
    }
  });

  it('works out the build day in the venue time zone', () => {
    // The venue's zone is America/New_York (docs/rules/seasons.md#upcoming-and-past).
    expect(getSite().timeZone).toBe('America/New_York');
    // 02:00 UTC on 1 January is still New Year's Eve in New York.
    expect(getBuildDay(new Date('2027-01-01T02:00:00Z'))).toBe('2026-12-31');
  });
});

describe('where the record starts', () => {
  it('is no season on a day before every show, and the oldest season after every show', () => {
    const shows = getAllShows();
    const days = shows.flatMap((show) => show.performances.map((p) => p.day)).sort();
    expect(getFirstSeason('0001-01-01')).toBeUndefined();
    const held = shows.filter((show) =>
      show.performances.some((p) => p.status !== 'cancelled' && p.status !== 'postponed'),
    );
    const oldest = held.map((show) => show.season).sort()[0];
    expect(getFirstSeason(`${Number(days.at(-1)!.slice(0, 4)) + 1}-01-01`)).toBe(oldest);
  });
});
