/**
 * The real content editor (Sveltia CMS at {basePath}/admin/, as exported) with its in-browser test
 * backend: the files live in the browser's private file system (OPFS), seeded here from content/,
 * and nothing reaches the network. Only the backend differs from production: the test serves the
 * same generated configuration (lib/editor/config.ts) with `test-repo` instead of GitHub.
 *
 * What the editor saves is read back and loaded with the build's own loader, so a file the
 * editor writes is one the build accepts. With E2E_SCREENSHOTS=1 the screens staff meet are saved
 * as docs/images/editor/*.webp, the pictures of docs/EDITING.md.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

import { ContentError, loadContent } from '../lib/content/load';
import { showSchema, venuesSchema } from '../lib/content/schemas';
import { adminHeaderPolicy } from '../deploy/csp-policy';
import { configYaml, readVenues } from '../lib/editor/config-file';
import { showCalendar } from '../lib/outputs/ical';
import { seriesInfo } from '../lib/outputs/structured-data';
import { EDITOR_SHOW, EDITOR_SHOW_DIR } from '../test/support/host-root-variant';
import { gitIn } from '../test/support/git';
import { watchPage } from '../e2e-nginx/csp';
import { screenshotsWanted } from './support/servers';

const CONTENT_DIR = path.resolve('content');
const PUBLIC_DIR = path.resolve('public');
/** The folder the test backend keeps its files in (Sveltia CMS's own name for it). */
const TEST_REPO_FOLDER = 'sveltia-cms-test';

/** Every content file, by its path in the repository. */
function contentFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(CONTENT_DIR)) {
    if (name.endsWith('.json')) {
      files[`content/${name}`] = readFileSync(path.join(CONTENT_DIR, name), 'utf8');
    }
  }
  for (const name of readdirSync(path.join(CONTENT_DIR, 'shows'))) {
    files[`content/shows/${name}`] = readFileSync(path.join(CONTENT_DIR, 'shows', name), 'utf8');
  }
  return files;
}

async function openEditor(page: Page): Promise<void> {
  test.setTimeout(120_000);
  const config = configYaml({ name: 'test-repo' }, readVenues());
  await page.route(/\/admin\/config\.yml(\?|$)/, (route) =>
    route.fulfill({ contentType: 'text/yaml', body: config }),
  );
  // Offline: the editor's version check and GitHub status are answered as missing.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  // The editor's script blocks the parser: wait for its screen, not for DOMContentLoaded.
  await page.goto('admin/', { waitUntil: 'commit' });
  const testRepository = page.getByRole('button', { name: /Work with Test Repository/ });
  // Seeded once the editor has started, so that nothing reloads the page under the seeding.
  await expect(testRepository).toBeVisible({ timeout: 40_000 });
  await page.evaluate(
    async ({ files, folder }) => {
      const storage = await navigator.storage.getDirectory();
      const root = await storage.getDirectoryHandle(folder, { create: true });
      for (const [file, text] of Object.entries(files)) {
        const parts = file.split('/');
        const name = parts.pop() ?? file;
        let dir = root;
        for (const part of parts) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(name, { create: true })).createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { files: contentFiles(), folder: TEST_REPO_FOLDER },
  );
  await testRepository.click();
  await expect(page.getByRole('treeitem', { name: /^Shows/ })).toBeVisible({ timeout: 30_000 });
}

/** Files under a folder of the test backend, by path relative to it ('' for the root). */
async function readBack(page: Page, folder: string): Promise<Record<string, string>> {
  return page.evaluate(
    async ({ folder, root }) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(root);
      for (const part of folder.split('/').filter(Boolean))
        dir = await dir.getDirectoryHandle(part);
      const out: Record<string, string> = {};
      const walk = async (handle: FileSystemDirectoryHandle, prefix: string) => {
        // @ts-expect-error: entries() is in every Chromium, not yet in TypeScript's DOM types.
        for await (const [name, child] of handle.entries()) {
          if (child.kind === 'directory') await walk(child, `${prefix}${name}/`);
          else {
            const bytes = new Uint8Array(await (await child.getFile()).arrayBuffer());
            out[`${prefix}${name}`] = btoa(String.fromCharCode(...bytes));
          }
        }
      };
      await walk(dir, '');
      return out;
    },
    { folder, root: TEST_REPO_FOLDER },
  );
}

/**
 * The editor's block for a field, scrolled into view: the editor draws fields as they come into
 * view, so later ones exist only after scrolling past the earlier ones.
 */
async function fieldBlock(page: Page, label: string): Promise<Locator> {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const block = page.getByRole('group', { name: new RegExp(`^“\\W*${escaped}\\W*” Field$`) });
  for (let attempt = 0; attempt < 40 && (await block.count()) === 0; attempt += 1) {
    await page
      .getByRole('group', { name: /” Field$/ })
      .last()
      .scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
  }
  await block.first().scrollIntoViewIfNeeded();
  return block.first();
}

/**
 * A heading of rarely needed fields (lib/editor/groups.ts), opened: the editor draws it collapsed.
 */
async function openGroup(page: Page, label: string): Promise<Locator> {
  const group = await fieldBlock(page, label);
  await group.getByRole('button', { name: 'Expand' }).first().click();
  return group;
}

/** Show files of content/, parsed, for tests that pick a show by what it holds. */
function contentShows(): Array<{ file: string; data: Record<string, unknown> }> {
  // The editor tests run in the main run only; the host-root run loads this file from its own
  // folder, which has no content/, and selects none of them.
  if (!existsSync(path.join(CONTENT_DIR, 'shows'))) return [];
  return readdirSync(path.join(CONTENT_DIR, 'shows'))
    .filter((name) => name.endsWith('.json'))
    .map((file) => ({
      file,
      data: JSON.parse(readFileSync(path.join(CONTENT_DIR, 'shows', file), 'utf8')) as Record<
        string,
        unknown
      >,
    }));
}

/** Where the guide's pictures live: docs/EDITING.md shows them. */
const SCREENSHOT_DIR = path.resolve('docs', 'images', 'editor');

/**
 * With E2E_SCREENSHOTS=1, the screen as staff see it becomes the guide's picture of it (a small
 * WebP), so the guide shows the editor as it is; otherwise nothing is taken.
 */
async function screenshot(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted()) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await sharp(await page.screenshot())
    .resize({ width: 1000 })
    .webp({ quality: 60 })
    .toFile(path.join(SCREENSHOT_DIR, `${name}.webp`));
}

/** A copy of content/ and public/ (linked, not copied) with the files the editor saved added. */
function projectWith(saved: Record<string, Buffer>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'editor-e2e-'));
  mkdirSync(path.join(dir, 'content', 'shows'), { recursive: true });
  mkdirSync(path.join(dir, 'public', 'shows'), { recursive: true });
  for (const [file, text] of Object.entries(contentFiles())) {
    writeFileSync(path.join(dir, file), text);
  }
  for (const name of readdirSync(PUBLIC_DIR)) {
    if (name !== 'shows') symlinkSync(path.join(PUBLIC_DIR, name), path.join(dir, 'public', name));
  }
  for (const name of readdirSync(path.join(PUBLIC_DIR, 'shows'))) {
    symlinkSync(path.join(PUBLIC_DIR, 'shows', name), path.join(dir, 'public', 'shows', name));
  }
  for (const [file, data] of Object.entries(saved)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), data);
  }
  return dir;
}

async function image(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#4a2a6a' } })
    .jpeg()
    .toBuffer();
}

test.describe('the content editor', () => {
  test('a show added through the editor is saved in a form the build accepts', async ({ page }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Create New Entry' }).click();
    await (await fieldBlock(page, 'Title')).getByRole('textbox').fill(EDITOR_SHOW.title);
    await (
      await fieldBlock(page, 'Date and start time')
    )
      .getByRole('textbox')
      .fill('2027-05-14T19:30');
    await (await fieldBlock(page, 'Venue')).getByRole('combobox').click();
    await page.getByRole('option', { name: 'Alderton Theatre' }).click();
    // Lists of choices read in words; the file stores the value (checked below: "scheduled").
    await (await fieldBlock(page, 'Status')).getByRole('combobox').click();
    for (const words of ['Scheduled', 'Sold out', 'Cancelled', 'Postponed', 'Rescheduled']) {
      await expect(page.getByRole('option', { name: words, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await (
      await fieldBlock(page, 'Tickets link')
    )
      .getByRole('textbox')
      .fill('https://tickets.example.com/ridgeline/the-night-garden');
    for (const [label, file] of [
      ['Poster', { name: 'night-garden-poster.jpg', buffer: await image(800, 1200) }],
      ['Social media image', { name: 'night-garden-social.jpg', buffer: await image(1200, 630) }],
    ] as const) {
      const block = await fieldBlock(page, label);
      await block.getByRole('button', { name: 'Browse' }).click();
      const dialog = page.getByRole('dialog', { name: 'Select Image' });
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await (await chooser).setFiles({ ...file, mimeType: 'image/jpeg' });
      await dialog.getByRole('button', { name: 'Insert' }).click();
      await expect(dialog).toBeHidden();
    }
    await (
      await fieldBlock(page, 'Description')
    )
      .getByRole('textbox')
      .fill('<p>A new play with music.</p>');
    // The poster just uploaded is in the preview's card before anything is saved.
    const preview = page.frameLocator('iframe.preview');
    const poster = preview.getByRole('article', { name: EDITOR_SHOW.title }).first().locator('img');
    await expect(poster).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
    await screenshot(page, 'new-show');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Success/ })).toBeVisible({
      timeout: 30_000,
    });

    const shows = await readBack(page, 'content/shows');
    const posters = await readBack(page, 'public/shows/the_night_garden');
    const saved: Record<string, Buffer> = {};
    for (const [file, data] of Object.entries(shows)) {
      saved[`content/shows/${file}`] = Buffer.from(data, 'base64');
    }
    for (const [file, data] of Object.entries(posters)) {
      saved[`public/shows/the_night_garden/${file}`] = Buffer.from(data, 'base64');
    }
    const showFile = JSON.parse(String(saved['content/shows/the_night_garden.json'])) as unknown;
    expect(showFile).toEqual({
      title: 'The Night Garden',
      date: '2027-05-14T19:30',
      location: 'alderton',
      tickets: 'https://tickets.example.com/ridgeline/the-night-garden',
      description: '<p>A new play with music.</p>',
      poster: 'night-garden-poster.jpg',
      socialImage: 'night-garden-social.jpg',
      status: 'scheduled',
      mastersAt: false,
      speakerSeries: false,
      specialEvent: false,
      festival: false,
      previewTemplate: 'preview',
      template: 'standard',
      sponsorsHeading: 'Sponsored By',
      eventType: 'Event',
    });

    const project = projectWith(saved);
    let problems: string[] = [];
    let bundle;
    try {
      bundle = loadContent(path.join(project, 'content'), { analyticsId: '' });
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems = error.problems.map(
        (problem) => `${problem.file} › ${problem.field}: ${problem.message}`,
      );
    }
    expect(problems).toEqual([]);
    const show = bundle?.shows.find((item) => item.name === 'the_night_garden');
    expect(show).toMatchObject({ poster: '/shows/the_night_garden/night-garden-poster.jpg' });
    expect(show?.posterSize).toEqual({ width: 800, height: 1200 });

    // What the editor saved for this show, left for the host-root build, which builds it into a
    // site; e2e/editor-show.spec.ts then finds it on that site's home page.
    rmSync(EDITOR_SHOW_DIR, { recursive: true, force: true });
    for (const [file, data] of Object.entries(saved)) {
      if (!file.includes(EDITOR_SHOW.name)) continue;
      mkdirSync(path.dirname(path.join(EDITOR_SHOW_DIR, file)), { recursive: true });
      writeFileSync(path.join(EDITOR_SHOW_DIR, file), data);
    }
  });

  test('an edit the rules refuse is not saved, and the editor names the field', async ({
    page,
  }) => {
    await openEditor(page);
    await page.getByRole('row', { name: /The Snow Queen/ }).click();
    const tickets = await fieldBlock(page, 'Tickets link');
    await tickets.getByRole('textbox').fill('tickets.example.com/snow-queen');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(tickets).toContainText('must be an absolute http(s) link');
    await screenshot(page, 'validation-error');
    const saved = await readBack(page, 'content/shows');
    const snowQueen = Object.entries(saved).find(([file]) => file.startsWith('the_snow_queen'));
    expect(Buffer.from(snowQueen?.[1] ?? '', 'base64').toString()).not.toContain(
      'tickets.example.com/snow-queen"',
    );
  });
});

/** Any show of the content with photos: the preview test holds for whichever it is. */
const withPhotos = contentShows().find(
  ({ data }) => Array.isArray(data.photos) && data.photos.length > 0,
);

test.describe('the content editor, beyond a new show', () => {
  test('a festival’s film schedule is edited as rows and saved as the map the build reads', async ({
    page,
  }) => {
    const file = 'ridgeline_international_film_festival.json';
    const before = JSON.parse(readFileSync(path.join(CONTENT_DIR, 'shows', file), 'utf8')) as {
      title: string;
      schedule: Record<string, Record<string, string>>;
      shows: Array<{ title: string }>;
    };
    const lastDay = Object.keys(before.schedule).sort().at(-1) ?? '';
    const film = before.shows[0]?.title ?? '';
    await openEditor(page);
    await page.getByRole('row', { name: new RegExp(before.title) }).click();
    // The preview is the festival's page: its films, each with its screenings.
    const preview = page.frameLocator('iframe.preview');
    const films = preview.getByRole('region', { name: 'The Films' });
    await expect(films.getByRole('heading', { name: film })).toBeVisible({ timeout: 20_000 });
    await expect(films.getByRole('heading', { name: 'Screenings' }).first()).toBeVisible();
    await openGroup(page, 'Festival: films and screenings');
    const schedule = await fieldBlock(page, 'Film schedule (festivals)');
    // The rows the file's map opens as: one per screening, named by day, time and film.
    const [firstTime, firstFilm] = Object.entries(before.schedule[lastDay] ?? {})[0] ?? [];
    await expect(schedule).toContainText(`${lastDay} ${firstTime} — ${firstFilm}`);
    await schedule.getByRole('button', { name: /^Add/ }).click();
    const column = (name: string) =>
      schedule.getByRole('group', { name: new RegExp(`^“\\W*${name}\\W*” Field$`) }).last();
    await column('Day').getByRole('textbox').fill(lastDay);
    await column('Film').getByRole('textbox').fill(film);
    // A second screening at a time already taken: the time field names the clash, nothing is saved.
    await column('Time')
      .getByRole('textbox')
      .fill(firstTime ?? '');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(column('Time')).toContainText(
      `is also the time of another screening (${firstTime})`,
    );
    await expect(column('Time')).toContainText(`“${firstFilm}” and “${film}” on ${lastDay}`);
    await screenshot(page, 'clash');
    await column('Time').getByRole('textbox').fill('23:10');
    await screenshot(page, 'film-schedule');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Success/ })).toBeVisible({
      timeout: 30_000,
    });

    const saved = await readBack(page, 'content/shows');
    const after = JSON.parse(Buffer.from(saved[file] ?? '', 'base64').toString()) as unknown;
    expect((after as { schedule?: unknown }).schedule).toEqual({
      ...before.schedule,
      [lastDay]: { ...before.schedule[lastDay], '23:10': film },
    });
    expect(showSchema.safeParse(after).error?.issues ?? []).toEqual([]);
  });

  test('a date moved in the editor raises SEQUENCE in the show’s calendar file, no number typed', async ({
    page,
  }) => {
    // A one-performance show whose title names one row, and whose next day is in the same season.
    type Candidate = { file: string; title: string; date: string; status?: string };
    const shows = Object.entries(contentFiles())
      .filter(([file]) => file.startsWith('content/shows/'))
      .map(([file, text]) => ({ file, ...(JSON.parse(text) as Omit<Candidate, 'file'>) }));
    const runOrFestival = (file: string) =>
      /"(performances|schedule)"/.test(contentFiles()[file] ?? '');
    const show = shows.find(
      (item) =>
        !runOrFestival(item.file) &&
        (item.status ?? 'scheduled') === 'scheduled' &&
        !item.date.slice(5, 10).startsWith('06-30') &&
        shows.every((other) => other === item || !other.title.includes(item.title)),
    );
    if (!show) throw new Error('no one-performance scheduled show to move in content/shows/');
    const next = new Date(`${show.date.slice(0, 10)}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const moved = `${next.toISOString().slice(0, 10)}${show.date.slice(10)}`;

    await openEditor(page);
    await page
      .getByRole('row', { name: new RegExp(show.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .click();
    const date = (await fieldBlock(page, 'Date and start time')).getByRole('textbox');
    await expect(date).toHaveValue(show.date);
    await date.fill(moved);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Success/ })).toBeVisible({
      timeout: 30_000,
    });
    const name = path.basename(show.file);
    const saved = Buffer.from((await readBack(page, 'content/shows'))[name] ?? '', 'base64');
    expect(String(saved)).toContain(moved);

    // The content before and after the save, as two commits: what the build's history holds.
    const project = projectWith({});
    const git = (...args: string[]) => gitIn(project, args);
    const calendar = () => {
      const content = loadContent(path.join(project, 'content'), {
        history: 'git',
        analyticsId: '',
      });
      const built =
        content.shows.find((item) => `content/shows/${item.name}.json` === show.file) ??
        content.shows.find((item) => item.title === show.title);
      if (!built) throw new Error(`the build lost ${show.file}`);
      const text = showCalendar(built, seriesInfo(content.site), new Date());
      return { text, sequence: Number(/^SEQUENCE:(\d+)/m.exec(text)?.[1]) };
    };
    try {
      git('init', '--quiet');
      git('add', 'content');
      git('commit', '--quiet', '-m', 'Season announced');
      const before = calendar();
      writeFileSync(path.join(project, show.file), saved);
      git('commit', '--quiet', '--all', '-m', `Update shows “${name}” (editor)`);
      const after = calendar();
      expect(after.sequence).toBe(before.sequence + 1);
      expect(after.text).toContain(moved.replace(/[-:]/g, ''));
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });

  if (withPhotos) {
    test('the preview pane shows a show’s photos, trailer and sponsors in the site’s own styles', async ({
      page,
    }) => {
      const data = withPhotos?.data ?? {};
      const title = String(data.title);
      const photos = data.photos as Array<{ alt: string }>;
      await openEditor(page);
      await page.getByRole('row', { name: new RegExp(title) }).click();
      const preview = page.frameLocator('iframe.preview');
      const body = preview.locator('body');
      await expect(body).toContainText(title);
      const gallery = preview.getByRole('list', { name: `Photos of ${title}` });
      await expect(gallery.getByRole('img')).toHaveCount(photos.length);
      for (const photo of photos)
        await expect(gallery.getByRole('img', { name: photo.alt })).toBeVisible();
      if (typeof data.trailer === 'string' && data.trailer !== '') {
        // The trailer's picture only: no player, nothing asked of YouTube.
        await expect(body).toContainText(`Play the trailer of ${title}`);
        await expect(preview.locator('iframe')).toHaveCount(0);
      }
      // Each sponsor by name: as text, or as its logo's text for screen readers.
      for (const sponsor of (data.sponsors ?? []) as Array<{ name: string; text?: boolean }>) {
        await expect(
          sponsor.text
            ? preview.getByText(sponsor.name, { exact: true }).first()
            : preview.getByRole('img', { name: sponsor.name }).first(),
        ).toBeAttached();
      }
      // app/globals.css's design tokens and body text reach the preview only through preview.css.
      const look = await body.evaluate((element) => {
        const style = getComputedStyle(element);
        return { green: style.getPropertyValue('--brand-green').trim(), font: style.fontFamily };
      });
      expect(look).toEqual({ green: 'rgb(11 116 60)', font: expect.stringMatching(/^system-ui/) });
      await screenshot(page, 'preview');
    });
  }

  test('a show’s preview is the site’s own card and show page, drawn with the site’s CSS', async ({
    page,
  }) => {
    // Under the admin policy the web servers send (the test server sends none): the template's
    // bundle and the chunks it needs must run with script-src 'self' and no eval.
    await page.route(/\/admin\/$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': adminHeaderPolicy() },
      });
    });
    const watch = await watchPage(page);
    await openEditor(page);
    await page.getByRole('row', { name: /The Snow Queen/ }).click();
    const preview = page.frameLocator('iframe.preview');
    // The card's article is named by its heading, as on the home page (components/shows/PreviewCard).
    const card = preview.getByRole('article', { name: 'The Snow Queen' }).first();
    await expect(card.getByRole('heading', { level: 3, name: 'The Snow Queen' })).toBeVisible();
    await expect(card.getByRole('link', { name: /^More Info/ })).toBeVisible();
    // The poster is the show's file on the site, drawn at its own shape.
    await expect(card.locator('img')).toHaveJSProperty('complete', true);
    expect(
      await card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(2);
    await expect(preview.getByRole('heading', { level: 1, name: 'The Snow Queen' })).toBeVisible();
    // cards.module.css draws the card as a bordered, rounded box; without it an <article> has none.
    const box = await card.evaluate((element) => {
      const style = getComputedStyle(element);
      return { display: style.display, radius: style.borderTopLeftRadius };
    });
    expect(box).toEqual({ display: 'grid', radius: '12px' });
    // An edit reaches the card at once.
    await (await fieldBlock(page, 'Title')).getByRole('textbox').fill('The Snow Queen Returns');
    await expect(
      preview.getByRole('heading', { level: 3, name: 'The Snow Queen Returns' }),
    ).toBeVisible();
    // Nothing is refused: the editor asks no other host (withoutOutsideChecks, scripts/editor.ts).
    expect(await watch.violations()).toEqual([]);
  });

  test('the education events’ preview is the site’s Education page, each event drawn as on it', async ({
    page,
  }) => {
    const education = JSON.parse(
      readFileSync(path.join(CONTENT_DIR, 'education.json'), 'utf8'),
    ) as { events: Array<{ name: string }> };
    const name = education.events[0]?.name ?? '';
    await openEditor(page);
    await page.getByRole('treeitem', { name: /^Pages and settings/ }).click();
    await page.getByRole('row', { name: /Education & Enrichment/ }).click();
    const preview = page.frameLocator('iframe.preview');
    await expect(
      preview.getByRole('heading', { level: 1, name: 'Education & Enrichment' }),
      // The file's long form is drawn before the preview: slower than a show's.
    ).toBeVisible({ timeout: 30_000 });
    // The event is an article named by its own heading, as components/pages/EducationPage.tsx
    // draws it, not a label and value of a field list.
    const event = preview.getByRole('article', { name }).first();
    await expect(event.getByRole('heading', { level: 3, name })).toBeVisible();
    // EducationPage.module.css lays the event out as a grid; an unstyled <article> is a block.
    expect(await event.evaluate((element) => getComputedStyle(element).display)).toBe('grid');
  });

  test('a venue added through the editor is saved into venues.json beside the others', async ({
    page,
  }) => {
    const before = JSON.parse(
      readFileSync(path.join(CONTENT_DIR, 'venues.json'), 'utf8'),
    ) as object;
    await openEditor(page);
    await page.getByRole('treeitem', { name: /^Pages and settings/ }).click();
    await page.getByRole('row', { name: /Venues/ }).click();
    const list = await fieldBlock(page, 'Venues');
    await list.getByRole('button', { name: /^Add\W*Venue/ }).click();
    const venue = {
      id: 'black-box-studio',
      name: 'Black Box Studio',
      streetAddress: '12 Mill Street',
      locality: 'Ridgeline',
      region: 'WV',
      postalCode: '25701',
    };
    const labels: Record<keyof typeof venue, string> = {
      id: 'Venue id',
      name: 'Name',
      streetAddress: 'Street address',
      locality: 'Town or city',
      region: 'State',
      postalCode: 'ZIP code',
    };
    for (const [key, label] of Object.entries(labels) as Array<[keyof typeof venue, string]>) {
      await list
        .getByRole('group', { name: new RegExp(`^“\\W*${label}\\W*” Field$`) })
        .last()
        .getByRole('textbox')
        .fill(venue[key]);
    }
    // The preview draws each venue's page with the site's VenuePage, the new one included.
    await expect(
      page.frameLocator('iframe.preview').getByRole('heading', { level: 1, name: venue.name }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Success/ })).toBeVisible({
      timeout: 30_000,
    });

    const saved = await readBack(page, 'content');
    const after = JSON.parse(
      Buffer.from(saved['venues.json'] ?? '', 'base64').toString(),
    ) as unknown;
    const { id, ...fields } = venue;
    expect(after).toEqual({ ...before, [id]: { ...fields, country: 'US' } });
    expect(venuesSchema.safeParse(after).error?.issues ?? []).toEqual([]);
  });
});
