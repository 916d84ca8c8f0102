/**
 * The listings and the month at a glance (docs/rules/listings.md#listings, #a-month-at-a-glance):
 * one strong check per kind of page without JavaScript at 320 px, the calendar's table, today
 * and "this week" decided with the visitor's day, the choices combined in place with a shareable
 * address, and the links that lead there. Expectations come from content/ through
 * e2e/support/listings.ts, so they hold for any valid season. Every page of these kinds also
 * runs the site's every-page checks (axe, HTML validity, reflow) through e2e/support/routes.ts.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/shared-page';
import { waitForIslands } from './support/browser';
import { addDays, shows, venueInstant, venueToday } from './support/content';
import { expectedEntries, expectedMonths, expectedTitles } from './support/listings';
import { monthWords } from './support/routes';

test.describe.configure({ mode: 'parallel' });

const today = venueToday();
const entries = expectedEntries();
const months = expectedMonths();

/** The month with the most to come, else the first: the fullest page to check. */
function busiestMonth(): string {
  const count = (month: string) =>
    entries.filter((entry) => entry.days.some((day) => day >= today && day.startsWith(month)))
      .length;
  return [...months].sort((a, b) => count(b) - count(a))[0] ?? months[0] ?? '';
}

/** The titles of a listing section, in page order. */
async function titlesIn(page: Page, heading: string): Promise<string[]> {
  const section = page.getByRole('region', { name: heading });
  if ((await section.count()) === 0) return [];
  return section.getByRole('heading', { level: 3 }).allInnerTexts();
}

test('a month’s listing holds every event of that month without JavaScript at 320 px', async ({
  narrowStaticPage: page,
}) => {
  const month = busiestMonth();
  await page.goto(`whats-on/${month}/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(monthWords(month));
  const inMonth = entries.filter((entry) => entry.days.some((day) => day.startsWith(month)));
  const upcoming = inMonth.filter((entry) =>
    entry.days.some((day) => day.startsWith(month) && day >= today),
  );
  const past = inMonth.filter((entry) => !upcoming.includes(entry));
  expect((await titlesIn(page, 'Coming up')).sort()).toEqual(upcoming.map((e) => e.title).sort());
  expect((await titlesIn(page, 'Already taken place')).sort()).toEqual(
    past.map((e) => e.title).sort(),
  );
  if (upcoming.length === 0)
    await expect(page.getByText('Nothing is listed here yet.')).toBeVisible();
});

test('a month at a glance is a list of days on a phone, without JavaScript at 320 px', async ({
  narrowStaticPage: page,
}) => {
  const month = busiestMonth();
  await page.goto(`whats-on/calendar/${month}/`);
  await expect(page.getByRole('table')).toBeHidden();
  const list = page.getByRole('list', { name: `${monthWords(month)}, day by day` });
  await expect(list).toBeVisible();
  const days = new Set(entries.flatMap((e) => e.days.filter((day) => day.startsWith(month))));
  await expect(list.getByRole('heading', { level: 2 })).toHaveCount(days.size);
  for (const entry of entries.filter((e) => e.days.some((day) => day.startsWith(month)))) {
    await expect(list.getByRole('link', { name: entry.title }).first()).toBeVisible();
  }
});

test('a month at a glance is a table of weeks that names called-off performances', async ({
  sharedPage: page,
}) => {
  const calledOff = shows.filter(
    (show) =>
      (show.status === 'cancelled' || show.status === 'postponed') &&
      months.includes(show.day.slice(0, 7)),
  );
  const month = calledOff[0]?.day.slice(0, 7) ?? busiestMonth();
  await page.goto(`whats-on/calendar/${month}/`);
  const table = page.getByRole('table', { name: new RegExp(monthWords(month)) });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveCount(7);
  const lines = entries.flatMap((e) => e.lineDays.filter((day) => day.startsWith(month)));
  await expect(table.getByRole('link')).toHaveCount(lines.length);
  for (const show of calledOff.filter((s) => s.day.startsWith(month))) {
    const word = show.status === 'cancelled' ? 'Cancelled' : 'Postponed';
    await expect(table.getByRole('listitem').filter({ hasText: show.title })).toContainText(
      `${word}:`,
    );
  }
});

test('the calendar marks the visitor’s day, not the build’s', async ({ clockPage: page }) => {
  const month = busiestMonth();
  const day = entries.flatMap((e) => e.days).find((d) => d.startsWith(month) && d !== today);
  expect(day, `an event day in ${month} other than today`).toBeDefined();
  await page.clock.setFixedTime(venueInstant(`${day}T12:00`));
  await page.goto(`whats-on/calendar/${month}/`);
  await waitForIslands(page);
  const marked = page.getByRole('table').locator('td[aria-current="date"]');
  await expect(marked).toHaveCount(1);
  await expect(marked).toContainText('Today');
  await expect(marked.getByRole('link').first()).toBeVisible();
});

test('“this week” is decided again with the visitor’s day', async ({ clockPage: page }) => {
  // An event more than a week after the build: the built page cannot list it as this week.
  const later = entries
    .flatMap((e) => e.days)
    .filter((d) => d > addDays(today, 7))
    .sort()[0];
  expect(later, 'an event more than a week ahead').toBeDefined();
  await page.clock.setFixedTime(venueInstant(`${later}T09:00`));
  await page.goto('whats-on/this-week/');
  await waitForIslands(page);
  const expected = entries
    .filter((e) => e.days.includes(later!))
    .map((e) => e.title)
    .sort();
  await expect
    .poll(async () =>
      (await titlesIn(page, 'Coming up')).filter((t) => expected.includes(t)).sort(),
    )
    .toEqual(expected);
});

test('free, a month and a service combine in place, and a reload keeps them', async ({ page }) => {
  test.setTimeout(90_000); // two page loads, each waiting for the deferred start of React
  // The service and month of an event still to come, so the narrowed list is not empty at first.
  const offer = entries
    .flatMap((e) =>
      Object.entries(e.serviceDays).flatMap(([id, days]) => days.map((d) => ({ id, d }))),
    )
    .filter(({ d }) => d >= today)
    .sort((a, b) => (a.d < b.d ? -1 : 1))[0];
  expect(offer, 'a service offered by an event still to come').toBeDefined();
  const month = offer!.d.slice(0, 7);
  await page.goto('whats-on/');
  await waitForIslands(page);
  const choices = page.getByRole('group', { name: 'Choose what to show' });
  await choices.getByLabel('When').selectOption(month);
  await choices.getByLabel('Accessibility').selectOption(offer!.id);
  const both = expectedTitles({ month, service: offer!.id }, today);
  await expect.poll(async () => (await titlesIn(page, 'Coming up')).sort()).toEqual(both.sort());
  expect(both.length).toBeGreaterThan(0);

  await choices.getByLabel('Free only').check();
  const all = expectedTitles({ month, service: offer!.id, free: true }, today);
  await expect.poll(async () => (await titlesIn(page, 'Coming up')).sort()).toEqual(all.sort());
  const address = new URL(page.url());
  expect(Object.fromEntries(address.searchParams)).toEqual({
    when: month,
    free: 'yes',
    service: offer!.id,
  });

  await page.reload();
  await waitForIslands(page);
  await expect(choices.getByLabel('When')).toHaveValue(month);
  await expect(choices.getByLabel('Accessibility')).toHaveValue(offer!.id);
  await expect(choices.getByLabel('Free only')).toBeChecked();
  await expect.poll(async () => (await titlesIn(page, 'Coming up')).sort()).toEqual(all.sort());
  if (all.length === 0) await expect(page.getByText('Nothing is listed here yet.')).toBeVisible();
});

test('the home, season and series pages lead to the listings, and a show to its month', async ({
  staticPage: page,
}) => {
  for (const path of ['', 'shows/', 'speaker-series/']) {
    await page.goto(path);
    const find = page.getByRole('navigation', { name: 'Find an event' });
    await expect(find.getByRole('link', { name: 'Free events' })).toHaveAttribute(
      'href',
      /\/whats-on\/free\/$/,
    );
    await expect(find.getByRole('link', { name: 'This weekend' })).toHaveAttribute(
      'href',
      /\/whats-on\/this-weekend\/$/,
    );
  }
  const show = shows.find((s) => s.day >= today && months.includes(s.day.slice(0, 7)));
  expect(show, 'a show still to come').toBeDefined();
  await page.goto(`shows/${show!.name}/`);
  const month = show!.day.slice(0, 7);
  await expect(
    page.getByRole('link', { name: new RegExp(`^More in ${monthWords(month).split(' ')[0]}`) }),
  ).toHaveAttribute('href', new RegExp(`/whats-on/calendar/${month}/$`));
});

test('the listing’s choices start on a later day without moving a row', async ({ page }) => {
  // The first last day still to come on the build day: the day after it, the visitor's clock has
  // moved what ends then to "Already taken place" before the first paint.
  const ending = entries
    .map((entry) => entry.days.at(-1) ?? '')
    .filter((day) => day >= today)
    .sort()[0];
  expect(ending, 'an event still to come').toBeDefined();
  const over = entries.filter((entry) => entry.days.at(-1) === ending).map((e) => e.title);
  // The island is held back until the page is measured: what follows its start is its doing.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_islands/chunks/ListingChoices-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.clock.setFixedTime(venueInstant(`${addDays(ending!, 1)}T12:00`));
  await page.goto('whats-on/');
  /** Each shown row: its entry, its list and its box on the page. */
  const rows = () =>
    page.locator('[data-listing-key]').evaluateAll((elements) =>
      elements
        .filter((row) => row.checkVisibility())
        .map((row) => {
          const box = row.getBoundingClientRect();
          return {
            key: row.getAttribute('data-listing-key'),
            list: row.closest('[data-listing]')?.getAttribute('data-listing'),
            box: [box.left, box.top + window.scrollY, box.width, box.height].map(Math.round),
          };
        }),
    );
  const before = await rows();
  await page.evaluate(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift' });
  });
  release();
  await waitForIslands(page);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
  );
  expect(await rows()).toEqual(before);
  expect(
    await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts),
  ).toEqual([]);
  expect(await titlesIn(page, 'Already taken place')).toEqual(expect.arrayContaining(over));
});
