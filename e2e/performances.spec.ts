/**
 * A run of performances (docs/rules/shows.md#performances) on its page and on the home page:
 * the list of performances readable without JavaScript and at 320 px, each with its own ticket
 * action, the first upcoming performance as the headline date, and the split with a clock between
 * the first and the last performance. Made from content: for every run the season has, none when
 * it has none.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/shared-page';
import { showNamesLinkedIn } from './support/browser';
import {
  addDays,
  badgeLabels,
  shows,
  takesPlace,
  venueInstant,
  type ShowInfo,
} from './support/content';

test.describe.configure({ mode: 'parallel' });

const runs = shows.filter((show) => show.run);

const selling = (p: ShowInfo['performances'][number]) =>
  p.tickets !== '' && (p.status === 'scheduled' || p.status === 'rescheduled');

/** Noon at the venue on a day. */
const noon = (day: string) => venueInstant(`${day}T12:00`);

function performanceItems(page: Page) {
  return page
    .getByRole('heading', { name: 'Performances', level: 2 })
    .locator('xpath=ancestor::section[1]')
    .getByRole('listitem')
    .filter({ has: page.locator('time') });
}

/** "Friday, January 15, 2027": the long date the product writes. */
function longDate(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "7:30 pm" */
function time(date: string): string {
  const [h, m] = date.slice(11).split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

for (const run of runs) {
  const first = run.performances[0]!;
  const lastDay = run.performances.at(-1)!.day;
  // A day after the first performance's day and not after the last's: the run is on.
  const between = addDays(first.day, 1) <= lastDay ? addDays(first.day, 1) : first.day;

  test.describe(`the run ${run.name}`, () => {
    test('lists every performance with its date, time, status, services and note, without JavaScript', async ({
      staticPage: page,
    }) => {
      await page.goto(`shows/${run.name}/`);
      const items = performanceItems(page);
      await expect(items).toHaveCount(run.performances.length);
      for (const [index, p] of run.performances.entries()) {
        const item = items.nth(index);
        await expect(item).toContainText(longDate(p.day));
        await expect(item).toContainText(time(p.date));
        if (p.status === 'soldOut') await expect(item).toContainText('Sold out');
        if (p.status === 'cancelled') await expect(item).toContainText('Cancelled');
        if (p.note) await expect(item).toContainText(p.note);
        const badges = item.getByRole('list', { name: 'Accessibility services' });
        // A called-off performance names no service (docs/rules/visiting.md#accessibility-services),
        // and has nothing to buy: no price, no ticket link (docs/rules/tickets.md#prices).
        if (!takesPlace(p)) {
          await expect(badges).toHaveCount(0);
          await expect(item.locator('[data-price]')).toHaveCount(0);
          await expect(item.locator(`a[href="${p.tickets}"]`)).toHaveCount(0);
          await expect(item).not.toContainText('Tickets');
        } else if (p.accessibility.length > 0) {
          await expect(badges.getByRole('listitem')).toHaveText(badgeLabels(p.accessibility));
        }
      }
    });

    test('sells each performance on its own, and nothing for a sold-out one', async ({
      clockPage: page,
    }) => {
      // Before the run and after every sale has opened: every performance that sells, sells.
      const opens = run.performances
        .map((p) => (p.onSale ? venueInstant(p.onSale).getTime() + 60_000 : 0))
        .reduce((a, b) => Math.max(a, b), noon(addDays(first.day, -1)).getTime());
      await page.clock.setFixedTime(new Date(opens));
      await page.goto(`shows/${run.name}/`);
      const items = performanceItems(page);
      for (const [index, p] of run.performances.entries()) {
        const purchase = items.nth(index).getByRole('link', { name: /^Purchase Tickets/ });
        await expect(purchase).toHaveCount(selling(p) ? 1 : 0);
        if (selling(p)) await expect(purchase).toHaveAttribute('href', p.tickets);
      }
    });

    test('heads the page with the first upcoming performance, and sells no past one', async ({
      clockPage: page,
    }) => {
      await page.clock.setFixedTime(noon(between));
      await page.goto(`shows/${run.name}/`);
      const next = run.performances.find((p) => p.day >= between)!;
      const header = page.getByRole('heading', { level: 1 }).locator('xpath=ancestor::header[1]');
      // Every performance's headline is in the HTML; the visitor's day shows one.
      const shown = (text: string) =>
        header.getByText(text, { exact: true }).filter({ visible: true });
      await expect(shown(longDate(next.day))).toHaveCount(1);
      await expect(shown(time(next.date))).toHaveCount(1);
      for (const p of run.performances.filter((q) => q.day !== next.day)) {
        await expect(shown(longDate(p.day))).toHaveCount(0);
      }
      const items = performanceItems(page);
      for (const [index, p] of run.performances.entries()) {
        const item = items.nth(index);
        if (p.day < between) {
          await expect(item.getByText('This performance has taken place.')).toBeVisible();
          await expect(item.getByRole('link', { name: /^Purchase Tickets/ })).toHaveCount(0);
        }
      }
    });

    test('stays in Upcoming Shows between its first and last performance, then is past', async ({
      clockPage: page,
    }) => {
      const upcoming = () =>
        showNamesLinkedIn(
          page
            .getByRole('heading', { name: /^upcoming/i })
            .first()
            .locator('xpath=ancestor::section[1]'),
        );
      await page.clock.setFixedTime(noon(between));
      await page.goto('');
      await expect.poll(upcoming).toContain(run.name);
      await page.clock.setFixedTime(noon(addDays(lastDay, 1)));
      await page.goto('');
      await expect.poll(upcoming).not.toContain(run.name);
    });

    test('reads at 320 px without scrolling sideways', async ({ staticPage: page }) => {
      await page.setViewportSize({ width: 320, height: 720 });
      await page.goto(`shows/${run.name}/`);
      await expect(performanceItems(page).first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
