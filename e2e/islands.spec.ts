/**
 * Pages run only their islands (docs/architecture.md#islands): Next renders the HTML, and each
 * interactive part starts on its own element, for every visitor, without a move or a press. These
 * tests watch that in the browser: what a page loads, when its islands start, and that a press
 * made before, while or after an island starts has exactly one effect.
 */
import { expect, test, type Page } from '@playwright/test';
import { festivals, shows, venueToday } from './support/content';

/** A show still to come: its page has a Save toggle. */
const upcomingShow = shows.find((show) => (show.endDate ?? show.day) >= venueToday());
import { menuIsOpen, waitForIslands } from './support/browser';
import { routes } from './support/routes';
import { TAG } from './support/tags';

test.describe.configure({ mode: 'parallel' });

for (const route of routes) {
  test(`/${route.path} carries no framework: no Next chunk, no RSC stream, islands only`, async ({
    request,
  }) => {
    const html = await (await request.get(route.path)).text();
    expect(html).not.toMatch(/<script[^>]+src="[^"]*\/_next\/static\//);
    expect(html).not.toContain('self.__next_f');
    expect(html).not.toMatch(/<link[^>]+rel="(?:preload|modulepreload)"[^>]+as="script"/);
    const scriptFiles = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] ?? '');
    const islands = html.includes(' data-island="');
    // A page with islands loads the one loader; a page without loads no script file of ours.
    expect(scriptFiles.filter((src) => /\/_islands\/start-[\w-]+\.js$/.test(src))).toHaveLength(
      islands ? 1 : 0,
    );
    expect(html).toContain('<script type="speculationrules">');
  });
}

test('the router payloads are gone from the export', async ({ request }) => {
  for (const path of ['index.txt', 'faq/index.txt', 'faq/__next.faq.txt']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('a page with no island loads no script but the worker’s registration', async ({
  page,
  request,
}) => {
  // Any page without an island will do; the FAQ has none today, but the test finds one.
  let chosen: string | undefined;
  for (const route of routes) {
    if (!(await (await request.get(route.path)).text()).includes(' data-island="')) {
      chosen = route.path;
      break;
    }
  }
  expect(chosen, 'a page without islands').toBeDefined();
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(chosen!, { waitUntil: 'load' });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(scripts.map((url) => new URL(url).pathname)).toEqual([
    expect.stringMatching(/\/_islands\/worker-[\w-]+\.js$/),
  ]);
});

test('every island starts with no input, and one far down once the visitor nears it', async ({
  page,
}) => {
  // How soon is measured, on a phone, by `npm run bench:islands-started`: not a test's business.
  const festival = festivals[0];
  expect(festival, 'a festival in the content').toBeDefined();
  await page.goto(`shows/${festival!.name}/`);
  await waitForIslands(page);
  // The controls only the islands draw are there for a visitor who never moved.
  await expect(page.getByRole('button', { name: /^Add to my schedule/ }).first()).toBeVisible();
  // One far down the page waits until the visitor nears it, by scrolling or reading on.
  const waiting = page.locator('[data-island-when-visible]');
  if ((await waiting.count()) > 0) {
    await waiting.first().evaluate((island) => island.parentElement?.scrollIntoView());
    for (const island of await waiting.all())
      await expect(island).toHaveAttribute('data-island-started', '');
  }
});

const menuButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });

test(
  'Menu works natively when the islands’ script never arrives',
  { tag: TAG.phoneOnly },
  async ({ page }) => {
    await page.route('**/_islands/**', (route) => route.abort());
    await page.goto('');
    await menuButton(page).tap();
    expect(await menuIsOpen(page)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await menuIsOpen(page)).toBe(false);
  },
);

test('a save pressed right as its island starts saves once, and a second press unsaves', async ({
  page,
}) => {
  await page.goto(`shows/${upcomingShow!.name}/`);
  // The picks are read once their part of the page nears the screen (the picks' rule).
  await page.locator('[data-picks-area]').first().scrollIntoViewIfNeeded();
  // "Save: …", then "Saved: …" once pressed.
  const save = page.getByRole('button', { name: /^Saved?: / }).first();
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  const stored = await page.evaluate(() => JSON.stringify(Object.values(localStorage)));
  expect(stored.match(/show:/g)?.length ?? 0).toBe(1);
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
});

test(
  'while an island starts, a native control answers each press once; once started, the island does',
  { tag: TAG.phoneOnly },
  async ({ page }) => {
    // The save toggle's chunk is held back: its island is starting for as long as the test wants.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_islands/chunks/toggles-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`shows/${upcomingShow!.name}/`);
    await expect(page.getByRole('button', { name: /^Save: / })).toHaveCount(0);
    // The menu is the browser's own popover: each tap flips it once, island or not.
    for (const open of [true, false, true]) {
      await menuButton(page).tap();
      expect(await menuIsOpen(page)).toBe(open);
    }
    await page.keyboard.press('Escape');
    release();
    await waitForIslands(page);
    await page.locator('[data-picks-area]').first().scrollIntoViewIfNeeded();
    // "Save: …", then "Saved: …" once pressed.
    const save = page.getByRole('button', { name: /^Saved?: / }).first();
    await save.tap();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    expect(await menuIsOpen(page)).toBe(false);
  },
);

/** A show whose page plays its trailer in the page: a YouTube trailer. */
const trailerShow = shows.find((show) => /youtube\.com|youtu\.be/.test(show.trailer));

/** Holds back the chunk an island loads until the test lets it go: the island is starting. */
async function holdChunk(page: Page, pattern: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a trailer’s Play pressed before its island runs goes to YouTube, once', async ({ page }) => {
  expect(trailerShow, 'a show with a YouTube trailer').toBeDefined();
  const release = await holdChunk(page, '**/_islands/chunks/trailer-island-*.js');
  const visits: string[] = [];
  await page.route(/youtube(-nocookie)?\.com|ytimg\.com/, (route) => {
    if (route.request().isNavigationRequest()) visits.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>YouTube</title>' });
  });
  await page.goto(`shows/${trailerShow!.name}/`);
  await page
    .getByRole('link', { name: /^Play trailer/ })
    .first()
    .click();
  await page.waitForURL(/youtube\.com\/watch/);
  release();
  expect(visits).toHaveLength(1);
});

test('a trailer’s Play pressed once its island runs plays in the page, once', async ({ page }) => {
  expect(trailerShow, 'a show with a YouTube trailer').toBeDefined();
  const visits: string[] = [];
  await page.route(/youtube(-nocookie)?\.com|ytimg\.com/, (route) => {
    if (route.request().isNavigationRequest() && route.request().frame() === page.mainFrame())
      visits.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '' });
  });
  await page.goto(`shows/${trailerShow!.name}/`);
  await waitForIslands(page);
  const address = page.url();
  await page
    .getByRole('link', { name: /^Play trailer/ })
    .first()
    .click();
  await expect(page.locator('iframe')).toHaveCount(1);
  expect(page.url()).toBe(address);
  expect(visits).toEqual([]);
});
