/**
 * The series' memory (docs/archive.md): from a show to its artist, and from there to every time
 * the artist came; a work's performances; the history and the open data. People, works and shows
 * come from content/ (e2e/support/content.ts). Every page of the archive is also in
 * e2e/support/routes.ts, so the every-page checks (HTML, 320 px, no JavaScript) reach it; these
 * tests check what only these pages promise, with axe and in print.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/shared-page';
import { axeViolations } from './support/axe';
import { people, shows, works } from './support/content';

const linkedShow = shows.find((show) => show.people.length > 0);
const linkedWork = works.find((work) => shows.some((show) => show.works.includes(work.id)));

function nameOf(id: string): string {
  const person = people.find((p) => p.id === id);
  if (!person) throw new Error(`no person ${id}`);
  return person.name;
}

if (linkedShow) {
  const credit = linkedShow.people[0]!;
  const artist = nameOf(credit.person);
  const theirShows = shows.filter((show) => show.people.some((c) => c.person === credit.person));

  test('a visitor goes from a show to its artist, and sees every time the artist came', async ({
    staticPage: page,
  }) => {
    await page.goto(`shows/${linkedShow.name}/`);
    const credits = page.getByRole('region', { name: 'Artists and works' });
    await credits.getByRole('link', { name: artist, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/people/${credit.person}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(artist);
    for (const show of theirShows) {
      await expect.soft(page.getByRole('link', { name: show.title, exact: true })).toBeVisible();
    }
  });

  test('a person’s page has no accessibility violations', async ({ sharedPage: page }) => {
    await page.goto(`people/${credit.person}/`);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a person’s page fits 320 px and reads without JavaScript', async ({
    narrowStaticPage: page,
  }) => {
    await page.goto(`people/${credit.person}/`);
    await expect(page.getByRole('heading', { name: 'Every appearance' })).toBeVisible();
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(320);
    // No island: the one script file is the offline worker's registration, as on every page.
    await expect(page.locator('script[src*="/_islands/start-"]')).toHaveCount(0);
  });

  test('a person’s page prints their name and appearances without the site’s chrome', async ({
    page,
  }) => {
    await page.goto(`people/${credit.person}/`);
    const folder = mkdtempSync(path.join(tmpdir(), 'archive-print-'));
    try {
      const file = path.join(folder, 'person.pdf');
      writeFileSync(file, await page.pdf({ format: 'A4', printBackground: false }));
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
        .replace(/\s+/g, ' ')
        .trim();
      expect(text).toContain(artist);
      expect(text).toContain(theirShows[0]!.title);
      expect(text).not.toContain('Skip to main content');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('a show’s structured data names its performers by their pages’ @id', async ({
    staticPage: page,
  }) => {
    await page.goto(`shows/${linkedShow.name}/`);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.join('\n')).toContain(`/people/${credit.person}/#person`);
  });
}

if (linkedWork) {
  const performed = shows.filter((show) => show.works.includes(linkedWork.id));

  test('a work’s page lists every performance of it', async ({ staticPage: page }) => {
    await page.goto(`works/${linkedWork.id}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(linkedWork.title);
    for (const show of performed) {
      await expect.soft(page.getByRole('link', { name: show.title, exact: true })).toBeVisible();
    }
    for (const creator of linkedWork.creators) {
      await expect
        .soft(page.getByRole('link', { name: nameOf(creator.person), exact: true }))
        .toBeVisible();
    }
  });

  test('a work’s page has no accessibility violations', async ({ sharedPage: page }) => {
    await page.goto(`works/${linkedWork.id}/`);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('the history draws its chart as an image with a title, its figures in a table', async ({
  sharedPage: page,
}) => {
  await page.goto('history/');
  await expect(page.getByRole('img', { name: 'Performances per decade' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Performances per decade' })).toBeAttached();
  expect(await axeViolations(page)).toEqual([]);
});

test('the open data is CC0 in both files and on its page', async ({ request, staticPage }) => {
  const json = (await (await request.get('data/performance-history.json')).json()) as {
    license: string;
  };
  expect(json.license).toBe('CC0-1.0');
  const csv = await (await request.get('data/performance-history.csv')).text();
  expect(csv.split('\r\n')[0]).toMatch(/,license$/);
  await staticPage.goto('data/');
  await expect(staticPage.getByRole('link', { name: /CC0 1\.0/ })).toBeVisible();
});
