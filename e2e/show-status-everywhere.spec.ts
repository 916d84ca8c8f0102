/**
 * A show's status travels with it (docs/rules/shows.md#show-status): wherever a cancelled or
 * postponed show appears (its card, the listings, the month calendar, an embed, its program, large
 * print and QR card, its venue's page, Tonight, its search result, the feeds and open data) it
 * says so next to its name, offers nothing to buy, and is not counted as coming. The shows come
 * from content/ (e2e/support/content.ts): one test per kind of page for the first upcoming show of
 * each called-off status. The home page's count is checked against the content's performances.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './support/shared-page';
import { servedPage } from './support/html';
import {
  byDate,
  currentShowsOn,
  escapeRegExp,
  isUpcoming,
  shows,
  statusText,
  titlePattern,
  venueInstant,
  venueToday,
} from './support/content';
import { TAG } from './support/tags';

test.describe.configure({ mode: 'parallel' });

const CALLED_OFF = ['cancelled', 'postponed'] as const;
const today = venueToday();

/** Anything a visitor could buy or be promised on a card: links and the price and run-time lines. */
async function expectNothingToBuy(scope: Locator) {
  await expect(scope.getByRole('link', { name: /purchase|tickets|presale|package/i })).toHaveCount(
    0,
  );
  await expect(scope.getByText(/^Tickets:/)).toHaveCount(0);
  await expect(scope.getByText(/^Run time:/)).toHaveCount(0);
  await expect(scope.getByText(/runs about/i)).toHaveCount(0);
}

/** No price words in a listing row: "$…", "Free", "Prices to be announced". */
async function expectNoPrice(scope: Locator) {
  await expect(scope.getByText(/\$\d|^Free$|Prices to be announced/)).toHaveCount(0);
}

for (const status of CALLED_OFF) {
  const show = [...shows].sort(byDate).find((s) => s.status === status && isUpcoming(s, today));
  // Tests are made from content: a status no upcoming show has has nothing to check.
  if (!show) continue;
  const words = statusText(show);
  if (!words) throw new Error(`e2e/support/content.ts has no banner text for ${status}`);
  /** The banner's words anywhere in a line ("Performance · Cancelled"). */
  const inLine = words.source.replace(/^\^|\$$/g, '');

  test.describe(`a ${status} show (${show.name}) wherever it appears`, () => {
    test(
      'its home card says so and offers nothing to buy',
      { tag: [TAG.layout, TAG.contentChange] },
      async ({ staticPage: page }) => {
        await page.goto('');
        const card = page.getByRole('article', { name: titlePattern(show.title) });
        await expect(card.getByText(words)).toBeVisible();
        await expectNothingToBuy(card);
        await expect(card.locator('figcaption')).toHaveCount(0);
      },
    );

    test('its row on the listing says so under its name, with no price', async ({
      staticPage: page,
    }) => {
      await page.goto('whats-on/');
      const row = page.getByRole('article').filter({
        has: page.getByRole('heading', { name: titlePattern(show.title) }),
      });
      await expect(row.first().getByText(words)).toBeVisible();
      await expectNoPrice(row.first());
    });

    test('its row in the embed of upcoming events says so, with no price', async ({
      staticPage: page,
    }) => {
      await page.goto('embed/upcoming/');
      const row = page.getByRole('article').filter({
        has: page.getByRole('heading', { name: titlePattern(show.title) }),
      });
      await expect(row.getByText(words)).toBeVisible();
      await expectNoPrice(row);
    });

    test(
      'its day in the month calendar says so first, with no price',
      { tag: TAG.layout },
      async ({ staticPage: page }) => {
        await page.goto(`whats-on/calendar/${show.day.slice(0, 7)}/`);
        const word = status === 'cancelled' ? 'Cancelled' : 'Postponed';
        const line = page
          .locator('li:visible')
          .filter({ has: page.getByRole('link', { name: titlePattern(show.title) }) })
          .filter({ hasNot: page.locator('li') })
          .first();
        await expect(line).toHaveText(new RegExp(`^${word}: .*${escapeRegExp(show.title)}$`));
      },
    );

    test("its venue's page says so right after its name", async ({ staticPage: page }) => {
      await page.goto(`venues/${show.venueId}/`);
      const item = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: show.title, exact: true }) });
      await expect(item).toHaveText(new RegExp(`^${escapeRegExp(show.title)}, ${inLine}, `));
    });

    test('Tonight, on its day, says so and gives no door time', async ({ clockPage: page }) => {
      await page.clock.setFixedTime(venueInstant(`${show.day}T12:00`));
      await page.goto('tonight/');
      // The event is the block its heading heads, on the day shown.
      const event = page
        .getByRole('heading', { level: 3, name: show.title, exact: true })
        .filter({ visible: true })
        .locator('xpath=..');
      await expect(event.getByText(new RegExp(inLine))).toBeVisible();
      await expect(event.getByText(/^Doors/)).toHaveCount(0);
    });

    test('its search result line gives its status and no price', async ({ request }) => {
      const { document } = await servedPage(request, `shows/${show.name}/`);
      const meta = document.querySelector('[data-pagefind-meta^="detail:"]');
      const detail = meta?.getAttribute('data-pagefind-meta') ?? '';
      expect(detail).toMatch(new RegExp(inLine));
      expect(detail).not.toMatch(/\$\d|Free/);
    });

    test('the season calendar feed and the open data say so', async ({ request }) => {
      const ics = await (await request.get('calendar.ics')).text();
      const word = status === 'cancelled' ? 'Cancelled' : 'Postponed';
      expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:${word}: ${show.title}`);
      const data = (await (await request.get('data/performance-history.json')).json()) as {
        performances: Array<{ show: string; status: string }>;
      };
      const rows = data.performances.filter((p) => p.show === show.name);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.status).toBe(status);
    });

    if (show.hasProgram) {
      for (const [kind, path] of [
        ['program', 'program/'],
        ['large-print program', 'program/large-print/'],
        ['QR card', 'program/card/'],
      ] as const) {
        test(`its ${kind} says so under its name`, async ({ staticPage: page }) => {
          await page.goto(`shows/${show.name}/${path}`);
          const heading = page.getByRole('heading', { level: 1, name: show.title });
          await expect(heading.locator('xpath=following-sibling::*[1]')).toHaveText(words);
        });
      }
    }
  });
}

/** What the home page's count should say on `day`, written out here, not taken from the site. */
function expectedCount(day: string): string {
  const coming = currentShowsOn(day)
    .filter((s) => isUpcoming(s, day))
    .flatMap((s) => s.performances)
    .filter((p) => p.day >= day && p.status !== 'cancelled' && p.status !== 'postponed').length;
  if (coming === 0) return 'No upcoming performances';
  return `${coming} upcoming ${coming === 1 ? 'performance' : 'performances'}`;
}

test(
  'the home page counts the performances to come, not the shows, and not a called-off one',
  { tag: TAG.contentChange },
  async ({ staticPage: page }) => {
    await page.goto('');
    const upcoming = page.getByRole('region', { name: 'Upcoming Shows' });
    await expect(upcoming.getByRole('status')).toHaveText(expectedCount(today));
  },
);
