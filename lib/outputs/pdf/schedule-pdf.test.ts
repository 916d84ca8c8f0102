/**
 * @jest-environment node
 */
// The schedule PDF read back as a reader's tools read it, with Debian's poppler-utils (installed by
// scripts/ensure-test-tools.ts, which `npm test` runs before the unit tests).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { fixtureContent } from '../../../test/support/fixture-content';
import type { Show } from '../../content/types';
import { offersSchedulePdf } from '../../concepts/festival';
import { schedulePdf, SCHEDULE_PDF_LANGUAGE, writeSchedulePdfs } from './schedule-pdf';

const fixtureFestival = fixtureContent.shows.find(
  (show) => show.festival && show.schedule.length > 0,
);
if (!fixtureFestival) throw new Error('the fixture content has no festival with a schedule');

/** Latin Extended letters, an em dash, a curly apostrophe: all outside Latin-1 but for "é". */
const UNICODE_TITLE = 'Őszi fény — İstanbul’da';

/** The fixture festival with its first scheduled film retitled, in its list and its schedule. */
function retitled(show: Show, title: string): Show {
  const name = show.schedule[0]?.slots[0]?.films[0]?.name;
  if (!name) throw new Error('the fixture festival schedules no film');
  return {
    ...show,
    films: show.films.map((film) => (film.name === name ? { ...film, title } : film)),
    schedule: show.schedule.map((day) => ({
      ...day,
      slots: day.slots.map((slot) => ({
        ...slot,
        films: slot.films.map((film) => (film.name === name ? { ...film, title } : film)),
      })),
    })),
  };
}

const festival = retitled(fixtureFestival, UNICODE_TITLE);
const { site } = fixtureContent;
const dir = mkdtempSync(path.join(tmpdir(), 'schedule-pdf-'));
const file = path.join(dir, 'schedule.pdf');

function poppler(tool: string, ...args: string[]): string {
  try {
    // pdftotext writes to a file unless told "-" (standard output).
    const output = tool === 'pdftotext' ? ['-'] : [];
    return execFileSync(tool, [...args, file, ...output], { encoding: 'utf8' });
  } catch (error) {
    throw new Error(
      `${tool} failed (${String(error)}); install poppler-utils: tsx scripts/ensure-test-tools.ts`,
    );
  }
}

beforeAll(async () => {
  writeFileSync(file, await schedulePdf(festival, site));
}, 60_000);

test('the PDF is tagged and titled with the festival, and the viewer shows that title', () => {
  const info = poppler('pdfinfo');
  expect(info).toMatch(/^Tagged:\s+yes$/m);
  expect(info.match(/^Title:\s+(.*)$/m)?.[1]).toContain(festival.title);
  const raw = readFileSync(file, 'latin1');
  expect(raw).toContain('/DisplayDocTitle true');
});

test('the PDF names its language', () => {
  expect(readFileSync(file, 'latin1')).toContain(`/Lang (${SCHEDULE_PDF_LANGUAGE})`);
});

test('the PDF has a heading and one list per day in its structure tree', () => {
  const tree = poppler('pdfinfo', '-struct');
  expect(tree).toMatch(/^\s*H1\b/m);
  expect(tree.match(/^\s*L \(block\)/gm)).toHaveLength(festival.schedule.length);
  const slots = festival.schedule.flatMap((day) => day.slots);
  expect(tree.match(/^\s*LI \(block\)/gm)).toHaveLength(slots.length);
});

test('every font the PDF uses is embedded', () => {
  const rows = poppler('pdffonts').trim().split('\n').slice(2);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    // name, type…, then the emb column: the first yes/no on the row.
    expect(row.match(/\b(yes|no)\b/)?.[1]).toBe('yes');
  }
});

test('every day, time and film title is text, in the order of the schedule', () => {
  const text = poppler('pdftotext', '-layout').replace(/\s+/g, ' ');
  const expected = festival.schedule.flatMap((day) => [
    day.dayLabel,
    ...day.slots.flatMap((slot) => [slot.timeLabel, ...slot.films.map((film) => film.title)]),
  ]);
  let from = 0;
  for (const part of expected) {
    const at = text.indexOf(part, from);
    expect({ part, found: at >= 0 }).toEqual({ part, found: true });
    from = at + part.length;
  }
});

test('a title outside Latin-1 prints as itself', () => {
  const text = poppler('pdftotext').normalize('NFC');
  expect(text).toContain(UNICODE_TITLE.normalize('NFC'));
});

test('the build writes a PDF only for a festival that offers its schedule, at its download address', async () => {
  const offering: Show = { ...festival, download: '/downloads/program.pdf' };
  const withoutDownload: Show = { ...festival, name: 'other', download: undefined };
  const notFestival: Show = { ...festival, festival: false, download: '/downloads/brochure.pdf' };
  expect(offersSchedulePdf(offering)).toBe(true);
  const out = mkdtempSync(path.join(tmpdir(), 'schedule-export-'));
  const written = await writeSchedulePdfs([offering, withoutDownload, notFestival], site, out);
  expect(written).toEqual(['/downloads/program.pdf']);
  expect(
    readFileSync(path.join(out, 'downloads', 'program.pdf'))
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
}, 60_000);
