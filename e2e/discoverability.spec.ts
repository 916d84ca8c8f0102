/**
 * What search engines and calendar apps read from the built pages: each show's Event JSON-LD,
 * the sitemap, and the .ics files behind "Add to calendar". The builders are unit-tested in lib/;
 * this proves the exported site really carries them, under the base path, for every show.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import ICAL from 'ical.js';
import { PUBLIC_ORIGIN } from './support/browser';
import { addDays, BASE_PATH, routes, sells, shows, venueToday } from './support/content';
import { servedPage } from './support/html';
import { showTags, TAG } from './support/tags';

test.describe.configure({ mode: 'parallel' });

const PUBLIC_BASE = `${PUBLIC_ORIGIN}${BASE_PATH}/`;

/** A public address of the site → the same page on the test server. */
function local(publicUrl: string): string {
  expect(publicUrl.startsWith(PUBLIC_BASE), `${publicUrl} is under ${PUBLIC_BASE}`).toBe(true);
  return publicUrl.slice(PUBLIC_BASE.length);
}

/** schema.org's event statuses by content status (docs/product-rules.md#show-status). */
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
/** The show page's one top-level Event (or Festival) in its JSON-LD. */
async function eventOf(request: APIRequestContext, name: string) {
  const { document } = await servedPage(request, `shows/${name}/`);
  const events = jsonLd(document).filter(
    (item) => String(item['@type']).endsWith('Event') || item['@type'] === 'Festival',
  );
  expect(events, 'one top-level event').toHaveLength(1);
  return { document, event: events[0]! };
}

for (const show of shows) {
  test(
    `${show.name} describes itself as an Event with an offset start and its venue`,
    { tag: showTags(show.name) },
    async ({ request }) => {
      const { document, event } = await eventOf(request, show.name);
      expect(event.name).toBe(show.title);
      // The venue's wall-clock start with New York's offset for that date (EST or EDT).
      expect(String(event.startDate)).toMatch(new RegExp(`^${show.date}(:00)?-0[45]:00$`));
      const location = event.location as { name: string; address: { streetAddress: string } };
      expect(location.name).toBe(show.venueName);
      expect(location.address.streetAddress).toBeTruthy();
      expect(event.url).toBe(`${PUBLIC_BASE}shows/${show.name}/`);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(event.url);
      const images = (Array.isArray(event.image) ? event.image : [event.image]) as string[];
      for (const image of images) expect((await request.get(local(image))).status()).toBe(200);
      expect(event.eventStatus).toBe(`https://schema.org/${EVENT_STATUS[show.status]}`);
      if (show.status === 'rescheduled') {
        expect(String(event.previousStartDate)).toMatch(
          new RegExp(`^${show.previousDate}(:00)?-0[45]:00$`),
        );
      } else {
        expect(event.previousStartDate).toBeUndefined();
      }
      if (show.tickets && (sells(show) || show.status === 'soldOut')) {
        const offer = event.offers as { url: string; availability: string; validFrom?: string };
        expect(offer.url).toBe(show.tickets);
        if (show.status === 'soldOut')
          expect(offer.availability).toBe('https://schema.org/SoldOut');
        if (show.onSale)
          expect(offer.validFrom).toMatch(new RegExp(`^${show.onSale}(:00)?-0[45]:00$`));
      } else {
        expect(event.offers, 'no offer without a ticket link or once called off').toBeUndefined();
      }
      if (show.festival) {
        const screenings = Object.values(show.schedule).flatMap((times) => Object.keys(times));
        expect(event.subEvent as unknown[]).toHaveLength(screenings.length);
      }
    },
  );

  test(
    `${show.name} offers an Add to calendar file that starts when its Event does`,
    { tag: showTags(show.name) },
    async ({ request }) => {
      const { document, event } = await eventOf(request, show.name);
      // "Add to calendar" downloads a calendar a client can read, starting at the same moment. The
      // markup holds the link for the selling phase whatever the build day (the visitor's clock
      // picks the phase shown). A called-off show offers no link, but its file stays, saying
      // CANCELLED to those who have it.
      const calledOff = show.status === 'cancelled' || show.status === 'postponed';
      const icsLinks = [...document.querySelectorAll('a[href]')].filter((a) =>
        /calendar \(\.ics\)/i.test(a.textContent ?? ''),
      );
      expect(icsLinks.length > 0, 'an Add to calendar link').toBe(!calledOff);
      const href = calledOff
        ? `${BASE_PATH}/calendar/shows/${show.name}.ics`
        : icsLinks[0]?.getAttribute('href');
      expect(href).toMatch(new RegExp(`^${BASE_PATH}/calendar/`));
      const response = await request.get(href!.slice(BASE_PATH.length + 1));
      expect(response.headers()['content-type']).toContain('text/calendar');
      const calendar = new ICAL.Component(ICAL.parse(await response.text()));
      const first = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
      expect(first.component.getFirstPropertyValue('status')).toBe(
        calledOff ? 'CANCELLED' : 'CONFIRMED',
      );
      const start = first.startDate.toJSDate().getTime();
      const screeningStarts = show.festival
        ? Object.entries(show.schedule)
            .flatMap(([day, times]) => Object.keys(times).map((t) => `${day}T${t}`))
            .sort()
        : [show.date];
      expect(start).toBe(
        new Date(`${screeningStarts[0]}:00${String(event.startDate).slice(-6)}`).getTime(),
      );
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
    // Every route but the /festival/ placeholders, which ask not to be indexed. That each of these
    // pages exists is e2e/pages.spec.ts's one-test-per-page job.
    const expected = routes
      .filter((route) => !route.path.startsWith('festival/'))
      .map((route) => `${PUBLIC_BASE}${route.path}`);
    expect([...listed].sort()).toEqual([...expected].sort());
  },
);

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
    const expected = inWindow.map((show) =>
      show.status === 'cancelled'
        ? `Cancelled: ${show.title} [CANCELLED]`
        : show.status === 'postponed'
          ? `Postponed: ${show.title} [CANCELLED]`
          : `${show.title} [CONFIRMED]`,
    );
    expect(entries.sort()).toEqual(expected.sort());
  },
);
