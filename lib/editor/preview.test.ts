import { readFileSync } from 'node:fs';
import path from 'node:path';

import { previewShow, UNKNOWN_IMAGE_SIZE, type PreviewSite } from './preview';
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
    expect(previewShow({ ...untitled, title: 'X', location: 'nowhere' }, site, keep)).toEqual({
      problems: ['location: is not a venue id'],
    });
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
