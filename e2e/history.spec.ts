/**
 * The history tells the truth (docs/rules/seasons.md#what-the-history-counts): the archive's
 * pages count only performances that took place, list what is to come apart, and say
 * "Cancelled" or "Postponed" beside a called-off show's name. The content's cancelled and
 * postponed shows are found by their status (e2e/support/content.ts), and what took place is
 * worked out here again from the rule, not with the site's helpers.
 */
import { expect, test } from './support/shared-page';
import { TAG } from './support/tags';
import { shows, venueToday, works, type ShowInfo } from './support/content';

const today = venueToday();
const CALLED_OFF = ['cancelled', 'postponed'] as const;

/** The rule: before today at the venue, neither cancelled nor postponed. */
function heldCount(show: ShowInfo): number {
  return show.performances.filter(
    (p) => p.day < today && !(CALLED_OFF as readonly string[]).includes(p.status),
  ).length;
}

/** "Cancelled", "Postponed": the status words shows use. */
function statusWord(show: ShowInfo): string {
  return show.status === 'cancelled' ? 'Cancelled' : 'Postponed';
}

const calledOff = shows.filter((show) =>
  show.performances.every((p) => (CALLED_OFF as readonly string[]).includes(p.status)),
);
const withPerson = calledOff.find((show) => show.people.length > 0);
const withWork = calledOff.find((show) => show.works.length > 0);

test('the content under test has a cancelled and a postponed show', () => {
  expect(calledOff.map((show) => show.status).sort()).toEqual(
    expect.arrayContaining(['cancelled', 'postponed']),
  );
});

if (withPerson) {
  const id = withPerson.people[0]!.person;

  test('a person’s page lists a called-off show apart, its status beside its name', async ({
    staticPage: page,
  }) => {
    await page.goto(`people/${id}/`);
    const region = page.getByRole('region', { name: 'Cancelled or postponed' });
    const item = region.getByRole('listitem').filter({ hasText: withPerson.title });
    await expect(item).toContainText(`${withPerson.title} · ${statusWord(withPerson)}`);
    const every = page.getByRole('region', { name: 'Every appearance' });
    await expect(every.getByRole('link', { name: withPerson.title, exact: true })).toHaveCount(0);
  });

  test('a person’s summary counts the appearances its lists show', async ({ staticPage: page }) => {
    await page.goto(`people/${id}/`);
    const every = page.getByRole('region', { name: 'Every appearance' });
    // The recent seasons' appearances, and each earlier season's count beside its link.
    const recent = await every
      .locator('section:not([aria-labelledby="earlier-seasons"]) li')
      .count();
    const earlier = (
      await every
        .getByRole('region', { name: 'Earlier seasons' })
        .getByRole('listitem')
        .allTextContents()
    ).reduce(
      (sum, text) =>
        sum + Number(/: ([\d,]+) appearances?$/.exec(text)?.[1]?.replace(',', '') ?? NaN),
      0,
    );
    const listed = recent + earlier;
    const summary = page.getByText(/appearances? in the series/);
    await expect(summary).toHaveText(
      new RegExp(
        `^${listed === 0 ? 'No appearances' : listed === 1 ? '1 appearance' : `${listed} appearances`} in the series`,
      ),
    );
  });
}

if (withWork) {
  const id = withWork.works[0]!;

  test('a work’s page lists a called-off show apart and does not count it', async ({
    staticPage: page,
  }) => {
    await page.goto(`works/${id}/`);
    const region = page.getByRole('region', { name: 'Cancelled or postponed' });
    await expect(region.getByRole('listitem').filter({ hasText: withWork.title })).toContainText(
      `${withWork.title} · ${statusWord(withWork)}`,
    );
    const held = shows
      .filter((show) => show.works.includes(id))
      .reduce((sum, show) => sum + heldCount(show), 0);
    const heading =
      held === 0 ? 'No performances' : held === 1 ? '1 performance' : `${held} performances`;
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^${heading} in the series`) }),
    ).toBeVisible();
  });
}

test('the history counts each season’s cancelled and postponed shows beside its link', async ({
  staticPage: page,
}) => {
  await page.goto('history/');
  for (const show of calledOff) {
    const season = show.season.replace('-', '–');
    await expect
      .soft(
        page
          .getByRole('region', { name: 'Every season' })
          .getByRole('listitem')
          .filter({ has: page.getByRole('link', { name: `${season} Season`, exact: true }) }),
      )
      .toContainText(new RegExp(`\\d ${show.status}\\b`));
  }
});

test('the history ranks works by the performances that took place', async ({
  staticPage: page,
}) => {
  await page.goto('history/');
  const expected = new Map<string, number>();
  for (const show of shows) {
    for (const work of show.works) expected.set(work, (expected.get(work) ?? 0) + heldCount(show));
  }
  const items = await page
    .getByRole('region', { name: 'Most performed works' })
    .getByRole('listitem')
    .allTextContents();
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) {
    const work = works.find((w) => item.startsWith(`${w.title}:`));
    expect(work, item).toBeDefined();
    const n = expected.get(work!.id) ?? 0;
    expect(n).toBeGreaterThan(0);
    expect(item).toBe(`${work!.title}: ${n} ${n === 1 ? 'performance' : 'performances'}`);
  }
});

test('the history never writes one with a plural', async ({ staticPage: page }) => {
  await page.goto('history/');
  const text = await page.locator('main').textContent();
  expect(text).not.toMatch(/(?<![\d,.])1 (performances|shows|appearances)\b/);
});

test(
  'the decade chart fits the screen and its words are at least 12 px',
  { tag: TAG.layout },
  async ({ page }) => {
    await page.goto('history/');
    const chart = page.getByRole('img', { name: 'Performances per decade' });
    await expect(chart).toBeVisible();
    const sizes = await chart.evaluate((el) => {
      const texts = [...el.querySelectorAll('li span, p, span span')].filter(
        (node) => node.textContent?.trim() && (node as HTMLElement).offsetParent !== null,
      );
      return {
        smallest: Math.min(...texts.map((node) => parseFloat(getComputedStyle(node).fontSize))),
        right: el.getBoundingClientRect().right,
        width: document.documentElement.clientWidth,
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
    expect(sizes.smallest).toBeGreaterThanOrEqual(12);
    expect(sizes.right).toBeLessThanOrEqual(sizes.width);
    expect(sizes.overflow).toBeLessThanOrEqual(0);
  },
);

const heldSeasons = shows.filter((show) => heldCount(show) > 0).map((show) => show.season);

if (heldSeasons.length > 0) {
  const first = [...heldSeasons].sort()[0]!;

  test('the masthead says since when from the record, not a year typed into content', async ({
    staticPage: page,
  }) => {
    await page.goto('history/');
    await expect(page.locator('header').first()).toContainText(
      `since the ${first.replace('-', '–')} season`,
    );
  });
}
