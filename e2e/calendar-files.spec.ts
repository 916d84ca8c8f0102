/**
 * Every calendar file the build writes that announces an event is linked from a page
 * (docs/rules/calendars.md#a-calendar-file-stays): such a file no page links is one nobody can
 * find, and one that goes stale unseen; and what the files say, read by ical.js. Read from the
 * export on disk, without a browser.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { htmlFiles } from '../lib/build/exported-html';
import { BASE_PATH, festivals, offeredServices, shows, site } from './support/content';
import { servedPage } from './support/html';

const OUT = process.env.E2E_OUT_DIR || 'out';

function icsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return icsFiles(full);
    return entry.name.endsWith('.ics') ? [full] : [];
  });
}

/**
 * Whether a calendar file announces nothing as taking place: every event in it is CANCELLED, or
 * it has none. Such is the file a called-off show, festival film or education event keeps, and
 * the on-sale reminder file of a show that no longer sells: its page stops linking it, and an
 * address once shared answers with the change (docs/rules/calendars.md#a-calendar-file-stays).
 */
function announcesNothing(file: string): boolean {
  const calendar = new ICAL.Component(ICAL.parse(readFileSync(file, 'utf8')));
  return calendar
    .getAllSubcomponents('vevent')
    .every((event) => event.getFirstPropertyValue('status') === 'CANCELLED');
}

test('every .ics file of the export that announces an event is linked from some page', async () => {
  const files = icsFiles(OUT)
    .filter((file) => !announcesNothing(file))
    .map((file) => `${BASE_PATH}/${path.relative(OUT, file).split(path.sep).join('/')}`);
  expect(files.length, 'calendar files in the export').toBeGreaterThan(0);
  const linked = new Set<string>();
  for (const page of await htmlFiles(OUT)) {
    for (const match of readFileSync(page, 'utf8').matchAll(/href="([^"]+\.ics)"/g)) {
      linked.add(match[1]!);
      // The season feed is also offered as a webcal: subscription of its absolute address.
      linked.add(
        `${BASE_PATH}${new URL(match[1]!.replace(/^webcal:/, 'https:'), 'https://x.invalid').pathname.slice(BASE_PATH.length)}`,
      );
    }
  }
  expect(files.filter((file) => !linked.has(file))).toEqual([]);
});

/**
 * The pages that list a series' events and so announce its feed (docs/rules/calendars.md#calendar-feeds),
 * derived from content: the home page, the speaker series, education, each offered service's list,
 * each festival's page and the subscribe page.
 */
const listingPages = [
  '',
  'speaker-series/',
  'education-and-enrichment/',
  'subscribe/',
  ...offeredServices.map((service) => `accessibility/${service.id}/`),
  ...festivals.map((festival) => `shows/${festival.name}/`),
];

/** The file of the export a site address stands for. */
function exportFile(address: string): string {
  const { pathname } = new URL(address.replace(/^webcal:/, 'https:'));
  return path.join(OUT, decodeURIComponent(pathname.slice(BASE_PATH.length)));
}

test('every listing page announces its calendar feeds, offers them, and each feed parses', async ({
  request,
}) => {
  for (const pagePath of listingPages) {
    const { document } = await servedPage(request, pagePath);
    const announced = [
      ...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][type="text/calendar"]'),
    ];
    expect(announced.length, `feeds announced by /${pagePath}`).toBeGreaterThan(0);
    const offered = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="webcal:"]')].map(
      (link) => exportFile(link.href),
    );
    for (const link of announced) {
      const file = exportFile(link.href);
      expect(offered, `/${pagePath} offers ${link.href} to subscribe`).toContain(file);
      // ical.js, the independent parser, reads the file the link names.
      const calendar = new ICAL.Component(ICAL.parse(readFileSync(file, 'utf8')));
      expect(calendar.getFirstPropertyValue('x-wr-calname'), link.href).toBe(link.title);
      expect(calendar.getFirstPropertyValue('x-wr-timezone'), link.href).toBe(
        site.timeZone ?? 'America/New_York',
      );
      expect(calendar.getFirstSubcomponent('vtimezone'), link.href).not.toBeNull();
    }
  }
});

/** "12:45 pm" for "2027-01-16T12:45", written here by hand, not by the site's formatter. */
function clockTime(local: string): string {
  const [hours = 0, minutes = 0] = local.slice(11).split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

test('a performance’s event gives its touch tour’s own time, before the performance’s', () => {
  // docs/rules/visiting.md#accessibility-services: the event starts with the performance.
  const tours = shows.flatMap((show) =>
    show.performances.flatMap((p) =>
      p.touchTour
        ? [{ uid: `show-${show.name}-${p.date.replace(/[-:]/g, '')}@`, performance: p }]
        : [],
    ),
  );
  const events = icsFiles(OUT).flatMap((file) =>
    new ICAL.Component(ICAL.parse(readFileSync(file, 'utf8')))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent)),
  );
  for (const { uid, performance } of tours) {
    const own = events.filter((event) => event.uid.startsWith(uid));
    for (const event of own) {
      expect(event.description, event.uid).toContain(
        `Touch tour: ${clockTime(performance.touchTour!)}, before the ${clockTime(performance.date)} performance.`,
      );
      expect(event.startDate.toString().slice(0, 16), event.uid).toBe(performance.date);
    }
  }
});
