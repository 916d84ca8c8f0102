/**
 * The real content editor (Sveltia CMS at {basePath}/admin/, as exported) with its in-browser test
 * backend (e2e/support/editor.ts): the files live in the browser's private file system (OPFS),
 * seeded from content/, and nothing reaches the network. Only the backend differs from
 * production: the test serves the same generated configuration (lib/editor/config.ts) with
 * `test-repo` instead of GitHub.
 *
 * What the editor saves is read back and loaded with the build's own loader, so a file the
 * editor writes is one the build accepts. With E2E_SCREENSHOTS=1 the screens staff meet are saved
 * as docs/images/editor/*.webp, the pictures of docs/EDITING.md. The preview pane drawn with the
 * site's own components and CSS is tested in e2e/editor-previews.spec.ts, the calendar revision a
 * saved date makes in e2e/editor-revisions.spec.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect } from '@playwright/test';

import { ContentError, loadContent } from '../lib/content/load';
import { showSchema } from '../lib/concepts/shows/build';
import { venuesSchema } from '../lib/concepts/venues/build';
import {
  EDITOR_SHOW,
  EDITOR_SHOW_FILE,
  EDITOR_SHOW_IMAGE_DIR,
  EDITOR_SHOW_IMAGES,
  editorShowImagePath,
  editorShowFiles,
} from '../test/support/host-root-variant';
import {
  CONTENT_DIR,
  editorTest as test,
  fieldBlock,
  openGroup,
  projectWith,
  readBack,
  screenshot,
} from './support/editor';

test.describe('the content editor', () => {
  test('a show added through the editor is saved in a form the build accepts', async ({
    editor: page,
  }) => {
    // The files the editor must save; the host-root build adds the same ones to its site.
    const expected = await editorShowFiles();
    await page.getByRole('button', { name: 'Create New Entry' }).click();
    await (await fieldBlock(page, 'Title')).getByRole('textbox').fill(EDITOR_SHOW.title);
    await (
      await fieldBlock(page, 'Date and start time')
    )
      .getByRole('textbox')
      .fill(EDITOR_SHOW_FILE.date);
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
      .fill(EDITOR_SHOW_FILE.tickets);
    for (const [label, name] of [
      ['Poster', EDITOR_SHOW_FILE.poster],
      ['Social media image', EDITOR_SHOW_FILE.socialImage],
    ] as const) {
      const file = { name, buffer: expected[editorShowImagePath(name)] ?? Buffer.alloc(0) };
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
      .fill(EDITOR_SHOW_FILE.description);
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
    const posters = await readBack(page, EDITOR_SHOW_IMAGE_DIR);
    const saved: Record<string, Buffer> = {};
    for (const [file, data] of Object.entries(shows)) {
      saved[`content/shows/${file}`] = Buffer.from(data, 'base64');
    }
    for (const [file, data] of Object.entries(posters)) {
      saved[editorShowImagePath(file)] = Buffer.from(data, 'base64');
    }
    const showFile = JSON.parse(String(saved[`content/shows/${EDITOR_SHOW.name}.json`])) as unknown;
    // Location 'alderton' is the venue chosen by its name, status the words "Scheduled" chosen
    // as the value; the rest are the defaults the editor adds.
    expect(showFile).toEqual(EDITOR_SHOW_FILE);
    // The uploads are saved as they were sent.
    for (const name of Object.keys(EDITOR_SHOW_IMAGES)) {
      expect(saved[editorShowImagePath(name)], name).toEqual(expected[editorShowImagePath(name)]);
    }

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
    const show = bundle?.shows.find((item) => item.name === EDITOR_SHOW.name);
    expect(show?.poster).toMatchObject({
      src: `/shows/${EDITOR_SHOW.name}/${EDITOR_SHOW_FILE.poster}`,
      ...EDITOR_SHOW_IMAGES[EDITOR_SHOW_FILE.poster],
    });
  });

  test('an edit the rules refuse is not saved, and the editor names the field', async ({
    editor: page,
  }) => {
    await page.getByRole('row', { name: /The Snow Queen/ }).click();
    const tickets = await fieldBlock(page, 'Tickets link');
    await tickets.getByRole('textbox').fill('tickets.example.com/snow-queen');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(tickets).toContainText('must be a secure https:// link');
    await screenshot(page, 'validation-error');
    const saved = await readBack(page, 'content/shows');
    const snowQueen = Object.entries(saved).find(([file]) => file.startsWith('the_snow_queen'));
    expect(Buffer.from(snowQueen?.[1] ?? '', 'base64').toString()).not.toContain(
      'tickets.example.com/snow-queen"',
    );
  });
});

test.describe('the content editor, beyond a new show', () => {
  test('a festival’s film schedule is edited as rows and saved as the map the build reads', async ({
    editor: page,
  }) => {
    const file = 'ridgeline_international_film_festival.json';
    const before = JSON.parse(readFileSync(path.join(CONTENT_DIR, 'shows', file), 'utf8')) as {
      title: string;
      schedule: Record<string, Record<string, string>>;
      shows: Array<{ title: string }>;
    };
    const lastDay = Object.keys(before.schedule).sort().at(-1) ?? '';
    const film = before.shows[0]?.title ?? '';
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

  test('a venue added through the editor is saved into venues.json beside the others', async ({
    editor: page,
  }) => {
    const before = JSON.parse(
      readFileSync(path.join(CONTENT_DIR, 'venues.json'), 'utf8'),
    ) as object;
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
