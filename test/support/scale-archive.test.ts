/** @jest-environment node */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { loadContent } from '../../lib/content/load';
import { groupBySeason } from '../../lib/concepts/seasons';
import { FIXTURE_CONTENT_DIR } from './fixture-content';
import {
  CURRENT_SEASON_SIZE,
  HISTORY_SEASONS,
  planArchive,
  SHOWS_PER_SEASON,
  writeArchive,
} from './scale-archive';

const FIXTURE_PUBLIC_DIR = path.join(FIXTURE_CONTENT_DIR, '..', 'public');
const TODAY = '2026-11-24';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function archive(count: number, history = false) {
  const dir = mkdtempSync(path.join(tmpdir(), 'scale-archive-'));
  made.push(dir);
  const contentDir = path.join(dir, 'content');
  const publicDir = path.join(dir, 'public');
  const written = writeArchive({
    count,
    fixtureContentDir: FIXTURE_CONTENT_DIR,
    fixturePublicDir: FIXTURE_PUBLIC_DIR,
    contentDir,
    publicDir,
    today: TODAY,
    history,
  });
  return { written, publicDir, content: loadContent(contentDir, { publicDir, analyticsId: '' }) };
}

describe('the synthetic archive of the scale benchmark', () => {
  it('is content the real loader accepts, with as many shows as asked', () => {
    const { content, written } = archive(60);
    expect(content.shows).toHaveLength(60);
    expect(written.shows).toBe(60);
  });

  it('gives every show and film a name and a title of its own', () => {
    const { content } = archive(60);
    const films = content.shows.flatMap((show) => show.films);
    expect(films.length).toBeGreaterThan(0);
    for (const list of [content.shows, films]) {
      expect(new Set(list.map((entry) => entry.name)).size).toBe(list.length);
      expect(new Set(list.map((entry) => entry.title)).size).toBe(list.length);
    }
  });

  it('keeps the same current season at any size, and files the rest in earlier seasons', () => {
    const small = groupBySeason(archive(CURRENT_SEASON_SIZE).content.shows);
    const large = groupBySeason(archive(CURRENT_SEASON_SIZE + SHOWS_PER_SEASON + 3).content.shows);
    expect(small.map((season) => season.id)).toEqual(['2026-27']);
    expect(large.map((season) => [season.id, season.shows.length])).toEqual([
      ['2026-27', CURRENT_SEASON_SIZE],
      ['2025-26', SHOWS_PER_SEASON],
      ['2024-25', 3],
    ]);
    expect(large[0]?.shows.map((show) => show.name)).toEqual(small[0]?.shows.map((s) => s.name));
  });

  it('reuses the few fixture pictures as hard links rather than new images', () => {
    const { publicDir, written } = archive(40);
    const showDirs = readdirSync(path.join(publicDir, 'shows'));
    expect(showDirs).toHaveLength(40);
    const poster = statSync(path.join(publicDir, 'shows', showDirs[0] ?? '', 'poster.jpg'));
    expect(poster.nlink).toBeGreaterThan(2);
    expect(written.distinctImages).toBeLessThan(10);
  });

  it('spreads a fictional history over 90 seasons, with its people and works by id', () => {
    const { content, written } = archive(CURRENT_SEASON_SIZE + 89 * 2, true);
    expect(groupBySeason(content.shows)).toHaveLength(HISTORY_SEASONS);
    expect(content.people.size).toBeGreaterThanOrEqual(written.people);
    expect(written.people).toBeGreaterThan(written.works);
    const credited = content.shows.filter((show) => show.people.length > 0);
    expect(credited.length).toBeGreaterThan(0);
    for (const show of credited) {
      for (const credit of show.people) expect(content.people.has(credit.person)).toBe(true);
      for (const id of show.works) expect(content.works.has(id)).toBe(true);
    }
  });

  it('brings some people back season after season', () => {
    const { content } = archive(120, true);
    const counts = new Map<string, number>();
    for (const show of content.shows) {
      for (const credit of show.people)
        counts.set(credit.person, (counts.get(credit.person) ?? 0) + 1);
    }
    expect(Math.max(...counts.values())).toBeGreaterThan(2);
  });

  it('refuses an archive of no shows', () => {
    expect(() => planArchive(0, 2026)).toThrow(/at least 1/);
  });
});
