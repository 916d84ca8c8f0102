/**
 * Pages that print (docs/rules/site.md#printing): Chromium prints a page to PDF the way a
 * visitor's "Print" does (print media, A4 and Letter), and poppler's pdftotext and pdfinfo read it
 * back (scripts/ensure-test-tools.ts installs them). A typical show page fits on two pages and
 * carries its title, date, venue and address; no printed page carries the navigation, the notices
 * or the footer's links.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { shows, site, venues, type ShowInfo } from './support/content';
import { expectedEntries, expectedMonths } from './support/listings';
import { monthWords } from './support/routes';
import { showTags } from './support/tags';

// One worker prints one page at a time: Chromium's printing refused work ("Printing failed")
// when several PDFs were made at once on a busy machine.
test.describe.configure({ mode: 'default' });

const FORMATS = ['A4', 'Letter'] as const;

let folder: string;
test.beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'print-'));
});
test.afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

interface Printed {
  pages: number;
  /** The text in reading order, whitespace folded, so a line break never splits a match. */
  text: string;
}

async function print(page: Page, format: (typeof FORMATS)[number], name: string): Promise<Printed> {
  const file = path.join(folder, `${name}-${format}.pdf`);
  // Web fonts and images settle before printing, as they would before a visitor presses Print.
  await page.evaluate(() => document.fonts.ready);
  // Chromium now and then refuses to print ("Printing failed") on a loaded machine: one more try.
  const pdf = await page
    .pdf({ format, printBackground: false })
    .catch(() => page.pdf({ format, printBackground: false }));
  writeFileSync(file, pdf);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    .replace(/\s+/g, ' ')
    .trim();
  return { pages, text };
}

/**
 * Words only the screen chrome carries: the skip link, a run of the menu's items (content may
 * name one of them, never the row), the footer's links and the notices' donate and get-involved
 * texts.
 */
const CHROME_WORDS = [
  'Skip to main content',
  'Students FAQ Subscribe Contact',
  'COVID-19 Policy',
  'Make a Donation',
  site.getInvolvedText,
];

function expectNoChrome(text: string) {
  for (const words of CHROME_WORDS) expect(text, `"${words}" is not printed`).not.toContain(words);
}

/** "October 13, 2026" in the words the page prints a start day with. */
function printedDay(show: ShowInfo): string {
  return new Date(`${show.day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * Typical show pages: the first of each layout but the festival's (whose film program runs
 * longer), and the pages with the most to print: the longest Good to know block and a program.
 */
const notFestivals = shows.filter((show) => !show.festival);
const mostAdvisories = [...notFestivals].sort(
  (a, b) => b.advisories.length - a.advisories.length,
)[0];
const typical = [
  ...notFestivals.filter(
    (show, index, all) => all.findIndex((other) => other.template === show.template) === index,
  ),
  ...(mostAdvisories ? [mostAdvisories] : []),
  ...notFestivals.filter((show) => show.hasProgram),
].filter((show, index, all) => all.indexOf(show) === index);

for (const show of typical) {
  test(
    `the show page of ${show.name} prints on at most two pages with its title, date, venue and address`,
    { tag: showTags(show.name) },
    async ({ page }) => {
      await page.goto(`shows/${show.name}/`);
      const venue = venues[show.venueId]!;
      for (const format of FORMATS) {
        const printed = await print(page, format, show.name);
        expect(printed.pages, `${format} pages`).toBeLessThanOrEqual(2);
        expect(printed.text).toContain(show.title);
        expect(printed.text).toContain(printedDay(show));
        expect(printed.text).toContain(venue.name);
        expect(printed.text).toContain(venue.streetAddress);
        expectNoChrome(printed.text);
        // A link in the text writes out where it leads: paper cannot be clicked.
        if (show.website) expect(printed.text).toContain(`(${show.website})`);
      }
    },
  );
}

const firstVenueId = Object.keys(venues)[0];
const festival = shows.find((show) => show.festival);
const others = [
  { path: 'visit/', name: 'visit', must: ['Plan your visit'] },
  ...(firstVenueId
    ? [
        {
          path: `venues/${firstVenueId}/`,
          name: 'venue',
          must: [venues[firstVenueId]!.name, venues[firstVenueId]!.streetAddress],
        },
      ]
    : []),
  ...(festival
    ? [
        {
          path: `shows/${festival.name}/`,
          name: 'festival',
          must: [festival.title, 'Film Schedule'],
        },
      ]
    : []),
];

for (const { path: address, name, must } of others) {
  test(`/${address} prints its content without the site's navigation and footer links`, async ({
    page,
  }) => {
    await page.goto(address);
    const printed = await print(page, 'A4', name);
    for (const words of must) expect(printed.text).toContain(words);
    expectNoChrome(printed.text);
  });
}

test('a month at a glance prints its table of weeks on one page', async ({ page }) => {
  // The month with the most lines: the hardest to fit (docs/rules/listings.md#a-month-at-a-glance).
  const lines = (month: string) =>
    expectedEntries().flatMap((entry) => entry.lineDays.filter((day) => day.startsWith(month)));
  const month = [...expectedMonths()].sort((a, b) => lines(b).length - lines(a).length)[0];
  expect(month, 'a month with a calendar').toBeDefined();
  await page.goto(`whats-on/calendar/${month}/`);
  for (const format of FORMATS) {
    const printed = await print(page, format, `calendar-${month}`);
    expect(printed.pages, `${format} pages`).toBe(1);
    // Titles in narrow table cells wrap and interleave in the PDF's text: the caption is whole.
    expect(printed.text).toContain(`${monthWords(month!)}: events by day`);
    expectNoChrome(printed.text);
  }
});

const withProgram = shows.find((show) => show.hasProgram);
if (withProgram) {
  test('the large-print program prints in one column with body text of at least 18 pt', async ({
    page,
  }) => {
    await page.goto(`shows/${withProgram.name}/program/large-print/`);
    await page.emulateMedia({ media: 'print' });
    // Every paragraph, list item and term of the digitalProgram: 18 pt is 24 CSS pixels.
    const sizes = await page
      .locator('main article :is(p, li, dt, dd)')
      .evaluateAll((nodes) => nodes.map((node) => parseFloat(getComputedStyle(node).fontSize)));
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(24);
    // One column throughout: no block of the program (the members' names) set in columns.
    const columns = await page
      .locator('main article, main article *')
      .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).columnCount));
    for (const count of columns) expect(['auto', '1']).toContain(count);
    await page.emulateMedia({ media: null });
    const printed = await print(page, 'A4', `large-print-${withProgram.name}`);
    expect(printed.text).toContain(withProgram.title);
    expectNoChrome(printed.text);
  });
}
