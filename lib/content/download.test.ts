/**
 * @jest-environment node
 */
// A download must be a file in public/, except a festival's schedule PDF, which the build writes
// into the export (lib/concepts/festival/rules/schedule.ts offersSchedulePdf).
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { FIXTURE_CONTENT_DIR } from '../../test/support/fixture-content';
import { ContentError, loadContent } from './load';

/** The fixture content with one show given a download that no file in public/ backs. */
function loadWithDownload(showFile: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'download-'));
  cpSync(path.dirname(FIXTURE_CONTENT_DIR), dir, { recursive: true });
  const file = path.join(dir, 'content', 'shows', showFile);
  const show = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ ...show, download: 'missing.pdf' }));
  return () => loadContent(path.join(dir, 'content'), { analyticsId: '' });
}

test('a festival with a schedule needs no file for its download: the build makes it', () => {
  const festival = loadWithDownload('film_festival.json')().shows.find((show) => show.festival);
  expect(festival?.download).toBe('/downloads/missing.pdf');
});

test('any other show naming a download without its file is a content error naming the field', () => {
  const load = loadWithDownload('autumn_gala.json');
  expect(load).toThrow(ContentError);
  expect(load).toThrow(/download: .*missing\.pdf does not exist/);
});
