/**
 * "My schedule" on a festival's page (docs/rules/picks.md#my-schedule): add, reload, remove;
 * overlaps in words and screenings the schedule no longer has; the download, read by ical.js (an
 * independent parser) and matched by UID against the festival's own calendar file; the share link
 * into another browser; and no toggles without JavaScript. The festival and its screenings come
 * from content, and the expectations from the product rules, never from the site's own helpers.
 */
import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import { expect, test } from './support/shared-page';
import { escapeRegExp, festivals, venueInstant, type FilmInfo } from './support/content';
import { axeViolations } from './support/axe';
import { TAG } from './support/tags';
import { waitForIslands, waitForSettledIslands } from './support/browser';
import { AREA_SELECTOR } from '../components/picks/area';

/** A festival that offers My schedule: it has screenings and takes place as announced. */
const festival = festivals.find(
  (show) =>
    Object.keys(show.schedule).length > 0 && !['cancelled', 'postponed'].includes(show.status),
);

/** When the run time is unknown; films always give theirs, so this is only the rule's fallback. */
const DEFAULT_MINUTES = 120;

interface ContentScreening {
  film: FilmInfo;
  day: string;
  time: string;
  start: number;
  end: number;
  /** "6:00 pm", as the schedule prints it. */
  timeLabel: string;
}

function timeLabel(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/** Every screening of the festival's schedule, by day then time (a film is named by title or name). */
const screenings: ContentScreening[] = festival
  ? Object.keys(festival.schedule)
      .sort()
      .flatMap((day) => {
        const times = festival.schedule[day] ?? {};
        return Object.keys(times)
          .sort()
          .flatMap((time) => {
            const entry = (times[time] ?? '').trim();
            const film =
              festival.films.find((f) => f.title === entry) ??
              festival.films.find((f) => f.name === entry);
            if (!film) return [];
            const start = venueInstant(`${day}T${time}`).getTime();
            const minutes = film.lengthMinutes || DEFAULT_MINUTES;
            return [
              { film, day, time, start, end: start + minutes * 60_000, timeLabel: timeLabel(time) },
            ];
          });
      })
  : [];

/** The stored form of a choice (docs/rules/picks.md#my-schedule): film name @ venue time. */
function idOf(screening: Pick<ContentScreening, 'film' | 'day' | 'time'>): string {
  return `${screening.film.name}@${screening.day}T${screening.time}`;
}

function toggleFor(page: Page, screening: ContentScreening) {
  // The sidebar's toggles come in schedule order; a film's own screenings are told apart by time.
  return page
    .getByRole('button', {
      name: new RegExp(
        `^Add to my schedule: ${escapeRegExp(screening.film.title)}, .*${escapeRegExp(screening.timeLabel)}$`,
      ),
    })
    .nth(
      screenings
        .filter((s) => s.film.name === screening.film.name && s.timeLabel === screening.timeLabel)
        .indexOf(screening),
    );
}

/**
 * A visitor scrolls to the festival's sidebar: My schedule reads the stored choice and shows its
 * toggles only when the sidebar nears the screen (components/picks/store.ts).
 */
/** The visitor reaches for the schedule: a first move (the toggles are the app's), a scroll. */
async function scrollToSchedule(page: Page) {
  await waitForIslands(page);
  await page.getByRole('heading', { name: 'Film Schedule' }).scrollIntoViewIfNeeded();
}

function panelOf(page: Page) {
  return page.getByRole('region', { name: 'My schedule' });
}

function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(vtimezone));
  }
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

test.describe('my schedule', () => {
  test.beforeAll(() => {
    expect(festival, 'content has a festival with screenings that takes place').toBeDefined();
    expect(screenings.length, 'its screenings').toBeGreaterThan(1);
  });

  test(
    'a screening added stays through a reload and can be removed',
    { tag: TAG.layout },
    async ({ page }) => {
      test.setTimeout(60_000); // two page loads, each waiting for the deferred start of React
      const first = screenings[0]!;
      await page.goto(`shows/${festival!.name}/`);
      await scrollToSchedule(page);
      const toggle = toggleFor(page, first);
      await expect(toggle).toHaveAttribute('aria-pressed', 'false', { timeout: 15_000 });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      const panel = panelOf(page);
      const item = panel.getByRole('listitem').filter({ hasText: first.film.title });
      await expect(item).toContainText(first.timeLabel);
      await expect(item).toContainText(festival!.venueName);

      await page.reload();
      await scrollToSchedule(page);
      await expect(toggleFor(page, first)).toHaveAttribute('aria-pressed', 'true', {
        timeout: 15_000,
      });
      await expect(item).toContainText(first.timeLabel);

      await item.getByRole('button', { name: /^Remove/ }).click();
      await expect(panel).toContainText('Nothing chosen yet');
      await expect(toggleFor(page, first)).toHaveAttribute('aria-pressed', 'false');
    },
  );

  test('overlaps are named in words, a screening no longer scheduled is listed for removal, and axe finds nothing', async ({
    page,
  }) => {
    test.setTimeout(60_000); // axe over the whole page takes its time on a loaded machine
    const gone = `${screenings[0]!.film.name}@2000-01-01T10:00`;
    const stored = JSON.stringify({ version: 1, screenings: [...screenings.map(idOf), gone] });
    await page.addInitScript(
      ([key, value]) => window.localStorage.setItem(key!, value!),
      [`my-schedule:${festival!.name}`, stored],
    );
    await page.goto(`shows/${festival!.name}/`);
    await scrollToSchedule(page);
    const panel = panelOf(page);
    await expect(panel).toBeVisible({ timeout: 15_000 });
    for (const screening of screenings) {
      const others = screenings.filter(
        (other) =>
          other !== screening && other.start < screening.end && screening.start < other.end,
      );
      const item = panel
        .getByRole('listitem')
        .filter({ hasText: screening.film.title })
        .filter({ hasText: screening.timeLabel })
        .filter({ hasText: festival!.venueName });
      if (others.length === 0) await expect(item.first()).not.toContainText('Overlaps with');
      else
        for (const other of others)
          await expect(item.first()).toContainText(
            new RegExp(`Overlaps with .*${escapeRegExp(other.film.title)}`),
          );
    }
    const removed = page.getByRole('heading', { name: 'No longer in the schedule' });
    await expect(removed).toBeVisible();
    // The page with every part of My schedule shown still passes axe (WCAG 2.1 AA).
    expect(await axeViolations(page)).toEqual([]);
    await panel
      .getByRole('listitem')
      .filter({ hasText: 'January 1' })
      .getByRole('button', { name: /^Remove/ })
      .click();
    await expect(removed).toHaveCount(0);
  });

  test('the download holds exactly the chosen screenings, with the UIDs of the festival’s own file; the share link adds them in another browser', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two browsers, a download and two page loads: more than the default 30 s on a loaded machine.
    test.setTimeout(90_000);
    const chosen = [screenings[0]!, screenings.at(-1)!];
    await page.goto(`shows/${festival!.name}/`);
    await scrollToSchedule(page);
    for (const screening of chosen) {
      await toggleFor(page, screening).click({ timeout: 15_000 });
    }
    const panel = panelOf(page);
    const downloading = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download my schedule (.ics)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const mine = parseCalendar(await readFile((await download.path())!, 'utf8'));

    const feed = await page.request.get(`calendar/shows/${festival!.name}.ics`);
    expect(feed.ok()).toBe(true);
    const site = parseCalendar(await feed.text());
    const expectedUids = chosen.map((screening) => {
      const event = site.events.find(
        (e) =>
          e.startDate.toJSDate().getTime() === screening.start &&
          e.summary.includes(screening.film.title),
      );
      expect(
        event,
        `${screening.film.title} at ${screening.time} in the festival file`,
      ).toBeDefined();
      return event!.uid;
    });
    expect(mine.events.map((e) => e.uid).sort()).toEqual([...expectedUids].sort());
    for (const event of mine.events) {
      const screening = chosen[expectedUids.indexOf(event.uid)]!;
      expect(event.startDate.toJSDate().getTime()).toBe(screening.start);
      expect(event.endDate.toJSDate().getTime()).toBe(screening.end);
    }
    expect(mine.calendar.getAllSubcomponents('vtimezone').length).toBe(
      site.calendar.getAllSubcomponents('vtimezone').length,
    );

    // A friend, with a screening of their own already chosen, opens the link.
    const share = await panel
      .getByRole('link', { name: 'Link to share my schedule' })
      .getAttribute('href');
    expect(share).toMatch(/#my-schedule=/);
    const friendContext = await browser.newContext({ baseURL });
    try {
      const friend = await friendContext.newPage();
      const own = screenings.find((s) => !chosen.includes(s)) ?? chosen[0]!;
      await friend.goto(`shows/${festival!.name}/`);
      await scrollToSchedule(friend);
      await toggleFor(friend, own).click({ timeout: 15_000 });
      await friend.goto(new URL(share!, page.url()).href);
      const offer = friend.getByRole('group', { name: 'A shared schedule' });
      for (const screening of chosen) await expect(offer).toContainText(screening.film.title);
      await offer.getByRole('button', { name: 'Add these to my schedule' }).click();
      await expect(offer).toHaveCount(0);
      expect(new URL(friend.url()).hash).toBe('');
      for (const screening of new Set([own, ...chosen])) {
        await expect(toggleFor(friend, screening)).toHaveAttribute('aria-pressed', 'true');
      }
      await expect(panelOf(friend).getByRole('button', { name: /^Remove/ })).toHaveCount(
        new Set([own, ...chosen]).size,
      );
    } finally {
      await friendContext.close();
    }
  });

  test('the page uses no storage until the visitor nears the schedule', async ({ page }) => {
    // Wherever content puts the sidebar, this page has it three screens down, as a phone has it
    // below a long description. A style attribute, which hydration leaves as it finds it.
    await page.addInitScript((selector) => {
      const counted = window as unknown as { storageUses: number };
      counted.storageUses = 0;
      for (const name of ['getItem', 'setItem'] as const) {
        const original = Storage.prototype[name] as (...args: unknown[]) => unknown;
        Storage.prototype[name] = function (this: Storage, ...args: unknown[]) {
          counted.storageUses += 1;
          return original.apply(this, args);
        } as never;
      }
      document.addEventListener('DOMContentLoaded', () => {
        for (const area of document.querySelectorAll<HTMLElement>(selector)) {
          area.style.marginTop = '300vh';
        }
      });
    }, AREA_SELECTOR);
    const storageUses = () =>
      page.evaluate(() => (window as unknown as { storageUses: number }).storageUses);
    await page.goto(`shows/${festival!.name}/`);
    await waitForSettledIslands(page);
    expect(await storageUses()).toBe(0);
    await expect(page.getByRole('button', { name: /^Add to my schedule/ })).toHaveCount(0);

    await scrollToSchedule(page);
    await expect(toggleFor(page, screenings[0]!)).toHaveAttribute('aria-pressed', 'false');
    expect(await storageUses()).toBeGreaterThan(0);
  });

  test('without JavaScript there are no toggles and no panel', async ({ staticPage }) => {
    for (const path of [`shows/${festival!.name}/`, `show/${screenings[0]!.film.name}/`]) {
      await staticPage.goto(path);
      await expect(staticPage.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(staticPage.getByRole('button', { name: /Add to my schedule/ })).toHaveCount(0);
      await expect(staticPage.getByRole('heading', { name: 'My schedule' })).toHaveCount(0);
    }
  });
});
