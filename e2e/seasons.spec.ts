/**
 * Seasons (docs/rules/seasons.md#seasons): the past seasons page lists every season newest first, a season's
 * page lists its shows, the home page keeps only the current season's past shows, and a show page
 * leads to its own season. Expectations come from content/ by the product's rule
 * (e2e/support/content.ts), so they hold for any valid content. One page load per test.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/shared-page';
import {
  byDate,
  seasonOf,
  seasons,
  seasonTitle,
  shows,
  titlePattern,
  venueToday,
} from './support/content';

test.describe.configure({ mode: 'parallel' });

/** The last path segment of every link under `scope` that points into `folder`, in page order. */
async function linkedNames(scope: Locator, folder: 'shows' | 'seasons'): Promise<string[]> {
  const hrefs = await scope
    .locator('a[href]')
    // Hidden links are not shown: the other rendering of a show, kept for the visitor's day.
    .evaluateAll((links) =>
      links.filter((a) => a.closest('[hidden]') === null).map((a) => a.getAttribute('href') ?? ''),
    );
  const pattern = new RegExp(`/${folder}/([^/?#]+)/?$`);
  return hrefs.flatMap((href) => pattern.exec(href)?.[1] ?? []);
}

function section(page: Page, heading: RegExp): Locator {
  return page.getByRole('heading', { name: heading }).locator('xpath=ancestor::section[1]');
}

function showsOf(season: string) {
  return shows.filter((show) => show.season === season).sort(byDate);
}

test('the past seasons page lists every season, newest first, with its number of shows', async ({
  sharedPage: page,
}) => {
  await page.goto('seasons/');
  const main = page.getByRole('main');
  expect(await linkedNames(main, 'seasons')).toEqual(seasons);
  for (const season of seasons) {
    const card = main.getByRole('listitem').filter({
      has: page.getByRole('link', { name: titlePattern(seasonTitle(season)) }),
    });
    const count = showsOf(season).length;
    await expect(card).toContainText(`${count} ${count === 1 ? 'show' : 'shows'}`);
  }
});

test('a season’s page lists its shows in date order, as posters and as a list', async ({
  sharedPage: page,
}) => {
  const oldest = seasons.at(-1);
  if (!oldest) throw new Error('content/shows/ holds no show');
  await page.goto(`seasons/${oldest}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    titlePattern(seasonTitle(oldest)),
  );
  const expected = showsOf(oldest).map((show) => show.name);
  expect(await linkedNames(section(page, /^shows$/i), 'shows')).toEqual(expected);
  expect(await linkedNames(section(page, /dates and venues/i), 'shows')).toEqual(expected);
});

test('the home page shows past shows of the current season only, and links to past seasons', async ({
  sharedPage: page,
}) => {
  const today = venueToday();
  await page.goto('');
  const past = section(page, /^past/i);
  const expected = shows
    .filter((show) => (show.endDate ?? show.day) < today && show.season === seasonOf(today))
    .sort(byDate)
    .map((show) => show.name);
  if (expected.length > 0) {
    await expect.poll(() => linkedNames(past, 'shows')).toEqual(expected);
  } else {
    await expect(past).toHaveCount(0);
  }
  const pastSeasons = page.getByRole('main').getByRole('link', { name: /past seasons/i });
  await expect(pastSeasons).toHaveAttribute('href', /\/seasons\/$/);
});

test('a show page links to its own season and shows that season’s posters only', async ({
  sharedPage: page,
}) => {
  // A show of the oldest season: the one whose grid differs most from the home page's.
  const show = showsOf(seasons.at(-1) ?? '')[0];
  if (!show) throw new Error('content/shows/ holds no show');
  await page.goto(`shows/${show.name}/`);
  const grid = section(page, titlePattern(seasonTitle(show.season)));
  await expect(
    grid.getByRole('link', { name: titlePattern(seasonTitle(show.season)) }),
  ).toHaveAttribute('href', new RegExp(`/seasons/${show.season}/$`));
  expect(await linkedNames(grid, 'shows')).toEqual(showsOf(show.season).map((s) => s.name));
});
