/**
 * @jest-environment node
 */
// Each kind of placeholder is valid SVG that librsvg (through sharp) draws at its stated size,
// deterministically, and prints the words it is given.
import sharp from 'sharp';

import { fixtureContent } from '../../../test/support/fixture-content';
import { filmPoster, logoImage } from './film-art';
import { seriesLogo, wordmarkLogo } from './logos';
import { artwork, MOTIFS, svgDoc } from './motifs';
import { paletteFor } from './palette';
import { rngFor } from './random';
import { scene } from './scene';
import { poster, seriesLabel, social, type ShowArt } from './show-art';
import { siteShareCard } from './site-share';
import { sponsorLogo } from './sponsor-logo';
import { esc } from './text';
import { trailerThumb } from './trailer';

async function drawnSize(svg: string) {
  const { width, height } = await sharp(Buffer.from(svg)).metadata();
  return { width, height };
}

const art: ShowArt = {
  seed: 'test_show',
  title: 'The Night Garden & Friends',
  subtitle: 'A play with songs',
  dateLines: { line1: 'Friday, March 12, 2027', line2: '7:30 pm' },
  venue: 'Main Stage',
  kicker: 'TEST SERIES',
  palette: paletteFor('test_show'),
};

test('the poster and the social card are drawn at 800×1200 and 1200×630, with the title escaped', async () => {
  const posterSvg = await poster(art);
  expect(await drawnSize(posterSvg)).toEqual({ width: 800, height: 1200 });
  expect(posterSvg).toContain('&amp;');
  expect(posterSvg).not.toContain(' & ');
  expect(await drawnSize(await social(art))).toEqual({ width: 1200, height: 630 });
}, 60_000);

test('the same show draws the same poster twice', async () => {
  expect(await poster(art)).toBe(await poster(art));
}, 60_000);

test('every motif draws inside its clip box', async () => {
  const box = { x: 0, y: 0, w: 300, h: 200 };
  for (const [name, motif] of Object.entries(MOTIFS)) {
    const body = motif(rngFor(name), box, art.palette);
    expect({ name, size: await drawnSize(svgDoc(300, 200, body)) }).toEqual({
      name,
      size: { width: 300, height: 200 },
    });
  }
  expect(artwork('seed', box, art.palette, 'clip')).toContain('<clipPath id="clip">');
});

test('trailer thumbnails, scenes, film posters and show logos are drawn at their sizes', async () => {
  const trailer = await trailerThumb({
    seed: 's',
    title: 'A Trailer',
    palette: art.palette,
    caption: 'WATCH',
  });
  expect(await drawnSize(trailer)).toEqual({ width: 1280, height: 720 });
  expect(await drawnSize(scene('s', 'two dancers on a stage', art.palette))).toEqual({
    width: 1200,
    height: 800,
  });
  const film = fixtureContent.shows.flatMap((show) => show.films)[0];
  if (!film) throw new Error('the fixture content has no film');
  const filmSvg = await filmPoster({ seed: film.name, film, festivalTitle: 'Festival' });
  expect(await drawnSize(filmSvg)).toEqual({ width: 600, height: 900 });
  expect(await drawnSize(await logoImage('s', 'The Wren Hollow Quartet'))).toEqual({
    width: 600,
    height: 200,
  });
}, 60_000);

test('sponsor logos and the site share card print the names they are given', async () => {
  const sponsor = await sponsorLogo('River & Valley Bank');
  expect(sponsor).toContain(esc('River & Valley Bank').split(' ')[0]);
  expect(await drawnSize(sponsor)).toEqual({ width: 550, height: 330 });
  const { site } = fixtureContent;
  const card = await siteShareCard(site);
  expect(await drawnSize(card)).toEqual({ width: 1200, height: 630 });
  expect(card).toContain(esc(site.universityName));
}, 60_000);

test('site logos are labelled SVG at the size site.json gives', async () => {
  const { site } = fixtureContent;
  const series = await seriesLogo(site.logos.series, site);
  expect(series).toContain(`aria-label="${esc(site.logos.series.name)}"`);
  expect(await drawnSize(series)).toEqual({
    width: site.logos.series.width,
    height: site.logos.series.height,
  });
  const college = await wordmarkLogo(site.logos.college, {
    caption: site.universityName,
    emblem: 'arch',
  });
  expect(college).toContain(`<title>${esc(site.logos.college.name)}</title>`);
}, 60_000);

describe('seriesLabel', () => {
  it('writes the show’s season as every page writes it, 2025–26', () => {
    const site = { seriesName: 'Ridgeline Artists Series' };
    expect(seriesLabel(site, { date: '2026-06-30T19:30' })).toBe(
      'RIDGELINE ARTISTS SERIES  ·  2025–26',
    );
    expect(seriesLabel(site, { date: '2026-07-01T19:30' })).toBe(
      'RIDGELINE ARTISTS SERIES  ·  2026–27',
    );
  });
});
