import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { PastVenue } from '../content/types';
import { previewShow, previewVenue, UNKNOWN_IMAGE_SIZE, type PreviewSite } from './preview';
import {
  FIXTURE_CONTENT_DIR,
  fixtureContent,
  fixturePreviewSite,
} from '../../test/support/fixture-content';

const site: PreviewSite = fixturePreviewSite();
const keep = (html: string) => html;

function showFile(name: string): Record<string, unknown> {
  return JSON.parse(
    readFileSync(path.join(FIXTURE_CONTENT_DIR, 'shows', `${name}.json`), 'utf8'),
  ) as Record<string, unknown>;
}

function previewed(data: Record<string, unknown>) {
  const result = previewShow(data, site, keep);
  if (!('show' in result)) throw new Error(result.problems.join('; '));
  return result.show;
}

describe('the editor’s show preview', () => {
  it('derives the show the build derives from the same file, but for image sizes', () => {
    const built = fixtureContent.shows.find((show) => show.name === 'lanterns_over_larkspur');
    const { poster, socialImage, photos, films, ...rest } = previewed(
      showFile('lanterns_over_larkspur'),
    );
    expect(built).toMatchObject(rest);
    expect(built).toMatchObject({ photos: [], films: [] });
    expect(photos).toEqual([]);
    expect(films).toEqual([]);
    expect(poster).toEqual({ ...built?.poster, ...UNKNOWN_IMAGE_SIZE });
    expect(socialImage).toEqual({ ...built?.socialImage, ...UNKNOWN_IMAGE_SIZE });
  });

  it('reads the empty fields the editor leaves, where the schema refuses them, as absent', () => {
    const show = previewed({ ...showFile('lanterns_over_larkspur'), onSale: '', tickets: null });
    expect(show).toMatchObject({ onSaleFormatted: undefined, tickets: '' });
  });

  it('names the fields that keep an unfinished entry from being a show, as the build does', () => {
    const untitled = showFile('lanterns_over_larkspur');
    delete untitled.title;
    expect(previewShow({ ...untitled, location: 'nowhere' }, site, keep)).toEqual({
      problems: ['title: is required'],
    });
    const unknown = previewShow({ ...untitled, title: 'X', location: 'nowhere' }, site, keep);
    expect(unknown).toEqual({ problems: [expect.stringMatching(/^Venue: “nowhere” is not one/)] });
  });
});

describe('the editor’s venue lookup', () => {
  const armory: PastVenue = {
    id: 'ridgeline_armory',
    name: 'Ridgeline Armory',
    locality: 'Ridgeline',
    country: 'US',
    historyOnly: true,
  };
  const withPast: PreviewSite = { ...site, pastVenues: { [armory.id]: armory } };
  const [current] = fixtureContent.venues.values();

  it('finds a venue of venues.json by its id', () => {
    if (!current) throw new Error('the fixtures have no venue');
    expect(previewVenue(current.id, withPast)).toEqual({ venue: current });
  });

  it('finds a past venue by its id', () => {
    expect(previewVenue(armory.id, withPast)).toEqual({ venue: armory });
  });

  it('previews a past show at a past venue with the hall’s name and its town', () => {
    const result = previewShow(
      { ...showFile('lanterns_over_larkspur'), location: armory.id },
      withPast,
      keep,
    );
    expect(result).toMatchObject({
      show: { location: 'Ridgeline Armory', venue: { locality: 'Ridgeline', historyOnly: true } },
    });
  });

  it('names an unknown venue in the editor’s words: its field, the value, and what to do', () => {
    const found = previewVenue('moon_base', withPast);
    expect(found).toEqual({ problem: expect.stringContaining('Venue: “moon_base”') });
    const problem = 'problem' in found ? found.problem : '';
    expect(problem).toMatch(/Choose the venue from the list/);
    expect(problem).not.toMatch(/\bid\b|location|venues\.json/);
  });

  it('does not take an inherited name of an object for a venue', () => {
    expect(previewVenue('toString', withPast)).toHaveProperty('problem');
  });
});

describe('the editor’s show preview of a festival and of uploads', () => {
  const festival = () => {
    const file = showFile('film_festival');
    const films = file.shows as Array<Record<string, unknown>>;
    // As the editor leaves a film's unset fields: null, or '' where the schema refuses it.
    return { ...file, shows: films.map((film) => ({ ...film, name: '', director: null })) };
  };

  it('derives the films and their screenings as the build does, but for image sizes', () => {
    const built = fixtureContent.shows.find((show) => show.name === 'film_festival');
    const films = previewed(festival()).films;
    expect(films.map((film) => [film.name, film.screenings])).toEqual(
      built?.films.map((film) => [film.name, film.screenings]),
    );
    expect(films.some((film) => film.screenings.length > 0)).toBe(true);
  });

  it('shows an image uploaded but not saved from the editor’s copy of it', () => {
    const blob = 'blob:http://127.0.0.1/0d7c';
    const show = previewed({ ...showFile('lanterns_over_larkspur'), poster: blob });
    expect(show.poster?.src).toBe(blob);
    const named = previewShow(
      { ...showFile('lanterns_over_larkspur'), poster: 'new-poster.jpg' },
      site,
      keep,
      (value) => (value === 'new-poster.jpg' ? blob : undefined),
    );
    expect('show' in named && named.show.poster?.src).toBe(blob);
  });

  it('shows a picture uploaded inside its object (file and alt text) from the editor’s copy', () => {
    const blob = 'blob:http://127.0.0.1/9a1b';
    const show = previewed({
      ...showFile('lanterns_over_larkspur'),
      descriptionImage: { file: blob, alt: 'The stage at dusk' },
      logoImage: { file: 'new-logo.png', alt: 'Lanterns Over Larkspur' },
    });
    expect(show.descriptionImage).toMatchObject({ src: blob, alt: 'The stage at dusk' });
    expect(show.logoImage).toMatchObject({
      src: '/shows/lanterns_over_larkspur/new-logo.png',
      alt: 'Lanterns Over Larkspur',
    });
  });
});
