// `npm run shots`: screenshots of one page of each kind, as a visitor sees them, to look at before
// a change to a page is called done (docs/testing.md#looking-at-the-pages). It builds nothing: it
// serves the last build (out/, or --dir) at its base path and writes full-page PNGs of each kind
// of page (e2e/support/routes.ts routesOfEachKind, the kinds the browser tests use) at phone and
// desktop width with scripts on, and again with scripts off, into shots/ (ignored by git).
//
// Usage: tsx scripts/shots.ts [--dir out] [--out shots] [--port 4190] [path prefix…]
// A path prefix ("people/", "shows/") keeps the pages whose address starts with it.
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { serve } from '../deploy/static-server';
import { basePath } from '../lib/site/deployment';
import { countOf } from '../lib/site/words';
import { routesOfEachKind, type Route } from '../e2e/support/routes';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/chromium';

/** The widths looked at: a small phone and a laptop, as e2e/ tests them. */
const SHOT_WIDTHS = [375, 1280] as const;

interface Shot {
  route: Route;
  width: (typeof SHOT_WIDTHS)[number];
  scripts: boolean;
}

/** "people-ines_varga--375.png", "…--375--no-js.png": sorted by page, then width. */
function shotFileName({ route, width, scripts }: Shot): string {
  return `${route.id || 'home'}--${width}${scripts ? '' : '--no-js'}.png`;
}

/** Every shot to take: each page at each width with scripts on, then with them off. */
function shotsFor(routes: readonly Route[]): Shot[] {
  return routes.flatMap((route) =>
    [true, false].flatMap((scripts) => SHOT_WIDTHS.map((width) => ({ route, width, scripts }))),
  );
}

/** Waits until every island that starts at idle has started (or failed), at most a few seconds. */
async function islandsStarted(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[data-island]:not([data-island-when-visible])')].every(
          (island) => island.hasAttribute('data-island-started'),
        ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

async function take(browser: Browser, origin: string, shot: Shot, folder: string) {
  const phone = shot.width < 700;
  const context = await browser.newContext({
    viewport: { width: shot.width, height: phone ? 812 : 800 },
    isMobile: phone,
    hasTouch: phone,
    javaScriptEnabled: shot.scripts,
    serviceWorkers: 'block',
    timezoneId: 'America/New_York',
    locale: 'en-US',
  });
  try {
    // A full-page screenshot never scrolls, so images lazy-loaded below the first screen would
    // show as holes (sponsor logos, posters): the shots load every image at once.
    await context.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replaceAll(' loading="lazy"', '');
      await route.fulfill({ response, body });
    });
    const page = await context.newPage();
    const response = await page.goto(`${origin}${basePath}/${shot.route.path}`, {
      waitUntil: 'networkidle',
    });
    if (shot.scripts) await islandsStarted(page);
    await page.screenshot({ path: path.join(folder, shotFileName(shot)), fullPage: true });
    return response?.status() ?? 0;
  } finally {
    await context.close();
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      dir: { type: 'string', default: 'out' },
      out: { type: 'string', default: 'shots' },
      port: { type: 'string', default: '4190' },
    },
  });
  const root = path.resolve(values.dir);
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error(
      `shots: no build in ${root}. This command builds nothing: run \`npm run build\` first.`,
    );
    process.exit(1);
  }
  const routes = routesOfEachKind.filter(
    (route) =>
      positionals.length === 0 || positionals.some((prefix) => route.path.startsWith(prefix)),
  );
  if (routes.length === 0) {
    console.error(`shots: no page of the route list starts with ${positionals.join(' or ')}`);
    process.exit(1);
  }
  const folder = path.resolve(values.out);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const host = '127.0.0.1';
  const port = Number(values.port);
  const server = await serve({ root, port, host });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const problems: string[] = [];
  const shots = shotsFor(routes);
  // Said, so a look at old pages is not taken for a look at the change.
  const built = statSync(path.join(root, 'index.html')).mtime.toISOString();
  try {
    console.log(
      `shots: ${countOf(routes.length, { one: 'kind of page', other: 'kinds of page' })} from ${root}/, built ${built}: ${countOf(shots.length, 'screenshot')}`,
    );
    for (const shot of shots) {
      const status = await take(browser, `http://${host}:${port}`, shot, folder);
      if (status !== 200) problems.push(`/${shot.route.path} answered ${status}`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`shots: ${countOf(shots.length, 'screenshot')} in ${folder}/`);
  for (const problem of problems) console.error(`shots: ${problem}`);
  if (problems.length > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(`shots: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
