/**
 * "My picks" (docs/rules/picks.md#my-picks): a show saved on its page and kept through a new page
 * load; overlaps in words; the download, read by ical.js (an independent parser) and matched by UID
 * against the site's own feeds; the share link into another browser; My schedule's
 * older choices carried over; and no toggle without JavaScript. What is saved comes from content,
 * the stored form and the expectations from the product rules, never from the site's own helpers.
 * Each test loads one page (the share test one per browser); the picks are stored before the load.
 */
import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import { expect, test } from './support/shared-page';
import {
  education,
  escapeRegExp,
  festivals,
  shows,
  venueInstant,
  venueToday,
  type FilmInfo,
  type ShowInfo,
} from './support/content';
import { AREA_SELECTOR } from '../components/picks/area';
import { waitForIslands } from './support/browser';

/** The stored form of the picks (docs/rules/picks.md#my-picks). */
const PICKS_KEY = 'picks';
const showPick = (show: ShowInfo) => `show:${show.name}`;
const screeningPick = (festival: ShowInfo, s: Screening) =>
  `screening:${festival.name}:${s.film.name}@${s.day}T${s.time}`;

/** A show of one evening still to come: the one a visitor saves on its page. */
const single = shows.find(
  (show) => !show.run && !show.festival && show.day >= venueToday() && show.status !== 'postponed',
);

interface Screening {
  film: FilmInfo;
  day: string;
  time: string;
  start: number;
  end: number;
}

/** A festival in the feeds' window with its screenings, by start. */
const festival = festivals.find(
  (show) => Object.keys(show.schedule).length > 0 && (show.endDate ?? show.day) >= venueToday(),
);
const screenings: Screening[] = festival
  ? Object.entries(festival.schedule)
      .flatMap(([day, times]) =>
        Object.entries(times).flatMap(([time, entry]) => {
          const film = festival.films.find((f) => f.title === entry || f.name === entry.trim());
          if (!film) return [];
          const start = venueInstant(`${day}T${time}`).getTime();
          return [{ film, day, time, start, end: start + film.lengthMinutes * 60_000 }];
        }),
      )
      .sort((a, b) => a.start - b.start)
  : [];
const screeningTitle = (s: Screening) => `${s.film.title} (${festival!.title})`;

/** Stores the picks before the page's own scripts run, as a visitor's earlier visit left them. */
async function storePicks(page: Page, ids: string[]) {
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [PICKS_KEY, JSON.stringify({ version: 1, picks: ids })],
  );
}

function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(vtimezone));
  }
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

/** The page's list once the picks have loaded. */
async function openPicks(page: Page, address = 'my-picks/') {
  await page.goto(address);
  await expect(page.getByText('Loading your picks')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText(/need JavaScript/)).toBeHidden();
}

test.describe('my picks', () => {
  test.beforeAll(() => {
    expect(single, 'content has a show of one evening still to come').toBeDefined();
    expect(festival, 'content has a festival with screenings still to come').toBeDefined();
  });

  test('a show saved on its page is on My picks at the next page load, with its venue', async ({
    page,
  }) => {
    await page.goto(`shows/${single!.name}/`);
    // The toggle is the app's, which starts at the visitor's first move; it sits under the title's
    // facts, and the picks are read once it nears the screen.
    await waitForIslands(page);
    await page.locator(AREA_SELECTOR).first().scrollIntoViewIfNeeded();
    const toggle = page.getByRole('button', {
      name: new RegExp(`^Save: ${escapeRegExp(single!.title)}`),
    });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false', { timeout: 15_000 });
    await toggle.click();
    await expect(
      page.getByRole('button', { name: new RegExp(`^Saved: ${escapeRegExp(single!.title)}`) }),
    ).toHaveAttribute('aria-pressed', 'true');

    await openPicks(page);
    const item = page.getByRole('listitem').filter({ hasText: single!.title });
    await expect(item).toContainText(single!.venueName);
  });

  test('two picks that overlap in time say so in words', async ({ page }) => {
    // Whatever the season holds, two of its picks are made to overlap: the second starts an hour
    // into the first. The rule itself is lib/concepts/picks/rules/picks.test.ts's; this is the page saying it.
    const [a, b] = [screenings[0]!, screenings.at(-1)!];
    const [idA, idB] = [screeningPick(festival!, a), screeningPick(festival!, b)];
    await page.route('**/my-picks/picks.json', async (route) => {
      const response = await route.fetch();
      const data = (await response.json()) as {
        items: Array<{ id: string; start: number; end: number }>;
      };
      const first = data.items.find((item) => item.id === idA)!;
      const second = data.items.find((item) => item.id === idB)!;
      const length = second.end - second.start;
      second.start = first.start + 60 * 60_000;
      second.end = second.start + length;
      await route.fulfill({ response, json: data });
    });
    await storePicks(page, [idA, idB]);
    await openPicks(page);
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: screeningTitle(a) })
        .first(),
    ).toContainText(new RegExp(`Overlaps with ${escapeRegExp(screeningTitle(b))}`));
  });

  test('the download holds exactly the picks, with the UIDs of the site’s feeds', async ({
    page,
  }) => {
    const screening = screenings[0]!;
    const event = education.events.find((e) => !e.previousDate)!;
    const eventPick = `education:${event.date}-${event.name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)}`;
    await storePicks(page, [showPick(single!), screeningPick(festival!, screening), eventPick]);
    await openPicks(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my picks (.ics)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const mine = parseCalendar(await readFile((await download.path())!, 'utf8'));

    // The same events in the site's own feeds, found by start and title.
    const feeds = await Promise.all(
      ['calendar.ics', 'calendar/festival.ics', 'calendar/education.ics'].map(async (path) => {
        const response = await page.request.get(path);
        expect(response.ok()).toBe(true);
        return parseCalendar(await response.text());
      }),
    );
    const find = (events: ICAL.Event[], start: number, title: string) => {
      const found = events.find(
        (e) => e.startDate.toJSDate().getTime() === start && e.summary.includes(title),
      );
      expect(found, `${title} in the site's feed`).toBeDefined();
      return found!.uid;
    };
    const expected = [
      find(feeds[0]!, venueInstant(single!.date).getTime(), single!.title),
      find(feeds[1]!, screening.start, screening.film.title),
      find(feeds[2]!, venueInstant(`${event.date}T${event.time}`).getTime(), event.name),
    ];
    expect(mine.map((e) => e.uid).sort()).toEqual(expected.sort());
  });

  test('a shared link shows the picks to a friend, who adds them to their own', async ({
    page,
    browser,
    baseURL,
  }) => {
    const shared = [screenings[0]!, screenings.at(-1)!];
    await storePicks(
      page,
      shared.map((s) => screeningPick(festival!, s)),
    );
    await openPicks(page);
    const link = await page
      .getByRole('link', { name: 'Link to share my picks' })
      .getAttribute('href');
    expect(link).toMatch(/#picks=/);

    const friendContext = await browser.newContext({ baseURL });
    try {
      const friend = await friendContext.newPage();
      await storePicks(friend, [showPick(single!)]);
      await openPicks(friend, new URL(link!, page.url()).href);
      const offer = friend.getByRole('group', { name: 'Shared picks' });
      for (const s of shared) await expect(offer).toContainText(s.film.title);
      await offer.getByRole('button', { name: 'Add these to my picks' }).click();
      await expect(offer).toHaveCount(0);
      expect(new URL(friend.url()).hash).toBe('');
      for (const title of [single!.title, ...shared.map((s) => s.film.title)]) {
        await expect(friend.getByRole('listitem').filter({ hasText: title }).first()).toBeVisible();
      }
    } finally {
      await friendContext.close();
    }
  });

  test('festival choices kept before the picks are carried over', async ({ page }) => {
    const screening = screenings[0]!;
    await page.addInitScript(
      ([key, value]) => {
        // Only on the first load of this browser: a visitor who used My schedule.
        if (window.localStorage.getItem('picks') === null)
          window.localStorage.setItem(key!, value!);
      },
      [
        `my-schedule:${festival!.name}`,
        JSON.stringify({
          version: 1,
          screenings: [`${screening.film.name}@${screening.day}T${screening.time}`],
        }),
      ],
    );
    await openPicks(page);
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: screeningTitle(screening) })
        .first(),
    ).toBeVisible();
    const stored = await page.evaluate(() => ({
      picks: window.localStorage.getItem('picks'),
      legacy: Object.keys(window.localStorage).filter((key) => key.startsWith('my-schedule:')),
    }));
    expect(JSON.parse(stored.picks!).picks).toEqual([screeningPick(festival!, screening)]);
    expect(stored.legacy).toEqual([]);
  });

  test('without JavaScript there is no save toggle, and My picks says what it needs', async ({
    staticPage,
  }) => {
    await staticPage.goto(`shows/${single!.name}/`);
    await expect(staticPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(staticPage.getByRole('button', { name: /^Saved?\b/ })).toHaveCount(0);
    await staticPage.goto('my-picks/');
    await expect(staticPage.getByText(/need JavaScript/)).toBeVisible();
    await expect(staticPage.getByRole('link', { name: 'Subscribe to a calendar' })).toBeVisible();
  });
});
