/**
 * The site without signal (docs/rules/offline.md#offline): pages opened with signal come back
 * offline with a notice saying when they were saved, a new build's page wins as soon as there is
 * signal again, and the worker leaves the content editor alone. Tagged @service-worker: only
 * these tests let the worker run (playwright.config.ts blocks it everywhere else).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { serve } from '../deploy/static-server';
import { basePath } from '../lib/site/deployment';
import { escapeRegExp, shows } from './support/content';
import { exportDir, PORTS } from './support/servers';
import { waitForIslands } from './support/browser';
import { TAG } from './support/tags';

/** A show with a program page. */
const show = shows.find((candidate) => candidate.hasProgram);
if (!show) throw new Error('no show with a program in content/');

/** The notice the worker writes on a kept copy; the date and time are the visitor's clock's. */
const NOTICE = /^You are offline\. Saved on \d{1,2} [A-Z][a-z]+ at \d{1,2}:\d{2} [ap]m\.$/;

const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline' });

/** Whether the worker keeps a copy of the page at this address. */
async function isKept(page: Page, url: string): Promise<boolean> {
  return page.evaluate(async (address) => Boolean(await caches.match(address)), url);
}

async function waitUntilKept(page: Page, url = page.url()): Promise<void> {
  // The worker installs at idle after the load event, then keeps the page: a while on a busy
  // machine.
  await expect
    .poll(() => isKept(page, url), { message: `${url} was never kept`, timeout: 20_000 })
    .toBe(true);
}

test.describe('offline', { tag: TAG.serviceWorker }, () => {
  // The worker installs at idle after the load event, then keeps each page: on a busy machine
  // the waits for it add up.
  test.describe.configure({ timeout: 60_000 });

  test('a show and its program opened with signal come back offline, with the notice', async ({
    page,
    context,
  }) => {
    await page.goto(`shows/${show.name}/`);
    const showUrl = page.url();
    // The first visit came from the network, before the worker ran: the page asks it to keep it.
    await waitUntilKept(page);
    await waitForIslands(page);
    // A client-side navigation: Next fetches a payload, and the page asks for the page itself.
    await page.locator(`main a[href$="/shows/${show.name}/program/"]`).first().click();
    await expect(page).toHaveURL(/\/program\/$/);
    await waitUntilKept(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(show.title)));
    await expect(notice(page)).toHaveText(NOTICE);

    await page.goto(showUrl);
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(show.title)));
    await expect(notice(page)).toHaveText(NOTICE);
  });

  test('a page never opened answers offline with the offline page', async ({ page, context }) => {
    await page.goto('');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);
    await context.setOffline(true);
    await page.goto('faq/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  });

  test('a show’s audio introduction, never played, plays offline from the kept file', async ({
    page,
    context,
  }) => {
    const withAudio = shows.find((candidate) => candidate.hasAudioIntroduction);
    expect(withAudio, 'a show with an audio introduction in the content').toBeDefined();
    await page.goto(`shows/${withAudio!.name}/`);
    const src = await page.locator('audio[controls]').first().getAttribute('src');
    const audioUrl = new URL(src ?? '', page.url()).href;
    await waitUntilKept(page, audioUrl);
    await context.setOffline(true);
    // What the player asks for: a range, answered from the whole file the worker kept.
    const answer = await page.evaluate(async (url) => {
      const response = await fetch(url, { headers: { Range: 'bytes=0-99' } });
      return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
    }, audioUrl);
    expect(answer).toEqual({ status: 206, bytes: 100 });
  });

  test('the content editor runs without the worker and keeps none of it', async ({
    page,
    context,
  }) => {
    // Two megabytes of blocking script: on a busy machine the editor takes a while to start.
    await page.goto('');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);
    await page.goto('admin/', { waitUntil: 'commit' });
    // No controller: the editor takes the site's worker out and loads again
    // (public/admin/leave-site-worker.js).
    await expect
      .poll(
        // The page reloads itself once: an evaluation cut short by it counts as not yet.
        () => page.evaluate(() => navigator.serviceWorker.controller === null).catch(() => false),
        {
          timeout: 40_000,
        },
      )
      .toBe(true);
    await expect(page.getByRole('button', { name: /Sign In with\W*GitHub/ })).toBeVisible({
      timeout: 40_000,
    });
    const keptFromEditor = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => request.url));
      }
      return urls.filter((url) => new URL(url).pathname.includes('/admin/'));
    });
    expect(keptFromEditor).toEqual([]);
    // Offline, no kept copy and no offline page answers for it: the browser's own error does.
    await context.setOffline(true);
    await expect(page.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    // The site's pages register the worker again on the next visit. In a tab of its own: back
    // online, Chromium reloads the editor's error page by itself, which would cut a navigation
    // of this tab short.
    await context.setOffline(false);
    const site = await context.newPage();
    await site.goto('');
    await expect
      .poll(() => site.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);
  });
});

test.describe('a new build', { tag: TAG.serviceWorker }, () => {
  test.describe.configure({ timeout: 60_000 });
  // Its own copy of the export, served on its own port (its own origin, so its own worker): the
  // test changes a page there as the next build would.
  const port = PORTS.main + 9;
  let dir = '';
  let server: Server | undefined;

  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'offline-build-'));
    // Hard links: a copy in a moment. A changed file is written anew, never through its link.
    execFileSync('cp', ['-al', path.resolve(exportDir()), path.join(dir, 'out')]);
    server = await serve({ root: path.join(dir, 'out'), port });
  });

  test.afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  test('wins over the kept copy as soon as there is signal, and becomes the kept copy', async ({
    page,
    context,
  }) => {
    const address = `http://127.0.0.1:${port}${basePath}/shows/${show.name}/program/`;
    await page.goto(address);
    await waitUntilKept(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);

    // The next build's page: marked by an attribute, which hydration leaves as it is (a changed
    // text would be put back by React from the unchanged script payload).
    const file = path.join(dir, 'out', `shows/${show.name}/program/index.html`);
    const next = readFileSync(file, 'utf8').replace(/<main\b/, '<main data-build="next"');
    rmSync(file);
    writeFileSync(file, next);
    const nextBuild = page.locator('main[data-build="next"]');

    await page.reload();
    await expect(nextBuild).toBeAttached();
    await expect(notice(page)).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(nextBuild).toBeAttached();
    await expect(notice(page)).toHaveText(NOTICE);
  });
});
