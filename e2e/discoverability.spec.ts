/**
 * What search engines and calendar apps read from the built pages: each show's Event JSON-LD,
 * the sitemap, and the .ics files behind "Add to calendar". The builders are unit-tested in lib/;
 * this proves the exported site really carries them, under the base path, for every show.
 */
import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { PUBLIC_ORIGIN } from './support/browser';
import { BASE_PATH, routes, shows } from './support/content';

test.describe.configure({ mode: 'parallel' });

const PUBLIC_BASE = `${PUBLIC_ORIGIN}${BASE_PATH}/`;

/** A public address of the site → the same page on the test server. */
function local(publicUrl: string): string {
  expect(publicUrl.startsWith(PUBLIC_BASE), `${publicUrl} is under ${PUBLIC_BASE}`).toBe(true);
  return publicUrl.slice(PUBLIC_BASE.length);
}

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown>;
    return Array.isArray(data['@graph'])
      ? (data['@graph'] as Array<Record<string, unknown>>)
      : [data];
  });
}

for (const show of shows) {
  test(`${show.name} describes itself as an Event with an offset start and its venue`, async ({
    page,
    request,
  }) => {
    await page.goto(`shows/${show.name}/`);
    const events = (await jsonLd(page)).filter(
      (item) => String(item['@type']).endsWith('Event') || item['@type'] === 'Festival',
    );
    expect(events, 'one top-level event').toHaveLength(1);
    const event = events[0]!;
    expect(event.name).toBe(show.title);
    // The venue's wall-clock start with New York's offset for that date (EST or EDT).
    expect(String(event.startDate)).toMatch(new RegExp(`^${show.date}(:00)?-0[45]:00$`));
    const location = event.location as { name: string; address: { streetAddress: string } };
    expect(location.name).toBe(show.venueName);
    expect(location.address.streetAddress).toBeTruthy();
    expect(event.url).toBe(`${PUBLIC_BASE}shows/${show.name}/`);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(event.url);
    const images = (Array.isArray(event.image) ? event.image : [event.image]) as string[];
    for (const image of images) expect((await request.get(local(image))).status()).toBe(200);
    if (show.tickets) {
      expect((event.offers as { url: string }).url).toBe(show.tickets);
    } else {
      expect(event.offers, 'no offer without a ticket link').toBeUndefined();
    }
    if (show.festival) {
      const screenings = Object.values(show.schedule).flatMap((times) => Object.keys(times));
      expect(event.subEvent as unknown[]).toHaveLength(screenings.length);
    }

    // "Add to calendar" downloads a calendar a client can read, starting at the same moment.
    const ics = page.getByRole('link', { name: /calendar \(\.ics\)/i });
    const href = await ics.getAttribute('href');
    expect(href).toMatch(new RegExp(`^${BASE_PATH}/calendar/`));
    const response = await request.get(href!.slice(BASE_PATH.length + 1));
    expect(response.headers()['content-type']).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const first = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    const start = first.startDate.toJSDate().getTime();
    const screeningStarts = show.festival
      ? Object.entries(show.schedule)
          .flatMap(([day, times]) => Object.keys(times).map((t) => `${day}T${t}`))
          .sort()
      : [show.date];
    expect(start).toBe(
      new Date(`${screeningStarts[0]}:00${String(event.startDate).slice(-6)}`).getTime(),
    );
  });
}

test('the sitemap lists exactly the pages the content makes', async ({ request }) => {
  const response = await request.get('sitemap.xml');
  expect(response.status()).toBe(200);
  const listed = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  // Every route but the /festival/ placeholders, which ask not to be indexed. That each of these
  // pages exists is e2e/pages.spec.ts's one-test-per-page job.
  const expected = routes
    .filter((route) => !route.path.startsWith('festival/'))
    .map((route) => `${PUBLIC_BASE}${route.path}`);
  expect([...listed].sort()).toEqual([...expected].sort());
});

test('the season feed holds every show', async ({ request }) => {
  const response = await request.get('calendar.ics');
  expect(response.headers()['content-type']).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const summaries = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).summary);
  expect(summaries.sort()).toEqual(shows.map((show) => show.title).sort());
});
