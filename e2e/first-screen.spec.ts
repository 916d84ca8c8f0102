/**
 * Phone first (docs/rules/site.md#every-page): on a 375×812 phone the home page shows the
 * header and the first upcoming show's title and date without scrolling, in the page's order, and
 * each show card stays about one screen tall; a page of each kind shows its title (its h1), and a
 * show or film page of each status its status banner, without scrolling. Where the title sits is
 * the template's doing, so one page of each kind (`routesOfEachKind`) stands for the rest, and one
 * page for each status a show or film page shows. Phone width only: this is the phone's layout.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './support/shared-page';
import { films, shows, statusText, type ShowInfo } from './support/content';
import { routes, routesOfEachKind } from './support/routes';
import { TAG } from './support/tags';

test.describe.configure({ mode: 'parallel' });

async function bottomOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box.y + box.height;
}

test(
  'the home page shows the header and the first show with its date on the first screen',
  { tag: TAG.phoneOnly },
  async ({ sharedPage: page }) => {
    await page.goto('', { waitUntil: 'domcontentloaded' });
    const screenHeight = page.viewportSize()?.height ?? 0;
    // The first card shown: the list also holds, hidden, the cards of shows already over.
    const firstCard = page.locator('#upcoming li:not([hidden]) article').first();
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
  },
);

test(
  'each show card on the home page is about one screen tall at most',
  { tag: TAG.phoneOnly },
  async ({ sharedPage: page }) => {
    await page.goto('', { waitUntil: 'domcontentloaded' });
    const screenHeight = page.viewportSize()?.height ?? 0;
    const cards = page.locator('#upcoming li:not([hidden]) article');
    await expect(cards.first()).toBeVisible();
    const heights = await cards.evaluateAll((all) =>
      all.map((card) => Math.round(card.getBoundingClientRect().height)),
    );
    // "About one screen": a festival's row of films may take it a little past the fold.
    for (const height of heights) expect(height).toBeLessThanOrEqual(screenHeight * 1.25);
  },
);

/** The show whose status a page shows: a show's own, a film's festival's; none elsewhere. */
function statusShownOn(path: string): ShowInfo | undefined {
  const show = shows.find((candidate) => path === `shows/${candidate.name}/`);
  if (show) return show;
  return films.find((film) => path === `show/${film.name}/`)?.festival;
}

/** One page of each kind, then the first page that shows each status not shown by those. */
function firstScreenRoutes() {
  const chosen = [...routesOfEachKind];
  const statusesShown = new Set(chosen.map((route) => statusShownOn(route.path)?.status));
  for (const route of routes) {
    const status = statusShownOn(route.path)?.status;
    if (status === undefined || statusesShown.has(status)) continue;
    statusesShown.add(status);
    chosen.push(route);
  }
  return chosen;
}

// Without JavaScript: the order is CSS alone, and a status banner is in the HTML.
for (const route of firstScreenRoutes()) {
  const shown = statusShownOn(route.path);
  const status = shown ? statusText(shown) : undefined;
  const what = status ? 'its title and status banner' : 'its title';
  test(
    `/${route.path} shows ${what} on the first screen`,
    { tag: TAG.phoneOnly },
    async ({ staticPage: page }) => {
      await page.goto(route.path);
      const screenHeight = page.viewportSize()?.height ?? 0;
      const main = page.getByRole('main');
      const title = main.getByRole('heading', { level: 1 });
      expect(await bottomOf(title), 'title').toBeLessThanOrEqual(screenHeight);
      if (status) {
        expect(await bottomOf(main.getByText(status)), 'status').toBeLessThanOrEqual(screenHeight);
      }
    },
  );
}
