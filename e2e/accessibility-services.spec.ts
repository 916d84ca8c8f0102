/**
 * Accessibility services (docs/rules/visiting.md#accessibility-services): badges in words on cards,
 * show pages and education events; the "Show performances with:" filter of the upcoming list as
 * links to pre-rendered lists without JavaScript, and in place with it, composed with the
 * browser's own upcoming/past split. Expectations come from content/ (e2e/support/content.ts).
 * Axe on a filtered list is e2e/accessibility.spec.ts's job (the filtered lists are one kind of
 * page there), and their markup and unique titles are e2e/every-page.spec.ts's.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/shared-page';
import { showNamesLinkedIn, waitForIslands } from './support/browser';
import {
  accessibilityVocabulary,
  addDays,
  badgeLabels,
  byDate,
  education,
  expectedFiltered,
  expectedSplit,
  currentShowsOn,
  offeredServices,
  servicesHeld,
  site,
  takesPlace,
  titlePattern,
  venueToday,
  type AccessibilityInfo,
} from './support/content';
import { TAG } from './support/tags';

test.describe.configure({ mode: 'parallel' });
test.use({ timezoneId: site.timeZone });

// The home page and the filtered lists carry the shows upcoming on the build day and that day's
// season's past ones (docs/rules/seasons.md#seasons); the build is made minutes before the tests.
const shows = currentShowsOn(venueToday());
const sorted = [...shows].sort(byDate);
const firstDay = sorted[0]?.day;
if (!firstDay) throw new Error('content/shows/ holds no show');
/** The day before the season: every show upcoming, so every card is a full card. */
const beforeSeason = addDays(firstDay, -1);

/** Noon at the venue on that day (an hour either way of DST stays in the day). */
function venueNoon(day: string): Date {
  return new Date(`${day}T12:00:00-05:00`);
}

/** The service with the most shows: the filter then visibly drops some and keeps several. */
const busiest: AccessibilityInfo | undefined = [...offeredServices].sort(
  (a, b) =>
    shows.filter((s) => servicesHeld(s).includes(b.id)).length -
    shows.filter((s) => servicesHeld(s).includes(a.id)).length,
)[0];

function upcomingSection(page: Page): Locator {
  return page.getByRole('heading', { level: 2, name: /^upcoming/i }).locator('xpath=..');
}

/** Show names linked from the upcoming section's cards, in page order, each once. */
async function upcomingNames(page: Page): Promise<string[]> {
  return showNamesLinkedIn(upcomingSection(page).getByRole('article'));
}

function filterNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Show performances with:' });
}

test('each card of the upcoming list shows its show’s services as badges in words, none once called off', async ({
  clockPage: page,
}) => {
  await page.clock.setFixedTime(venueNoon(beforeSeason));
  await page.goto('');
  await expect.poll(() => upcomingNames(page)).toEqual(expectedSplit(shows, beforeSeason).upcoming);
  // Read every card at once: show name → the words of its badge list, if any.
  const badgesByShow = await upcomingSection(page)
    .getByRole('article')
    .evaluateAll((cards) =>
      Object.fromEntries(
        cards.map((card) => {
          const href = card.querySelector('a[href*="/shows/"]')?.getAttribute('href') ?? '';
          const name = /\/shows\/([^/]+)\/?$/.exec(href)?.[1] ?? href;
          const list = card.querySelector('ul[aria-label="Accessibility services"]');
          const words = list
            ? Array.from(list.querySelectorAll('li'), (li) => (li.textContent ?? '').trim())
            : [];
          return [name, words];
        }),
      ),
    );
  // A called-off show advertises no service (docs/rules/shows.md#show-status).
  const calledOff = (show: (typeof shows)[number]) =>
    show.status === 'cancelled' || show.status === 'postponed';
  expect(badgesByShow).toEqual(
    Object.fromEntries(
      shows.map((show) => [
        show.name,
        calledOff(show) ? [] : badgeLabels(show.accessibilityAtEvery),
      ]),
    ),
  );
});

// Tests are made from content: what no show or event offers has nothing to check, so the tests
// below that need it are not made (no skipped tests).
const withServices = shows.find((show) => show.accessibilityAtEvery.length > 0);
if (withServices)
  test(`a show page shows its services with its date and venue (${withServices.name})`, async ({
    sharedPage: page,
  }) => {
    await page.goto(`shows/${withServices.name}/`);
    const header = page.getByRole('heading', { level: 1 }).locator('xpath=ancestor::header[1]');
    await expect(
      header.getByRole('list', { name: 'Accessibility services' }).getByRole('listitem'),
    ).toHaveText(badgeLabels(withServices.accessibilityAtEvery));
  });

// A called-off show offers no service (docs/rules/visiting.md#accessibility-services): it is in
// none of its services' lists, and its page names none of them.
const calledOffWithServices = shows.find(
  (show) =>
    (show.status === 'cancelled' || show.status === 'postponed') &&
    show.accessibility.length > 0 &&
    expectedSplit(shows, venueToday()).upcoming.includes(show.name),
);
if (calledOffWithServices) {
  const show = calledOffWithServices;
  test(`a called-off show is in none of its services' lists (${show.name})`, async ({
    staticPage: page,
  }) => {
    await page.goto('');
    expect(await upcomingNames(page)).toContain(show.name);
    for (const service of show.accessibility) {
      await page.goto(`accessibility/${service}/`);
      const names = await upcomingNames(page);
      expect(names, service).not.toContain(show.name);
      expect(names, service).toEqual(expectedFiltered(service, venueToday()));
    }
  });

  test(`a called-off show's page header names no service (${show.name})`, async ({
    staticPage: page,
  }) => {
    await page.goto(`shows/${show.name}/`);
    const header = page.getByRole('heading', { level: 1 }).locator('xpath=ancestor::header[1]');
    await expect(header).toContainText(show.status === 'cancelled' ? 'Cancelled' : 'Postponed');
    await expect(header.getByRole('list', { name: 'Accessibility services' })).toHaveCount(0);
  });
}

// An event that takes place: a called-off one has no badges (docs/rules/shows.md#show-status).
const eventWithServices = education.events.find(
  (event) => event.accessibility.length > 0 && takesPlace(event),
);
if (eventWithServices)
  test('an education event shows its services as badges', async ({ sharedPage: page }) => {
    await page.goto('education-and-enrichment/');
    const event = page.getByRole('article', { name: eventWithServices.name });
    await expect(
      event.getByRole('list', { name: 'Accessibility services' }).getByRole('listitem'),
    ).toHaveText(badgeLabels(eventWithServices.accessibility));
  });

if (busiest) {
  test.describe('without JavaScript', () => {
    test(
      'the filter is links to pre-rendered lists that show only the shows offering the service',
      { tag: TAG.layout },
      async ({ staticPage: page }) => {
        await page.goto('');
        const nav = filterNav(page);
        await expect(nav.getByRole('link')).toHaveText([
          'All',
          ...offeredServices.map((service) => service.shortLabel),
        ]);
        await expect(nav.getByRole('link', { name: 'All' })).toHaveAttribute(
          'aria-current',
          'page',
        );

        await nav.getByRole('link', { name: busiest.shortLabel, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/accessibility/${busiest.id}/$`));
        await expect(
          filterNav(page).getByRole('link', { name: busiest.shortLabel }),
        ).toHaveAttribute('aria-current', 'page');
        // The build's day is today: the list is the build's split, narrowed to the service.
        expect(await upcomingNames(page)).toEqual(expectedFiltered(busiest.id, venueToday()));
        await expect(page.getByRole('status')).toHaveText(/^(\d+|No) upcoming/);
        await expect(page.getByRole('heading', { name: /^past shows$/i })).toHaveCount(0);
      },
    );
  });

  test(
    'a choice loads the service’s own list, for the visitor’s day, and Back returns to every show',
    { tag: TAG.layout },
    async ({ clockPage: page }) => {
      await page.clock.setFixedTime(venueNoon(beforeSeason));
      await page.goto('');
      await waitForIslands(page);
      const expected = expectedFiltered(busiest.id, beforeSeason);

      // Each choice is a link: a page load of the pre-rendered list, as without JavaScript.
      const choice = filterNav(page).getByRole('link', { name: busiest.shortLabel, exact: true });
      await choice.focus();
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(new RegExp(`/accessibility/${busiest.id}/$`));
      await waitForIslands(page);
      await expect.poll(() => upcomingNames(page)).toEqual(expected);
      await expect(
        filterNav(page).getByRole('link', { name: busiest.shortLabel, exact: true }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(page).toHaveTitle(new RegExp(`^Upcoming`));

      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expect
        .poll(() => upcomingNames(page))
        .toEqual(expectedSplit(shows, beforeSeason).upcoming);
    },
  );
}

// A service offered by two or more shows on different days: the day after the first of them,
// that one has left the filtered list and the others remain.
const offeredOnTwoDays = offeredServices
  .map((service) => ({
    service,
    days: [
      ...new Set(
        shows
          .filter((show) => servicesHeld(show).includes(service.id) && !show.endDate)
          .map((show) => show.day),
      ),
    ].sort(),
  }))
  .find(({ days }) => days.length >= 2);
if (offeredOnTwoDays)
  test('a filtered list re-decides upcoming on the visitor’s day, as the home page does', async ({
    clockPage: page,
  }) => {
    const { service, days } = offeredOnTwoDays;
    const dayAfterFirst = addDays(days[0]!, 1);
    await page.clock.setFixedTime(venueNoon(dayAfterFirst));
    await page.goto(`accessibility/${service.id}/`);
    const expected = expectedFiltered(service.id, dayAfterFirst);
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => upcomingNames(page)).toEqual(expected);
  });

test('every filtered list has a title of its own naming its service', async ({ request }) => {
  const titles: string[] = [];
  for (const service of accessibilityVocabulary) {
    const response = await request.get(`accessibility/${service.id}/`);
    expect(response.status(), service.id).toBe(200);
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title, service.id).toMatch(titlePattern(service.label.split(' ')[0]!));
    titles.push(title);
    // Only the services the season offers are worth a search result.
    const offered = offeredServices.some((s) => s.id === service.id);
    expect(/<meta name="robots" content="noindex/.test(html), service.id).toBe(!offered);
  }
  expect(new Set(titles).size).toBe(titles.length);
});
