/**
 * What search engines and calendar apps read from the built pages: each show's Event JSON-LD,
 * the sitemap, and the .ics files behind "Add to calendar". The builders are unit-tested in lib/;
 * this proves the exported site really carries them, under the base path, for every show.
 */
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { PUBLIC_ORIGIN } from './support/browser';
import {
  addDays,
  badgeLabels,
  BASE_PATH,
  shows,
  site,
  takesPlace,
  venueInstant,
  venueToday,
} from './support/content';
import { isEmptyPlaceholder, routes } from './support/routes';
import { servedPage } from './support/html';
import { showTags, TAG } from './support/tags';

test.describe.configure({ mode: 'parallel' });

const PUBLIC_BASE = `${PUBLIC_ORIGIN}${BASE_PATH}/`;

/** A public address of the site → the same page on the test server. */
function local(publicUrl: string): string {
  expect(publicUrl.startsWith(PUBLIC_BASE), `${publicUrl} is under ${PUBLIC_BASE}`).toBe(true);
  return publicUrl.slice(PUBLIC_BASE.length);
}

/** schema.org's event statuses by content status (docs/rules/shows.md#show-status). */
const EVENT_STATUS = {
  scheduled: 'EventScheduled',
  soldOut: 'EventScheduled',
  cancelled: 'EventCancelled',
  postponed: 'EventPostponed',
  rescheduled: 'EventRescheduled',
} as const;

function jsonLd(document: Document): Array<Record<string, unknown>> {
  const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => script.textContent ?? '',
  );
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown>;
    return Array.isArray(data['@graph'])
      ? (data['@graph'] as Array<Record<string, unknown>>)
      : [data];
  });
}

// Read from the served markup, without a browser: a page load per show would make the run grow
// with the archive.
for (const show of shows) {
  test(
    `${show.name} describes itself as an Event with an offset start and its venue`,
    { tag: showTags(show.name) },
    async ({ request }) => {
      const { document } = await servedPage(request, `shows/${show.name}/`);
      const events = jsonLd(document).filter(
        (item) => String(item['@type']).endsWith('Event') || item['@type'] === 'Festival',
      );
      // One Event per performance of a run, one for any other show (docs/rules/shows.md#performances).
      const performances = show.run ? show.performances : [{ ...show, accessibility: [] }];
      expect(events, 'one top-level event per performance').toHaveLength(performances.length);
      const today = venueToday();
      events.forEach((event, index) => {
        const performance = performances[index]!;
        expect(event.name).toBe(show.title);
        // The venue's wall-clock start with New York's offset for that date (EST or EDT).
        expect(String(event.startDate)).toMatch(new RegExp(`^${performance.date}(:00)?-0[45]:00$`));
        const location = event.location as { name: string; address: { streetAddress: string } };
        expect(location.name).toBe(show.venueName);
        expect(location.address.streetAddress).toBeTruthy();
        expect(event.url).toBe(`${PUBLIC_BASE}shows/${show.name}/`);
        expect(event.eventStatus).toBe(`https://schema.org/${EVENT_STATUS[performance.status]}`);
        // A performance over on the build day sells nothing, in the page and in its data.
        const over = (show.run ? performance.day : (show.endDate ?? show.day)) < today;
        const offered =
          performance.tickets !== '' &&
          !over &&
          ['scheduled', 'rescheduled', 'soldOut'].includes(performance.status);
        if (offered) {
          const offer = event.offers as { url: string; availability: string; validFrom?: string };
          expect(offer.url).toBe(performance.tickets);
          if (performance.status === 'soldOut')
            expect(offer.availability).toBe('https://schema.org/SoldOut');
          if (performance.onSale)
            expect(offer.validFrom).toMatch(new RegExp(`^${performance.onSale}(:00)?-0[45]:00$`));
        } else {
          expect(
            event.offers,
            'no offer without a ticket link, once over or called off',
          ).toBeUndefined();
        }
        if (show.run) {
          // A called-off performance names no service (docs/rules/visiting.md#accessibility-services).
          for (const label of badgeLabels(performance.accessibility)) {
            if (takesPlace(performance)) expect(String(event.description)).toContain(label);
            else expect(String(event.description)).not.toContain(label);
          }
          if (performance.note) expect(String(event.description)).toContain(performance.note);
        }
      });
      const event = events[0]!;
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(event.url);
      const images = (Array.isArray(event.image) ? event.image : [event.image]) as string[];
      for (const image of images) expect((await request.get(local(image))).status()).toBe(200);
      if (show.status === 'rescheduled') {
        expect(String(event.previousStartDate)).toMatch(
          new RegExp(`^${show.previousDate}(:00)?-0[45]:00$`),
        );
      } else if (!show.run) {
        expect(event.previousStartDate).toBeUndefined();
      }
      if (show.festival) {
        const screenings = Object.values(show.schedule).flatMap((times) => Object.keys(times));
        expect(event.subEvent as unknown[]).toHaveLength(screenings.length);
      }
    },
  );

  test(
    `${show.name} offers an Add to calendar file that starts when the show does`,
    { tag: showTags(show.name) },
    async ({ request }) => {
      const { document } = await servedPage(request, `shows/${show.name}/`);
      // "Add to calendar" downloads a calendar a client can read, starting at the same moment. The
      // markup holds the link for the selling phase whatever the build day (the visitor's clock
      // picks the phase shown). A called-off show offers no link; its file stays, every event
      // CANCELLED, so an address once added answers with the change
      // (docs/rules/calendars.md#a-calendar-file-stays).
      const calledOff = show.status === 'cancelled' || show.status === 'postponed';
      const icsLinks = [...document.querySelectorAll('a[href]')].filter((a) =>
        /calendar \(\.ics\)/i.test(a.textContent ?? ''),
      );
      expect(icsLinks.length > 0, 'an Add to calendar link').toBe(!calledOff);
      if (calledOff) {
        const kept = await request.get(`calendar/shows/${show.name}.ics`);
        expect(kept.status()).toBe(200);
        const events = new ICAL.Component(ICAL.parse(await kept.text())).getAllSubcomponents(
          'vevent',
        );
        expect(events.length).toBeGreaterThan(0);
        for (const event of events) expect(event.getFirstPropertyValue('status')).toBe('CANCELLED');
        return;
      }
      const href = icsLinks[0]?.getAttribute('href');
      expect(href).toMatch(new RegExp(`^${BASE_PATH}/calendar/`));
      const response = await request.get(href!.slice(BASE_PATH.length + 1));
      expect(response.headers()['content-type']).toContain('text/calendar');
      const calendar = new ICAL.Component(ICAL.parse(await response.text()));
      const vevents = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
      const first = vevents[0]!;
      const firstStatus = show.run ? show.performances[0]!.status : show.status;
      expect(first.component.getFirstPropertyValue('status')).toBe(
        firstStatus === 'cancelled' || firstStatus === 'postponed' ? 'CANCELLED' : 'CONFIRMED',
      );
      const start = first.startDate.toJSDate().getTime();
      const screeningStarts = show.festival
        ? Object.entries(show.schedule)
            .flatMap(([day, times]) => Object.keys(times).map((t) => `${day}T${t}`))
            .sort()
        : [show.date];
      expect(start).toBe(venueInstant(screeningStarts[0]!).getTime());
      if (show.run) {
        // One VEVENT per performance, each with a UID of its own.
        expect(vevents.map((v) => v.startDate.toJSDate().getTime())).toEqual(
          show.performances.map((p) => venueInstant(p.date).getTime()),
        );
        expect(new Set(vevents.map((v) => v.uid)).size).toBe(vevents.length);
      }
    },
  );
}

test(
  'the sitemap lists exactly the pages the content makes',
  { tag: TAG.contentChange },
  async ({ request }) => {
    const response = await request.get('sitemap.xml');
    expect(response.status()).toBe(200);
    const listed = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    // Every route but the placeholders (/festival/, the offline page), which ask not to be indexed. That each of these
    // pages exists is e2e/pages.spec.ts's one-test-per-page job.
    const expected = routes
      .filter((route) => !route.path.startsWith('festival/') && !isEmptyPlaceholder(route.path))
      .map((route) => `${PUBLIC_BASE}${route.path}`);
    expect([...listed].sort()).toEqual([...expected].sort());
  },
);

test('the sitemap dates each show page by the last commit of its file', async ({ request }) => {
  const sitemap = await (await request.get('sitemap.xml')).text();
  const fromHistory = process.env.CONTENT_HISTORY?.trim() !== 'files';
  for (const show of shows) {
    const entry = sitemap
      .split('<url>')
      .find((part) => part.includes(`<loc>${PUBLIC_BASE}shows/${show.name}/</loc>`));
    expect(entry, show.name).toBeDefined();
    const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(entry ?? '')?.[1];
    if (!fromHistory) {
      expect(lastmod, 'no dates without the history').toBeUndefined();
      continue;
    }
    // Asked of git directly: the newest first-parent commit that touched the show's file.
    const committed = execFileSync(
      'git',
      ['log', '-1', '--first-parent', '--format=%cI', '--', `content/shows/${show.file}`],
      { encoding: 'utf8' },
    ).trim();
    expect(Date.parse(lastmod ?? ''), show.name).toBe(Date.parse(committed));
  }
});

test('every page names the web manifest, which names the series and an icon that loads', async ({
  request,
}) => {
  const { document } = await servedPage(request, '');
  const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href');
  expect(href).toBe(`${BASE_PATH}/manifest.webmanifest`);
  const response = await request.get(href!);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    icons: Array<{ src: string; type: string }>;
  };
  expect(manifest.name).toBe(site.seriesName);
  expect(manifest.start_url).toBe(`${BASE_PATH}/`);
  expect(manifest.icons.length).toBeGreaterThan(0);
  for (const icon of manifest.icons) {
    const served = await request.get(icon.src);
    expect(served.status(), icon.src).toBe(200);
    expect(served.headers()['content-type']).toContain(icon.type);
  }
});

test('a site in a sub-folder writes no robots.txt of its own', async ({ request }) => {
  // Crawlers read only the host's /robots.txt; one under the base path would mislead staff.
  expect((await request.get('robots.txt', { failOnStatusCode: false })).status()).toBe(404);
});

test(
  'the season feed holds the shows of the last 180 days and on, a called-off one marked',
  { tag: TAG.contentChange },
  async ({ request }) => {
    const response = await request.get('calendar.ics');
    expect(response.headers()['content-type']).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const entries = calendar.getAllSubcomponents('vevent').map((v) => {
      const event = new ICAL.Event(v);
      return `${event.summary} [${String(v.getFirstPropertyValue('status'))}]`;
    });
    const from = addDays(venueToday(), -180);
    const inWindow = shows.filter((show) => (show.endDate ?? show.day) >= from);
    // A run is one entry per performance, each with its own status.
    const expected = inWindow.flatMap((show) =>
      (show.run ? show.performances : [show]).map(({ status }) =>
        status === 'cancelled'
          ? `Cancelled: ${show.title} [CANCELLED]`
          : status === 'postponed'
            ? `Postponed: ${show.title} [CANCELLED]`
            : `${show.title} [CONFIRMED]`,
      ),
    );
    expect(entries.sort()).toEqual(expected.sort());
  },
);
