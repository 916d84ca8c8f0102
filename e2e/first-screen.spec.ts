/**
 * Phone first (docs/product-rules.md#every-page): on a 375×812 phone the home page shows the
 * header and the first upcoming show's title and date without scrolling, in the page's order, and
 * each show card stays about one screen tall; every show and film page shows its title, and its
 * status banner when it has one, without scrolling. Phone width only: this is the phone's layout.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './support/shared-page';
import { films, shows, statusText, type ShowInfo } from './support/content';

test.describe.configure({ mode: 'parallel' });

async function bottomOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box.y + box.height;
}

test('the home page shows the header and the first show with its date on the first screen @phone-only', async ({
  sharedPage: page,
}) => {
  await page.goto('', { waitUntil: 'domcontentloaded' });
  const screenHeight = page.viewportSize()?.height ?? 0;
  const firstCard = page.locator('#upcoming article').first();
  const title = firstCard.getByRole('heading', { level: 3 });
  const date = firstCard.locator('dd').first();
  await expect(title).toBeVisible();
  expect(await bottomOf(page.getByRole('banner')), 'header').toBeLessThanOrEqual(screenHeight);
  expect(await bottomOf(title), 'first show title').toBeLessThanOrEqual(screenHeight);
  expect(await bottomOf(date), 'first show date').toBeLessThanOrEqual(screenHeight);

  // Still in the page's order: header, ticketing, get involved, content, footer.
  const order = await page.evaluate(() =>
    [
      'header',
      'section[aria-label="Ticketing information"]',
      'section[aria-label="Get Involved"]',
      'main',
      'footer',
    ].map((selector) => {
      const element = document.querySelector(selector);
      return element ? element.getBoundingClientRect().top + window.scrollY : -1;
    }),
  );
  expect(order.every((top) => top >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
});

test('each show card on the home page is about one screen tall at most @phone-only', async ({
  sharedPage: page,
}) => {
  await page.goto('', { waitUntil: 'domcontentloaded' });
  const screenHeight = page.viewportSize()?.height ?? 0;
  const cards = page.locator('#upcoming article');
  await expect(cards.first()).toBeVisible();
  const heights = await cards.evaluateAll((all) =>
    all.map((card) => Math.round(card.getBoundingClientRect().height)),
  );
  // "About one screen": a festival's row of films may take it a little past the fold.
  for (const height of heights) expect(height).toBeLessThanOrEqual(screenHeight * 1.25);
});

/** Each show's and film's page, with the show whose status it shows (a film its festival's). */
const detailPages: Array<{ path: string; statusOf: ShowInfo }> = [
  ...shows.map((show) => ({ path: `shows/${show.name}/`, statusOf: show })),
  ...films.map((film) => ({ path: `show/${film.name}/`, statusOf: film.festival })),
];

// Without JavaScript: the order is CSS alone, and the status banner is in the HTML.
for (const { path, statusOf } of detailPages) {
  const what = statusText(statusOf) ? 'its title and status banner' : 'its title';
  test(`/${path} shows ${what} on the first screen @phone-only`, async ({ staticPage: page }) => {
    await page.goto(path);
    const screenHeight = page.viewportSize()?.height ?? 0;
    const main = page.getByRole('main');
    const title = main.getByRole('heading', { level: 1 });
    expect(await bottomOf(title), 'title').toBeLessThanOrEqual(screenHeight);
    const status = statusText(statusOf);
    if (status) {
      expect(await bottomOf(main.getByText(status)), 'status').toBeLessThanOrEqual(screenHeight);
    }
  });
}
