/**
 * Venues, the visit page, Good to know and programs as served (docs/rules/visiting.md#venues-and-visiting,
 * #good-to-know, #program-notes), read from the markup without a browser and checked against
 * content/: every venue's page, every show's venue link and Good to know block, every program.
 * The words are written out here from the product rules, not taken from the site's code.
 */
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import jsQR from 'jsqr';
import sharp from 'sharp';
import {
  club,
  site,
  BASE_PATH,
  education,
  faq,
  shows,
  venues,
  venueToday,
  isUpcoming,
} from './support/content';
import { servedPage } from './support/html';
import { showTags, TAG } from './support/tags';

test.describe.configure({ mode: 'parallel' });

/** The advisories' words (docs/rules/shows.md#good-to-know). */
const ADVISORY_WORDS: Record<string, string> = {
  strobe: 'Strobe or flashing lights',
  haze: 'Haze or fog effects',
  'loud-sounds': 'Loud sounds',
  gunshots: 'Gunshots or gunshot sounds',
  smoking: 'Smoking or vaping on stage',
  scents: 'Scents in the hall',
  'mature-language': 'Mature language',
  'mature-themes': 'Mature themes',
  nudity: 'Nudity',
  violence: 'Violence',
};

const SCHEMA_TYPE: Record<string, string> = {
  theater: 'PerformingArtsTheater',
  'concert-hall': 'PerformingArtsTheater',
  cinema: 'MovieTheater',
  library: 'Library',
  other: 'Place',
};

function jsonLd(document: Document): Array<Record<string, unknown>> {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const data = JSON.parse(script.textContent ?? '') as Record<string, unknown>;
    return Array.isArray(data['@graph'])
      ? (data['@graph'] as Array<Record<string, unknown>>)
      : [data];
  });
}

function text(node: Element | null | undefined): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** A link of the page's main region to a site path, under the base path. */
function linksTo(document: Document, sitePath: string): Element[] {
  return [...document.querySelectorAll('main a[href]')].filter(
    (a) => a.getAttribute('href') === `${BASE_PATH}/${sitePath}`,
  );
}

for (const [id, venue] of Object.entries(venues)) {
  test(`the page of venue ${id} gives its address, map, visit data and structured data`, async ({
    request,
  }) => {
    const { status, document } = await servedPage(request, `venues/${id}/`);
    expect(status).toBe(200);
    const main = text(document.querySelector('main'));
    expect(main).toContain(venue.streetAddress);
    if (venue.parkingNote) expect(main).toContain(venue.parkingNote);
    // How to ask for an accommodation, with the box office's phone.
    expect(text(document.querySelector('#accommodations')?.parentElement)).toMatch(
      /\(\d{3}\) 555-01\d\d/,
    );
    const place = jsonLd(document)[0]!;
    expect(place['@type']).toBe(SCHEMA_TYPE[venue.kind ?? 'other']);
    expect(place.name).toBe(venue.name);
    expect(place.address).toMatchObject({
      '@type': 'PostalAddress',
      streetAddress: venue.streetAddress,
      postalCode: venue.postalCode,
    });
    if (venue.geo) {
      expect(place.geo).toEqual({ '@type': 'GeoCoordinates', ...venue.geo });
      const map = [...document.querySelectorAll('a[href^="https://www.openstreetmap.org/"]')];
      expect(map.map((a) => a.getAttribute('href'))).toEqual([
        `https://www.openstreetmap.org/?mlat=${venue.geo.latitude}&mlon=${venue.geo.longitude}#map=17/${venue.geo.latitude}/${venue.geo.longitude}`,
      ]);
    }
    // No map service's script or frame.
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });

  // A venue page lists shows, so it changes whenever a show comes or goes.
  test(
    `the page of venue ${id} lists the shows upcoming there`,
    { tag: TAG.contentChange },
    async ({ request }) => {
      const { document } = await servedPage(request, `venues/${id}/`);
      const today = venueToday();
      for (const show of shows.filter((s) => s.venueId === id && isUpcoming(s, today))) {
        expect(linksTo(document, `shows/${show.name}/`), show.name).not.toHaveLength(0);
      }
    },
  );
}

test('the visit page links every venue and says when the box office is open', async ({
  request,
}) => {
  const { document } = await servedPage(request, 'visit/');
  for (const id of Object.keys(venues))
    expect(linksTo(document, `venues/${id}/`), id).toHaveLength(1);
  expect(text(document.querySelector('main'))).toContain(
    // The box office's hours as content/site.json writes them.
    site.boxOffice.hours,
  );
});

test('the FAQ answers about a visit link to the visit page', async ({ request }) => {
  const { document } = await servedPage(request, 'faq/');
  const items = [...document.querySelectorAll('main details')];
  faq.forEach((item, index) => {
    const links = [...(items[index]?.querySelectorAll('a[href]') ?? [])].filter(
      (a) => a.getAttribute('href') === `${BASE_PATH}/visit/`,
    );
    expect(links.length, item.question).toBe(item.visitPage ? 1 : 0);
  });
});

test('every education event links its venue page', async ({ request }) => {
  const { document } = await servedPage(request, 'education-and-enrichment/');
  for (const event of education.events) {
    expect(linksTo(document, `venues/${event.location}/`).length, event.name).toBeGreaterThan(0);
  }
});

for (const show of shows) {
  test(
    `${show.name} links its venue page and says what is good to know`,
    { tag: showTags(show.name) },
    async ({ request }) => {
      const { document } = await servedPage(request, `shows/${show.name}/`);
      expect(linksTo(document, `venues/${show.venueId}/`)).not.toHaveLength(0);
      const block = document.querySelector('[aria-labelledby="good-to-know-heading"]');
      const hasFacts =
        show.advisories.length > 0 ||
        show.advisoryNote !== undefined ||
        show.minimumAge !== undefined ||
        show.runTimeMinutes !== undefined;
      expect(block !== null, 'Good to know block').toBe(hasFacts);
      const words = text(block);
      for (const id of show.advisories) expect(words).toContain(ADVISORY_WORDS[id]);
      if (show.advisoryNote) expect(words).toContain(show.advisoryNote);
      if (show.minimumAge) expect(words).toContain(`ages ${show.minimumAge} and up`);
      // A run has one Event per performance (docs/rules/shows.md#performances): each says it.
      const events = jsonLd(document).filter((item) => item.name === show.title);
      expect(events.length).toBe(show.run ? show.performances.length : 1);
      for (const event of events) {
        if (show.minimumAge !== undefined)
          expect(event.typicalAgeRange).toBe(`${show.minimumAge}-`);
        else expect(event).not.toHaveProperty('typicalAgeRange');
      }
      if (show.runTimeMinutes && !show.festival) {
        const hours = Math.floor(show.runTimeMinutes / 60);
        const minutes = show.runTimeMinutes % 60;
        expect(words).toContain(hours > 0 ? `${hours} hr` : `${minutes} min`);
        for (const event of events) {
          expect(event.duration).toBe(
            `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}`,
          );
        }
      }
      expect(linksTo(document, `shows/${show.name}/program/`).length).toBe(show.hasProgram ? 1 : 0);
    },
  );
}

// A show of one day, or a run, whose every performance is one evening; a multi-day show without
// performances ends at the close of its last day instead. A called-off show has no file of its own
// (e2e/discoverability.spec.ts checks it is absent).
for (const show of shows.filter(
  (s) =>
    s.runTimeMinutes !== undefined &&
    !s.festival &&
    (s.run || !s.endDate) &&
    s.status !== 'cancelled' &&
    s.status !== 'postponed',
)) {
  test(
    `${show.name}'s calendar entries end its run time after the start`,
    { tag: showTags(show.name) },
    async ({ request }) => {
      const response = await request.get(`calendar/shows/${show.name}.ics`);
      const calendar = new ICAL.Component(ICAL.parse(await response.text()));
      const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
      expect(events.length).toBe(show.run ? show.performances.length : 1);
      for (const event of events) {
        const minutes =
          (event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()) / 60_000;
        expect(minutes).toBe(show.runTimeMinutes);
      }
    },
  );
}

for (const show of shows.filter((s) => s.hasProgram)) {
  test(
    `${show.name}'s program page lists its works in order`,
    { tag: showTags(show.name) },
    async ({ request }) => {
      const { status, document } = await servedPage(request, `shows/${show.name}/program/`);
      expect(status).toBe(200);
      const items = [...document.querySelectorAll('main ol li')].map((li) => text(li));
      show.programWorks.forEach((title, index) => expect(items[index]).toContain(title));
      expect(linksTo(document, `shows/${show.name}/`)).toHaveLength(1);
      // Readable without scripts or pictures.
      expect(document.querySelectorAll('main img')).toHaveLength(0);
      // The card's QR code, rendered to pixels, decodes to the program's absolute address.
      const qr = await request.get(`shows/${show.name}/program/qr.svg`);
      expect(qr.status()).toBe(200);
      expect(qr.headers()['content-type']).toContain('image/svg+xml');
      const { data, info } = await sharp(await qr.body(), { density: 300 })
        .resize(600, 600, { kernel: 'nearest' })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? '';
      expect(decoded).toMatch(/^https?:\/\//);
      expect(decoded.endsWith(`${BASE_PATH}/shows/${show.name}/program/`)).toBe(true);
      // The club's members who opted in are named, and nobody else.
      const main = text(document.querySelector('main') ?? document.body);
      for (const member of club?.members ?? []) {
        if (member.listed) expect(main).toContain(member.name);
        else expect(main).not.toContain(member.name);
      }
    },
  );
}
