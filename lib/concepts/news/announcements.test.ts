/**
 * @jest-environment node
 *
 * What's new from a real git history (./whats-new.ts, ./announcements.ts,
 * docs/rules/calendars.md#whats-new): each test commits the small valid content folder of
 * test/support/content-folder.ts to a new repository at a known date, changes the concert the way
 * staff do, each change in a commit of its own date, and reads the announcements derived.
 */
import fs from 'node:fs';
import path from 'node:path';

import { loadContent } from '../../content/load';
import { announcementsOf } from './whats-new';
import type { Announcement } from './announcements';
import { gitIn } from '../../../test/support/git';
import { validFiles, writeContent, type Json } from '../../../test/support/content-folder';

const concert = 'shows/b_concert.json';
const concertName = 'winter_lights_a_holiday_concert';
const ANNOUNCED = '2026-08-03T09:00:00Z';
const LATER = new Date('2026-11-01T12:00:00Z');

function commit(root: string, message: string, date: string) {
  gitIn(root, ['add', '--all']);
  gitIn(root, ['commit', '--quiet', '--allow-empty', '-m', message], date);
}

function repository(files: Record<string, unknown> = validFiles()): string {
  const contentDir = writeContent(files);
  const root = path.dirname(contentDir);
  gitIn(root, ['init', '--quiet', '--initial-branch=main']);
  commit(root, 'Season announced', ANNOUNCED);
  return contentDir;
}

function change(contentDir: string, date: string, edit: (data: Json) => void) {
  const absolute = path.join(contentDir, concert);
  const data = JSON.parse(fs.readFileSync(absolute, 'utf8')) as Json;
  edit(data);
  fs.writeFileSync(absolute, JSON.stringify(data, null, 2));
  commit(path.dirname(contentDir), 'Edit', date);
}

function announcements(contentDir: string, now = LATER): Announcement[] {
  const content = loadContent(contentDir, { history: 'git', analyticsId: '' });
  return announcementsOf(content, contentDir, 'git', { now, undatedAt: new Date(0) });
}

function concertNews(contentDir: string, now = LATER) {
  return announcements(contentDir, now)
    .filter((item) => item.show === concertName)
    .map((item) => ({ kind: item.kind, date: item.date.toISOString() }));
}

describe('what’s new from the show files’ history', () => {
  it('announces each show at its first commit, linking to its page', () => {
    const news = announcements(repository());
    const announced = news.find((item) => item.kind === 'announced' && item.show === concertName);
    expect(announced?.date.toISOString()).toBe(new Date(ANNOUNCED).toISOString());
    expect(announced?.title).toContain('Winter Lights: A Holiday Concert');
  });

  it('announces sold out, dated by the commit that said so', () => {
    const dir = repository();
    change(dir, '2026-10-02T15:00:00Z', (show) => (show.status = 'soldOut'));
    expect(concertNews(dir)).toContainEqual({
      kind: 'soldOut',
      date: '2026-10-02T15:00:00.000Z',
    });
  });

  it('announces a cancellation, and nothing for a description edit', () => {
    const dir = repository();
    change(dir, '2026-09-10T10:00:00Z', (show) => (show.description = '<p>Carols, more.</p>'));
    change(dir, '2026-10-05T10:00:00Z', (show) => (show.status = 'cancelled'));
    expect(concertNews(dir).map((item) => item.kind)).toEqual(['cancelled', 'announced']);
  });

  it('announces a new date as rescheduled', () => {
    const dir = repository();
    change(dir, '2026-10-06T10:00:00Z', (show) => {
      show.previousDate = show.date;
      show.date = '2026-12-13T19:30';
      show.status = 'rescheduled';
    });
    const news = announcements(dir).filter((item) => item.kind === 'rescheduled');
    expect(news).toHaveLength(1);
    expect(news[0]?.date.toISOString()).toBe('2026-10-06T10:00:00.000Z');
    expect(news[0]?.text).toContain('December 13');
  });

  it('announces a move to another venue by the venue’s name', () => {
    const dir = repository();
    change(dir, '2026-10-07T10:00:00Z', (show) => (show.location = 'cinema'));
    const moved = announcements(dir).find((item) => item.kind === 'moved');
    expect(moved?.date.toISOString()).toBe('2026-10-07T10:00:00.000Z');
    expect(moved?.text).toContain('Campus Cinema');
  });

  it('announces the sale’s opening once it has passed, dated by onSale', () => {
    const dir = repository();
    change(dir, '2026-09-01T10:00:00Z', (show) => (show.onSale = '2026-10-15T10:00'));
    const onSale = (now: Date) => concertNews(dir, now).filter((item) => item.kind === 'onSale');
    expect(onSale(new Date('2026-10-15T13:59:00Z'))).toEqual([]);
    // 10:00 in New York on 15 October is 14:00 UTC (daylight saving time).
    expect(onSale(new Date('2026-10-15T14:00:00Z'))).toEqual([
      { kind: 'onSale', date: '2026-10-15T14:00:00.000Z' },
    ]);
  });

  it('lists the newest first', () => {
    const dir = repository();
    change(dir, '2026-10-02T15:00:00Z', (show) => (show.status = 'soldOut'));
    const dates = announcements(dir).map((item) => item.date.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});

describe('what’s new without history (CONTENT_HISTORY=files)', () => {
  it('announces each current show once, at the build’s date, and no change', () => {
    const dir = repository();
    change(dir, '2026-10-02T15:00:00Z', (show) => (show.status = 'soldOut'));
    const content = loadContent(dir, { history: 'files', analyticsId: '' });
    const undatedAt = new Date('2026-11-01T00:00:00Z');
    const news = announcementsOf(content, dir, 'files', { now: LATER, undatedAt });
    expect(news.map((item) => item.kind)).toEqual(content.shows.map(() => 'announced'));
    expect(news.every((item) => item.date.getTime() === undatedAt.getTime())).toBe(true);
  });
});

describe('staff notes (content/news.json)', () => {
  it('joins the feed at its own date', () => {
    const files = validFiles();
    files['news.json'] = [
      {
        title: 'The box office moves for the summer',
        date: '2026-09-20T09:00',
        text: 'Find us in the Student Center until August.',
      },
    ];
    const news = announcements(repository(files));
    const note = news.find((item) => item.kind === 'note');
    expect(note?.title).toBe('The box office moves for the summer');
    // 9:00 in New York on 20 September is 13:00 UTC.
    expect(note?.date.toISOString()).toBe('2026-09-20T13:00:00.000Z');
  });

  it('refuses a note pasted twice, naming both, as Atom needs one id per entry', () => {
    const note = { title: 'Box office hours', date: '2026-09-20T09:00', text: 'Noon to 4 pm.' };
    const files = validFiles();
    files['news.json'] = [note, { ...note, title: 'Parking' }, { ...note, text: 'Again.' }];
    expect(() => loadContent(writeContent(files), { analyticsId: '' })).toThrow(
      'content/news.json › announcement 3: has the same title and date as announcement 1 ("Box office hours", 2026-09-20T09:00)',
    );
  });

  it('names every repeat of a note, each with the first of them', () => {
    const note = { title: 'Box office hours', date: '2026-09-20T09:00', text: 'Noon to 4 pm.' };
    const files = validFiles();
    files['news.json'] = [note, note, note];
    let message = '';
    try {
      loadContent(writeContent(files), { analyticsId: '' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('has 2 problems');
    expect(message).toContain('announcement 2: has the same title and date as announcement 1');
    expect(message).toContain('announcement 3: has the same title and date as announcement 1');
  });

  it('keeps notes that share a title on different dates, or a date with different titles', () => {
    const note = { title: 'Box office hours', date: '2026-09-20T09:00', text: 'Noon to 4 pm.' };
    const files = validFiles();
    files['news.json'] = [
      note,
      { ...note, date: '2026-09-20T09:01' },
      { ...note, title: 'Box office hours change' },
    ];
    const notes = loadContent(writeContent(files), { analyticsId: '' }).news;
    expect(notes).toHaveLength(3);
  });

  it('names the file, the announcement and the field of a bad entry', () => {
    const files = validFiles();
    files['news.json'] = [{ title: 'Soon', date: '2026-09-31T09:00', text: 'x' }];
    expect(() => loadContent(writeContent(files), { analyticsId: '' })).toThrow(
      /news\.json › announcement 1 › date/,
    );
  });
});
