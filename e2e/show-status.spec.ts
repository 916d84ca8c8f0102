/**
 * A show's state on cards and pages (docs/rules/shows.md#show-status): Sold out, Cancelled,
 * Postponed, Rescheduled from …, "On sale …" before the public sale, and a past show's page that
 * sells nothing. Which show is in which state comes from content/ (e2e/support/content.ts); the
 * browser's clock is fixed wherever the answer depends on the date, so the tests hold whatever day
 * they run. Each test loads one page.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/shared-page';
import { axeViolations } from './support/axe';
import { waitForIslands } from './support/browser';
import { showStatuses } from '../lib/concepts/shows/build';
import {
  addDays,
  byDate,
  sellingInstant,
  sells,
  shows,
  statusText,
  titlePattern,
  venueInstant,
  type ShowInfo,
} from './support/content';
import { TAG } from './support/tags';

test.describe.configure({ mode: 'parallel' });

const purchase = (scope: Locator) => scope.getByRole('link', { name: /^Purchase Tickets/ });
const calendarLinks = (scope: Locator) => scope.getByRole('link', { name: /calendar/i });
const main = (page: Page) => page.getByRole('main');

/** The home page's card of a show: the article its heading names. */
function card(page: Page, show: ShowInfo): Locator {
  return page.getByRole('article', { name: titlePattern(show.title) });
}

const byStatus = (status: ShowInfo['status']) =>
  [...shows].sort(byDate).find((show) => show.status === status);
const beforeSale = [...shows].sort(byDate).find((show) => show.onSale && sells(show));
// A plain show that sells tickets: the past-show test needs buttons that must go.
const selling = [...shows]
  .sort(byDate)
  .find((show) => show.status === 'scheduled' && show.tickets && !show.endDate);

/** Noon at the venue the day before the season's first show: every show upcoming. */
const seasonStart = [...shows].sort(byDate)[0];

async function openAt(page: Page, instant: Date, path: string) {
  await page.clock.setFixedTime(instant);
  await page.goto(path);
}

// Every status the schema knows but the default, which has no banner of its own.
for (const status of showStatuses.filter((status) => status !== 'scheduled')) {
  const show = byStatus(status);
  // Tests are made from content: a state no show is in has nothing to check, so none is made.
  if (!show) continue;
  const text = statusText(show);
  if (!text) throw new Error(`e2e/support/content.ts has no banner text for ${status}`);
  test.describe(`a ${status} show (${show.name})`, () => {
    test(
      'says so on its card, with no purchase unless it still sells',
      { tag: TAG.layout },
      async ({ clockPage: page }) => {
        await openAt(page, sellingInstant(show), '');
        const showCard = card(page, show);
        await expect(showCard.getByText(text)).toBeVisible();
        await expect(purchase(showCard)).toHaveCount(sells(show) ? 1 : 0);
      },
    );

    // A show page is one column at any width, so the banner is checked once; the card, whose
    // phone layout differs, is checked at both widths.
    test('says so on its page, with the buttons its state allows', async ({ clockPage: page }) => {
      await openAt(page, sellingInstant(show), `shows/${show.name}/`);
      const area = main(page);
      await expect(area.getByText(text)).toBeVisible();
      await expect(purchase(area)).toHaveCount(sells(show) ? 1 : 0);
      const calledOff = status === 'cancelled' || status === 'postponed';
      // The season's poster grid below links no calendar, so every calendar link is this show's.
      if (calledOff) await expect(calendarLinks(area)).toHaveCount(0);
      else await expect(calendarLinks(area).first()).toBeVisible();
      if (status === 'soldOut') {
        await expect(area.getByRole('link', { name: 'ask the box office' })).toBeVisible();
      }
    });
  });

  test.describe(`a ${status} show without JavaScript`, () => {
    test('keeps its banner and sells nothing it must not', async ({ staticPage: page }) => {
      await page.goto(`shows/${show.name}/`);
      await expect(main(page).getByText(text).first()).toBeVisible();
      if (!sells(show)) await expect(purchase(main(page))).toHaveCount(0);
    });
  });
}

// As above, made only when the content has such a show.
if (beforeSale)
  test.describe(`before the public sale (${beforeSale.name})`, () => {
    const dayBefore = (show: ShowInfo) =>
      new Date(venueInstant(show.onSale ?? show.date).getTime() - 24 * 60 * 60 * 1000);

    test(
      'the card says when the sale opens, as text and not a link',
      { tag: TAG.layout },
      async ({ clockPage: page }) => {
        await openAt(page, dayBefore(beforeSale), '');
        const showCard = card(page, beforeSale);
        const notice = showCard.getByText(/^On sale /);
        await expect(notice).toBeVisible();
        await expect(notice.locator('xpath=ancestor-or-self::a')).toHaveCount(0);
        await expect(purchase(showCard)).toHaveCount(0);
      },
    );

    test('the page says when the sale opens and offers the member presale', async ({
      clockPage: page,
    }) => {
      await openAt(page, dayBefore(beforeSale), `shows/${beforeSale.name}/`);
      const area = main(page);
      await expect(area.getByText(/^On sale /)).toBeVisible();
      await expect(purchase(area)).toHaveCount(0);
      if (beforeSale.presaleTickets) {
        await expect(area.getByRole('link', { name: /presale/i })).toHaveAttribute(
          'href',
          beforeSale.presaleTickets,
        );
      }
    });

    test('once the sale opens the page sells, though it was built before', async ({
      clockPage: page,
    }) => {
      if (!beforeSale.onSale) throw new Error('the show was chosen for its onSale date');
      await openAt(
        page,
        new Date(venueInstant(beforeSale.onSale).getTime() + 60_000),
        `shows/${beforeSale.name}/`,
      );
      await expect(purchase(main(page))).toBeVisible();
      await expect(main(page).getByText(/^On sale /)).toBeHidden();
    });
  });

if (selling)
  test.describe(`a past show's page sells nothing (${selling.name})`, () => {
    // A show page is one column at any width (as above): checked once.
    test('the day after, it says when it took place and links to the past shows', async ({
      clockPage: page,
    }) => {
      await openAt(
        page,
        venueInstant(`${addDays(selling.day, 1)}T12:00`),
        `shows/${selling.name}/`,
      );
      const area = main(page);
      await expect(area.getByText(/took place on/)).toBeVisible();
      await expect(area.getByRole('link', { name: /past shows/i })).toHaveAttribute(
        'href',
        new RegExp(`/seasons/${selling.season}/$`),
      );
      await expect(purchase(area)).toHaveCount(0);
      await expect(calendarLinks(area)).toHaveCount(0);
      await expect(area.getByText(/^On sale /)).toHaveCount(0);
      await expect(area.getByRole('link', { name: /package/i })).toHaveCount(0);
    });

    test('on its date it still sells', async ({ clockPage: page }) => {
      await openAt(page, venueInstant(`${selling.day}T23:00`), `shows/${selling.name}/`);
      await expect(purchase(main(page))).toBeVisible();
      await expect(main(page).getByText(/took place on/)).toBeHidden();
    });

    test('the buttons are gone before React starts: no flash of a stale build', async ({
      page,
    }) => {
      // With the framework's scripts held back, only the page's inline script can have decided.
      await page.route('**/_next/static/**/*.js', (route) => route.abort());
      await openAt(
        page,
        venueInstant(`${addDays(selling.day, 1)}T12:00`),
        `shows/${selling.name}/`,
      );
      await expect(main(page).getByText(/took place on/)).toBeVisible();
      await expect(purchase(main(page))).toHaveCount(0);
    });
  });

test('the states pass axe on the home page', { tag: TAG.layout }, async ({ page }) => {
  if (!seasonStart) return;
  // The longest page, every show as a full card: axe needs more than the default on a busy machine.
  test.slow();
  // Before the season every show is a full card, each in the state content gives it.
  // The clock runs on from there: axe times its own work, which a frozen clock would stall.
  await page.clock.setSystemTime(venueInstant(`${addDays(seasonStart.day, -1)}T12:00`));
  await page.goto('');
  await waitForIslands(page);
  expect(await axeViolations(page)).toEqual([]);
});
