/**
 * A date moved in the content editor (e2e/support/editor.ts runs the real editor) reaches the
 * show's calendar file as a new revision: the build counts revisions from the content's history
 * (docs/rules/calendars.md#calendar-revisions), so staff never type a SEQUENCE number.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { expect } from '@playwright/test';

import { loadContent } from '../lib/content/load';
import { showCalendar } from '../lib/outputs/calendar';
import { seriesInfo } from '../lib/site/series';
import { gitIn } from '../test/support/git';
import {
  contentFiles,
  editorTest as test,
  fieldBlock,
  projectWith,
  readBack,
} from './support/editor';

test.describe('the content editor, beyond a new show', () => {
  test('a date moved in the editor raises SEQUENCE in the show’s calendar file, no number typed', async ({
    editor: page,
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
});
