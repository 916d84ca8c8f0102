/**
 * Site search (docs/rules/listings.md#search) in a real browser: the Pagefind index written after
 * the build, loaded under the base path with the search page's own Content-Security-Policy. What
 * to look for is read from content/, so the tests hold for any archive: the oldest season is the
 * one a visitor can no longer reach from the home page.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { waitForIslands } from './support/browser';
import { BASE_PATH, seasons, shows, titlePattern } from './support/content';

test.describe.configure({ mode: 'parallel' });

const oldestSeason = seasons.at(-1) ?? '';
const oldestShows = shows
  .filter((show) => show.season === oldestSeason)
  .sort((a, b) => a.date.localeCompare(b.date));
/** A show of the oldest season whose title no other show shares, else its first show. */
const oldShow =
  oldestShows.find((show) => shows.filter((other) => other.title === show.title).length === 1) ??
  oldestShows[0];

async function openSearch(page: Page) {
  await page.goto('search/');
  await waitForIslands(page);
}

/** The first search loads Pagefind's script, worker, WebAssembly and index: slower than a click. */
const FIRST_RESULTS = { timeout: 15_000 };

function results(page: Page) {
  return page.getByRole('list', { name: 'Search results' });
}

/** The site paths the results link to, base path removed: "shows/x/". */
async function resultPaths(page: Page): Promise<string[]> {
  const hrefs = await results(page)
    .getByRole('heading', { level: 2 })
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
  return hrefs.map((href) => href.slice(`${BASE_PATH}/`.length));
}

// Made from content: with no show, or one season only, there is nothing to find or narrow.
if (oldShow)
  test('a title from the oldest season is found, and its result opens the show', async ({
    page,
  }) => {
    // One page load does three things here (search, axe over the results, open one): a longer
    // limit.
    test.slow();
    const show = oldShow;
    await openSearch(page);
    await page.getByLabel('Search shows, films, talks and events').fill(show.title);
    const result = results(page).locator(`a[href="${BASE_PATH}/shows/${show.name}/"]`);
    await expect(result).toBeVisible(FIRST_RESULTS);
    await expect(result).toHaveText(titlePattern(show.title));
    // The box, filters and results as a visitor uses them.
    expect(await axeViolations(page)).toEqual([]);
    await result.click();
    await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/shows/${show.name}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titlePattern(show.title));
  });

if (seasons.length >= 2)
  test('the season filter narrows the results to that season', async ({ page }) => {
    await openSearch(page);
    const otherSeasons = new Set(
      shows.filter((show) => show.season !== oldestSeason).map((show) => `shows/${show.name}/`),
    );
    await page.getByLabel('Season', { exact: true }).selectOption(oldestSeason.replace('-', '–'));
    await expect(results(page)).toBeVisible(FIRST_RESULTS);
    const paths = await resultPaths(page);
    expect(paths).toContain(`shows/${oldestShows[0]?.name}/`);
    expect(paths.filter((path) => otherSeasons.has(path))).toEqual([]);
  });

/** A show with a program page whose title no other show shares: its words find it alone. */
const programShow = shows.find(
  (show) => show.hasProgram && shows.filter((other) => other.title === show.title).length === 1,
);

/** The words of each result's lines (its kind and date, its snippet), as the visitor reads them. */
function snippets(page: Page): Promise<string[]> {
  return results(page).locator(':scope > li > p').allInnerTexts();
}

if (oldShow)
  test('a search in the address (?q=) fills the box and shows its results', async ({ page }) => {
    const show = oldShow;
    await page.goto(`search/?q=${encodeURIComponent(show.title)}`);
    await waitForIslands(page);
    await expect(page.getByLabel('Search shows, films, talks and events')).toHaveValue(show.title);
    await expect(results(page).locator(`a[href="${BASE_PATH}/shows/${show.name}/"]`)).toBeVisible(
      FIRST_RESULTS,
    );
  });

test('what the visitor types is written into the address as ?q=', async ({ page }) => {
  await openSearch(page);
  await page.getByLabel('Search shows, films, talks and events').fill('string quartet');
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/search/\\?q=string\\+quartet$`));
});

if (programShow)
  test('a show with a program is one result: its program pages are not results of their own', async ({
    page,
  }) => {
    const show = programShow;
    await page.goto(`search/?q=${encodeURIComponent(show.title)}`);
    await waitForIslands(page);
    await expect(results(page).locator(`a[href="${BASE_PATH}/shows/${show.name}/"]`)).toBeVisible(
      FIRST_RESULTS,
    );
    const paths = await resultPaths(page);
    expect(paths.filter((path) => path.startsWith(`shows/${show.name}/`))).toEqual([
      `shows/${show.name}/`,
    ]);
    expect(new Set(paths).size, 'each page once').toBe(paths.length);
  });

if (oldShow)
  test('snippets hold the visible words only, each apart from the next', async ({ page }) => {
    const show = oldShow;
    await page.goto(`search/?q=${encodeURIComponent(show.title)}`);
    await waitForIslands(page);
    await expect(results(page)).toBeVisible(FIRST_RESULTS);
    const texts = await snippets(page);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      expect(text).not.toMatch(/opens in a new tab/i);
      // A label run into its value, as "DateSaturday" or "Time7:30 pm" read before.
      expect(text).not.toMatch(/\b(?:Date|Time|Location)(?=[A-Z0-9])/);
    }
  });

test.describe('at 320 px wide with JavaScript (the reflow width of WCAG 1.4.10)', () => {
  // e2e/reflow.spec.ts measures every page without JavaScript; the search page's box, filters and
  // results exist only once the app runs, so they are measured here with it.
  test.use({ viewport: { width: 320, height: 640 } });

  test('the box, the filters and the results fit the window, and a result opens', async ({
    page,
  }) => {
    if (!oldShow) throw new Error('content/shows/ holds no show');
    const show = oldShow;
    await openSearch(page);
    const box = page.getByLabel('Search shows, films, talks and events');
    await box.fill(show.title);
    const result = results(page).locator(`a[href="${BASE_PATH}/shows/${show.name}/"]`);
    await expect(result).toBeVisible(FIRST_RESULTS);

    const layout = await page.evaluate(() => {
      const root = document.documentElement;
      const form = document.querySelector('form[role="search"]');
      const list = document.querySelector('[aria-label="Search results"]');
      const outside = [...(form?.querySelectorAll('input, select, button') ?? [])]
        .concat([...(list?.querySelectorAll('a') ?? [])])
        .filter((element) => {
          const { left, right } = element.getBoundingClientRect();
          return left < 0 || right > root.clientWidth;
        })
        .map((element) => element.outerHTML.slice(0, 80));
      return {
        width: window.innerWidth,
        overflow: root.scrollWidth - root.clientWidth,
        outside,
      };
    });
    expect(layout.width, 'the window is 320 px wide').toBe(320);
    expect(layout.overflow, 'CSS pixels wider than the window').toBeLessThanOrEqual(0);
    expect(layout.outside, 'controls and result links reaching past the window').toEqual([]);

    await result.click();
    await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/shows/${show.name}/$`));
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search page leads to past seasons', async ({ page }) => {
    await page.goto('search/');
    await page.getByRole('main').getByRole('link', { name: 'past seasons' }).click();
    await expect(page).toHaveURL(new RegExp(`${BASE_PATH}/seasons/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/past seasons/i);
  });
});
