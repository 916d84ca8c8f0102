/**
 * The content editor's preview pane (e2e/support/editor.ts runs the real editor): the site's own
 * components and CSS drawing the entry being edited, under the admin pages' security policy.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect } from '@playwright/test';

import { adminHeaderPolicy } from '../deploy/csp-policy';
import { watchPage } from '../e2e-nginx/csp';
import {
  CONTENT_DIR,
  contentShows,
  editorTest as test,
  fieldBlock,
  openEditor,
  screenshot,
} from './support/editor';
import { shows } from './support/content';

/** Any show of the content with photos: the preview test holds for whichever it is. */
const withPhotos = contentShows().find(
  ({ data }) => Array.isArray(data.photos) && data.photos.length > 0,
);

test.describe('the content editor, beyond a new show', () => {
  if (withPhotos) {
    test('the preview pane shows a show’s photos, trailer and sponsors in the site’s own styles', async ({
      editor: page,
    }) => {
      const data = withPhotos?.data ?? {};
      const title = String(data.title);
      const photos = data.photos as Array<{ alt: string }>;
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
      // app/tokens.css's design tokens and app/(site)/globals.css's and body text reach the preview only through preview.css.
      // The token as a colour: the export's stylesheet may spell it #0b743c.
      const look = await body.evaluate((element) => {
        const probe = element.ownerDocument.createElement('span');
        probe.style.color = 'var(--brand-green)';
        element.append(probe);
        const green = getComputedStyle(probe).color;
        probe.remove();
        return { green, font: getComputedStyle(element).fontFamily };
      });
      expect(look).toEqual({
        green: 'rgb(11, 116, 60)',
        font: expect.stringMatching(/^system-ui/),
      });
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
    // The card's article is named by its heading, as on the home page (components/cards/PreviewCard).
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

  test('a show’s preview names its classes as the site’s own show page does', async ({
    editor: page,
  }) => {
    // One naming for a CSS module (docs/architecture.md#one-name-per-css-class): the heading the
    // preview draws carries the class Next gave it on the show's page, not a name of its own.
    const show = shows.find((candidate) => !candidate.festival) ?? shows[0];
    if (!show) throw new Error('content/shows/ holds no show');
    const site = await page.context().newPage();
    await site.goto(`shows/${show.name}/`);
    const onSite = await site
      .getByRole('heading', { level: 1, name: show.title })
      .getAttribute('class');
    await site.close();
    expect(onSite).toBeTruthy();
    const escaped = show.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await page
      .getByRole('row', { name: new RegExp(escaped) })
      .first()
      .click();
    const heading = page
      .frameLocator('iframe.preview')
      .getByRole('heading', { level: 1, name: show.title });
    await expect(heading).toBeVisible({ timeout: 30_000 });
    expect(await heading.getAttribute('class')).toBe(onSite);
  });

  test('the education events’ preview is the site’s Education page, each event drawn as on it', async ({
    editor: page,
  }) => {
    const education = JSON.parse(
      readFileSync(path.join(CONTENT_DIR, 'education.json'), 'utf8'),
    ) as { events: Array<{ name: string }> };
    const name = education.events[0]?.name ?? '';
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

  test('the Philharmonic Club’s preview is the site’s club page, with its named members', async ({
    editor: page,
  }) => {
    const file = path.join(CONTENT_DIR, 'members.json');
    const club = JSON.parse(readFileSync(file, 'utf8')) as {
      levels: Array<{ name: string }>;
      members: Array<{ name: string; listed?: boolean }>;
    };
    await page.getByRole('treeitem', { name: /^Pages and settings/ }).click();
    await page.getByRole('row', { name: /Philharmonic Club/ }).click();
    const preview = page.frameLocator('iframe.preview');
    await expect(
      preview.getByRole('heading', { level: 1, name: 'The Philharmonic Club' }),
    ).toBeVisible({ timeout: 30_000 });
    const level = club.levels[0]?.name ?? '';
    await expect(preview.getByText(level).first()).toBeVisible();
    const named = club.members.find((member) => member.listed);
    if (named) await expect(preview.getByText(named.name).first()).toBeVisible();
  });

  test('a work’s preview is the site’s work page, its creators named from People', async ({
    editor: page,
  }) => {
    const folder = path.join(CONTENT_DIR, 'works');
    const [file] = readdirSync(folder).filter((name) => name.endsWith('.json'));
    if (!file) throw new Error(`no work in ${folder} to preview`);
    const work = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as {
      title: string;
      creators: Array<{ person: string }>;
    };
    await page.getByRole('treeitem', { name: /^Works/ }).click();
    await page.getByRole('row', { name: new RegExp(work.title) }).click();
    const preview = page.frameLocator('iframe.preview');
    await expect(preview.getByRole('heading', { level: 1, name: work.title })).toBeVisible({
      timeout: 30_000,
    });
    for (const { person } of work.creators) {
      const { name } = JSON.parse(
        readFileSync(path.join(CONTENT_DIR, 'people', `${person}.json`), 'utf8'),
      ) as { name: string };
      await expect(preview.getByRole('link', { name }).first()).toBeVisible();
    }
  });
});
