/**
 * Upcoming or past (docs/rules/seasons.md#upcoming-and-past), decided on the venue's calendar day
 * whatever the visitor's time zone, re-decided in the browser so that a page built weeks ago is
 * still right, and equal to the build's own split when the days agree. The expected lists come from
 * content/ and the product's rule (e2e/support/content.ts), never from the site's code.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/shared-page';
import { showNamesLinkedIn, waitForSettledIslands } from './support/browser';
import {
  addDays,
  byDate,
  currentShowsOn,
  expectedSplit,
  site,
  venueToday,
  type ShowInfo,
} from './support/content';
import { TAG } from './support/tags';

test.describe.configure({ mode: 'parallel' });

const VENUE_ZONE = site.timeZone;

/** Show names linked from the section under a heading, in page order, each once. */
async function namesUnder(page: Page, heading: RegExp): Promise<string[] | null> {
  const headingLocator = page.getByRole('heading', { name: heading });
  if ((await headingLocator.count()) === 0) return null;
  return showNamesLinkedIn(headingLocator.first().locator('xpath=ancestor::section[1]'));
}

async function split(page: Page) {
  return {
    upcoming: (await namesUnder(page, /^upcoming/i)) ?? [],
    past: (await namesUnder(page, /^past/i)) ?? [],
  };
}

/** Noon at the venue on that day, as an instant (an hour either way of DST stays in the day). */
function venueNoon(day: string): Date {
  return new Date(`${day}T12:00:00-05:00`);
}

async function openAt(page: Page, instant: Date, path = '') {
  await page.clock.setFixedTime(instant);
  await page.goto(path);
}

// The build in out/ is made minutes before the tests, so today is its build day: the home page
// carries the shows upcoming then and that season's past ones, and re-splits those in the browser.
const shows = currentShowsOn(venueToday());
const festivals = shows.filter((show) => show.festival);
const sorted = [...shows].sort(byDate);
const first = sorted[0];
const last = sorted.at(-1);
if (!first || !last) throw new Error('content/shows/ holds no show of the current season');
const lastDay =
  sorted
    .map((s) => s.endDate ?? s.day)
    .sort()
    .at(-1) ?? last.day;
// A show in the middle of the season that is not a multi-day festival.
const middle: ShowInfo = sorted.slice(1).find((s) => !s.endDate && s.day !== first.day) ?? first;

// The worker's clock page is in the venue's zone; each test fixes its clock before loading.
test.describe(
  'on the venue calendar (browser in America/New_York)',
  { tag: TAG.contentChange },
  () => {
    test('the day before the season: every show upcoming, ascending by date', async ({
      clockPage: page,
    }) => {
      await openAt(page, venueNoon(addDays(first.day, -1)));
      const expected = expectedSplit(shows, addDays(first.day, -1));
      expect(expected.past).toEqual([]);
      await expect.poll(() => split(page)).toEqual(expected);
    });

    test(`on its date a show is still upcoming and heads the list (${middle.name})`, async ({
      clockPage: page,
    }) => {
      await openAt(page, venueNoon(middle.day));
      const expected = expectedSplit(shows, middle.day);
      expect(expected.upcoming[0]).toBe(middle.name);
      await expect.poll(() => split(page)).toEqual(expected);
    });

    test(`the day after its date a show is past (${middle.name})`, async ({ clockPage: page }) => {
      const dayAfter = addDays(middle.day, 1);
      await openAt(page, venueNoon(dayAfter));
      const expected = expectedSplit(shows, dayAfter);
      expect(expected.past).toContain(middle.name);
      await expect.poll(() => split(page)).toEqual(expected);
    });

    for (const festival of festivals) {
      test(`a festival stays upcoming through its last day and is past the day after (${festival.name})`, async ({
        clockPage: page,
      }) => {
        const end = festival.endDate ?? festival.day;
        const inside =
          festival.endDate && festival.endDate > festival.day ? addDays(festival.day, 1) : end;
        for (const day of [inside, end]) {
          await openAt(page, venueNoon(day));
          await expect.poll(async () => (await split(page)).upcoming).toContain(festival.name);
          await expect.poll(() => split(page)).toEqual(expectedSplit(shows, day));
        }
        const after = addDays(end, 1);
        await openAt(page, venueNoon(after));
        await expect.poll(async () => (await split(page)).past).toContain(festival.name);
        await expect.poll(() => split(page)).toEqual(expectedSplit(shows, after));
      });
    }

    test('after the season: every show past, and the upcoming list says there is nothing', async ({
      clockPage: page,
    }) => {
      const after = addDays(lastDay, 1);
      await openAt(page, venueNoon(after));
      await expect
        .poll(() => split(page))
        .toEqual({ upcoming: [], past: sorted.map((s) => s.name) });
      await expect(page.getByRole('main')).toContainText(
        /no upcoming|check back|announced soon|stay tuned/i,
      );
    });

    test('the speaker series splits only its own shows and offers the series package', async ({
      clockPage: page,
    }) => {
      const speakers = shows.filter((s) => s.speakerSeries);
      const day = addDays(first.day, -1);
      await openAt(page, venueNoon(day), 'speaker-series/');
      await expect.poll(() => split(page)).toEqual(expectedSplit(speakers, day));
      const packageLink = [...speakers].sort(byDate).find((s) => s.packageTickets)?.packageTickets;
      if (packageLink) {
        const link = page.getByRole('main').locator(`a[href="${packageLink}"]`).first();
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('target', '_blank');
      }
    });
  },
);

test.describe('far from the venue, the venue day still decides', { tag: TAG.contentChange }, () => {
  test.describe('in Auckland, already the next morning', () => {
    test.use({ timezoneId: 'Pacific/Auckland' });
    test(`late on its date at the venue a show is still upcoming (${middle.name})`, async ({
      page,
    }) => {
      // 22:30 at the venue is the next day's afternoon in Auckland.
      await openAt(page, new Date(`${middle.day}T22:30:00-05:00`));
      await expect.poll(() => split(page)).toEqual(expectedSplit(shows, middle.day));
      expect((await split(page)).upcoming).toContain(middle.name);
    });
  });

  test.describe('in Honolulu, still the evening before', () => {
    test.use({ timezoneId: 'Pacific/Honolulu' });
    test(`just after midnight at the venue the show of the day before is past (${middle.name})`, async ({
      page,
    }) => {
      const dayAfter = addDays(middle.day, 1);
      // 00:30 at the venue is still the show's date in Honolulu.
      await openAt(page, new Date(`${dayAfter}T00:30:00-05:00`));
      await expect.poll(() => split(page)).toEqual(expectedSplit(shows, dayAfter));
      expect((await split(page)).past).toContain(middle.name);
    });
  });
});

// Without a clock of its own, this test reads the worker's two shared pages (JavaScript off, and
// on), which are in the project's zone: the venue's.
test(
  'the split built into the HTML equals the browser split on the build day',
  { tag: TAG.contentChange },
  async ({ staticPage, sharedPage }) => {
    const zone = await sharedPage.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(zone, "the project's time zone is the venue's").toBe(VENUE_ZONE);
    // The build in out/ is made minutes before the tests, so today is its build day.
    const today = venueToday();
    await staticPage.goto('');
    const built = await split(staticPage);
    await sharedPage.goto('');
    // Hydration and the browser's own split are done once the app has settled.
    await waitForSettledIslands(sharedPage);
    const live = await split(sharedPage);
    expect(built).toEqual(expectedSplit(shows, today));
    expect(live).toEqual(built);
  },
);
