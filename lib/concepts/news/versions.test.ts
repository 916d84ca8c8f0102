/**
 * Calendar revisions counted from a real git history (lib/concepts/news/versions.ts, ./revisions.ts):
 * each test commits the small valid content folder of test/support/content-folder.ts to a new
 * repository, changes it the way staff do, and reads SEQUENCE from the show's calendar file as
 * the build writes it (lib/outputs/calendar/ical.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ContentError, loadContent } from '../../content/load';
import { gitIn } from '../../../test/support/git';
import { showCalendar } from '../../outputs/calendar/ical';
import { seriesInfo } from '../../site/series';
import {
  concertFile,
  validFiles,
  writeContent,
  type Json,
} from '../../../test/support/content-folder';

const GENERATED = new Date('2026-08-01T12:00:00Z');
const concertName = 'winter_lights_a_holiday_concert';

function git(cwd: string, ...args: string[]): string {
  return gitIn(cwd, args);
}

/** A repository holding the valid content folder in one commit; returns its content folder. */
function repository(files: Record<string, unknown> = validFiles()): string {
  const contentDir = writeContent(files);
  const root = path.dirname(contentDir);
  git(root, 'init', '--quiet', '--initial-branch=main');
  commit(root, 'Season announced');
  return contentDir;
}

function commit(root: string, message: string) {
  git(root, 'add', '--all');
  git(root, 'commit', '--quiet', '--allow-empty', '-m', message);
}

/** Changes a content file (a path under content/) and commits the change. */
function change(contentDir: string, file: string, edit: (data: Json) => void, message = 'Edit') {
  const absolute = path.join(contentDir, file);
  const data = JSON.parse(fs.readFileSync(absolute, 'utf8')) as Json;
  edit(data);
  fs.writeFileSync(absolute, JSON.stringify(data, null, 2));
  commit(path.dirname(contentDir), message);
}

const concert = 'shows/b_concert.json';

/** The SEQUENCE lines of a show's calendar file, as the build writes it from this history. */
function sequences(contentDir: string, name = concertName): number[] {
  const content = loadContent(contentDir, { history: 'git', analyticsId: '' });
  const show = content.shows.find((item) => item.name === name);
  if (!show) throw new Error(`no show ${name}`);
  const text = showCalendar(show, seriesInfo(content.site), GENERATED);
  return [...text.matchAll(/^SEQUENCE:(\d+)\r?$/gm)].map((match) => Number(match[1]));
}

function problems(contentDir: string): string[] {
  try {
    loadContent(contentDir, { history: 'git', analyticsId: '' });
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.problems.map((p) => [p.file, p.entry, p.field, p.message].join(' › '));
  }
  return [];
}

describe('calendar revisions from the history (docs/rules/calendars.md#calendar-revisions)', () => {
  it('raises SEQUENCE by one when the date changes, and not when the description does', () => {
    const dir = repository();
    const [first] = sequences(dir);
    change(dir, concert, (show) => (show.description = '<p>Carols, and a sing-along.</p>'));
    expect(sequences(dir)).toEqual([first]);
    change(dir, concert, (show) => (show.date = '2026-12-13T19:30'));
    expect(sequences(dir)).toEqual([(first ?? NaN) + 1]);
  });

  it('counts a change of time, venue or status once each', () => {
    const dir = repository();
    const [first = NaN] = sequences(dir);
    change(dir, concert, (show) => (show.date = '2026-12-12T20:00'));
    change(dir, concert, (show) => (show.location = 'cinema'));
    change(dir, concert, (show) => (show.status = 'soldOut'));
    expect(sequences(dir)).toEqual([first + 3]);
  });

  it('counts an edit not yet committed, as a local build sees it', () => {
    const dir = repository();
    const [first = NaN] = sequences(dir);
    const file = path.join(dir, concert);
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
    fs.writeFileSync(file, JSON.stringify({ ...data, status: 'cancelled' }, null, 2));
    expect(sequences(dir)).toEqual([first + 1]);
  });

  it('keeps the count of a file that is moved or renamed', () => {
    const dir = repository();
    change(dir, concert, (show) => (show.date = '2026-12-13T19:30'));
    const [before = NaN] = sequences(dir);
    expect(before).toBeGreaterThan(0);
    git(path.dirname(dir), 'mv', `content/${concert}`, 'content/shows/winter_lights.json');
    commit(path.dirname(dir), 'Rename the file');
    expect(sequences(dir)).toEqual([before]);
    change(dir, 'shows/winter_lights.json', (show) => (show.status = 'postponed'));
    expect(sequences(dir)).toEqual([before + 1]);
  });

  it('adds the revision the file writes, and rejects one lower than before', () => {
    const files = validFiles();
    (files[concert] as Json).revision = 3;
    const dir = repository(files);
    expect(sequences(dir)).toEqual([3]);
    change(dir, concert, (show) => (show.date = '2026-12-13T19:30'));
    expect(sequences(dir)).toEqual([4]);
    // The editor no longer shows the field: a file that stops writing it keeps the highest.
    change(dir, concert, (show) => delete show.revision);
    expect(sequences(dir)).toEqual([4]);
    change(dir, concert, (show) => (show.revision = 2));
    expect(problems(dir)).toEqual([
      expect.stringMatching(
        new RegExp(`^${concertFile} › show "${concertName}" › revision › is lower than the 3`),
      ),
    ]);
  });

  it('counts each performance of a run by its identity, kept through a reschedule', () => {
    const files = validFiles();
    const run = files[concert] as Json;
    run.performances = [{ date: '2026-12-12T19:30' }, { date: '2026-12-13T14:00' }];
    const dir = repository(files);
    const [first = NaN, second = NaN] = sequences(dir);
    change(dir, concert, (show) => {
      show.performances = [
        { date: '2026-12-12T19:30' },
        { date: '2026-12-13T15:00', status: 'rescheduled', previousDate: '2026-12-13T14:00' },
      ];
    });
    expect(sequences(dir)).toEqual([first, second + 1]);
  });

  it('counts an education event’s changes', () => {
    const dir = repository();
    const read = () =>
      loadContent(dir, { history: 'git', analyticsId: '' }).education.events[0]?.revision;
    const before = read() ?? NaN;
    change(dir, 'education.json', (education) => {
      const [event] = education.events as Json[];
      if (event) event.time = '18:00';
    });
    expect(read()).toBe(before + 1);
  });

  it('stops with a clear message in a shallow clone rather than start counting again', () => {
    const dir = repository();
    change(dir, concert, (show) => (show.date = '2026-12-13T19:30'));
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'content-shallow-'));
    try {
      git(clone, 'clone', '--quiet', '--depth', '1', `file://${path.dirname(dir)}`, 'site');
      const found = problems(path.join(clone, 'site', 'content'));
      expect(found).toEqual([expect.stringContaining('shallow clone')]);
      expect(found[0]).toContain('git fetch --unshallow');
    } finally {
      fs.rmSync(clone, { recursive: true, force: true });
    }
  });

  it('stops with a clear message for content inside a repository but never committed', () => {
    const dir = writeContent(validFiles());
    git(path.dirname(dir), 'init', '--quiet');
    const found = problems(dir);
    expect(found).toEqual([expect.stringContaining('is not committed')]);
    expect(found[0]).toContain('CONTENT_HISTORY=files');
  });

  it('stops with a clear message for a folder outside git, naming the opt-out', () => {
    const found = problems(writeContent(validFiles()));
    expect(found).toEqual([expect.stringContaining('not in a git repository')]);
    expect(found[0]).toContain('CONTENT_HISTORY=files');
  });
});
