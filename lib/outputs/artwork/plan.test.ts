/**
 * @jest-environment node
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { loadContent } from '../../content/load';
import { nameFor } from '../../concepts/shows';
import { FIXTURE_CONTENT_DIR } from '../../../test/support/fixture-content';
import { readArtworkContent } from './content';
import { placeholders } from './plan';
import { writePlaceholders } from './write';

const FIXTURES = path.dirname(FIXTURE_CONTENT_DIR);
/** A day before every fixture show (the autumn gala is on 2025-10-04): all need their pictures. */
const BEFORE_ALL = '2025-09-01';

/** A copy of the fixture content and public folders, with one show file changed. */
function fixtureCopy(showFile: string, change: (show: Record<string, unknown>) => void) {
  const dir = mkdtempSync(path.join(tmpdir(), 'artwork-plan-'));
  cpSync(FIXTURES, dir, { recursive: true });
  const file = path.join(dir, 'content', 'shows', showFile);
  const show = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(show);
  writeFileSync(file, JSON.stringify(show));
  return { content: path.join(dir, 'content'), public: path.join(dir, 'public') };
}

test('every path in the plan is named once', async () => {
  const paths = placeholders(await readArtworkContent(FIXTURE_CONTENT_DIR), BEFORE_ALL).map(
    (p) => p.path,
  );
  expect(new Set(paths).size).toBe(paths.length);
});

test('a show naming its own poster and social image gets placeholders at those names, which the build then finds', async () => {
  const copy = fixtureCopy('autumn_gala.json', (show) => {
    show.poster = 'key-art.jpg';
    show.socialImage = 'share-card.jpg';
  });
  const content = await readArtworkContent(copy.content);
  const { written } = await writePlaceholders(placeholders(content, BEFORE_ALL), copy.public);
  const gala = content.shows.find((show) => show.poster === 'key-art.jpg');
  if (!gala) throw new Error('the changed show is missing');
  // The names the content gave, in the show's folder; nothing under the default names.
  expect(written).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/\/key-art\.jpg$/),
      expect.stringMatching(/\/share-card\.jpg$/),
    ]),
  );
  expect(written.filter((p) => /\/(poster|social)\.jpg$/.test(p))).toEqual([]);
  // The build's loader reads the same files: it accepts the content and sizes the new poster.
  const loaded = loadContent(copy.content, {
    publicDir: copy.public,
    analyticsId: '',
    buildDay: BEFORE_ALL,
  });
  const show = loaded.shows.find((s) => s.name === nameFor(gala));
  expect(show?.poster).toMatchObject({
    src: expect.stringMatching(/\/key-art\.jpg$/),
    width: 800,
    height: 1200,
  });
  expect(show?.socialImage).toMatchObject({ width: 1200, height: 630 });
}, 120_000);

test('existing files are kept unless forced', async () => {
  const copy = fixtureCopy('autumn_gala.json', () => {});
  const plan = placeholders(await readArtworkContent(copy.content), BEFORE_ALL).slice(0, 1);
  const [first] = plan;
  if (!first) throw new Error('the fixture content names no image');
  const file = path.join(copy.public, ...first.path.split('/').filter(Boolean));
  writeFileSync(file, 'the real poster');
  expect(await writePlaceholders(plan, copy.public)).toEqual({ written: [], kept: [first.path] });
  expect(readFileSync(file, 'utf8')).toBe('the real poster');
  expect(await writePlaceholders(plan, copy.public, { force: true })).toEqual({
    written: [first.path],
    kept: [],
  });
  expect(existsSync(file) && readFileSync(file, 'utf8')).not.toBe('the real poster');
}, 60_000);

describe('a show of the record gets no poster or share card drawn (docs/rules/content.md#images)', () => {
  const galaFiles = (paths: string[]) =>
    paths.filter((p) => p.startsWith('/shows/autumn_gala/')).map((p) => p.split('/').pop());

  it('draws them on the show’s own day', async () => {
    const plan = placeholders(await readArtworkContent(FIXTURE_CONTENT_DIR), '2025-10-04');
    expect(galaFiles(plan.map((p) => p.path))).toEqual(
      expect.arrayContaining(['poster.jpg', 'social.jpg']),
    );
  });

  it('draws neither the day after, and still draws the other shows’', async () => {
    const plan = placeholders(await readArtworkContent(FIXTURE_CONTENT_DIR), '2025-10-05');
    const paths = plan.map((p) => p.path);
    expect(galaFiles(paths)).not.toContain('poster.jpg');
    expect(galaFiles(paths)).not.toContain('social.jpg');
    expect(paths.filter((p) => p.endsWith('/poster.jpg')).length).toBeGreaterThan(0);
  });
});
