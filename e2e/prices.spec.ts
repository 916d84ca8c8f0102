/**
 * Prices in words (docs/rules/tickets.md#prices) on the show pages and the home page's cards,
 * without JavaScript, as the content files say. The words are written out again here from the
 * rules' table, not taken from lib/concepts/prices/rules/price.ts, so a mistake there cannot hide in both.
 */
import { expect, test } from './support/shared-page';
import {
  expectedSplit,
  shows,
  venueToday,
  type PerformanceInfo,
  type ShowInfo,
} from './support/content';
import { servedPage } from './support/html';
import { pageTags, showTags } from './support/tags';

test.describe.configure({ mode: 'parallel' });

type Price = PerformanceInfo['price'];

function dollars(amount: number): string {
  return Number.isInteger(amount)
    ? `$${amount.toLocaleString('en-US')}`
    : `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The table of docs/rules/tickets.md#prices. */
function words(price: Price): string {
  if (!price || (price.min === undefined && !price.free)) return 'Prices to be announced';
  const min = price.min ?? 0;
  if (price.payWhatYouCan)
    return min === 0 ? 'Pay what you can' : `Pay what you can, from ${dollars(min)}`;
  if (price.free || (min === 0 && !price.max)) return 'Free';
  if (price.max === undefined || price.max === min) return dollars(min);
  return `${min === 0 ? 'Free' : dollars(min)}–${dollars(price.max)}`;
}

/** A cancelled or postponed performance sells nothing, so states no price (docs/rules/tickets.md#prices). */
const takesPlace = (p: PerformanceInfo) => p.status !== 'cancelled' && p.status !== 'postponed';
const held = (show: ShowInfo) => show.performances.filter(takesPlace);

/**
 * What a whole run costs, from the performances that take place: its one wording, else lowest to
 * highest ("From $5" with no top).
 */
function runWords(show: ShowInfo): string {
  const all = [...new Set(held(show).map((p) => words(p.price)))];
  if (all.length === 1) return all[0]!;
  const known = held(show)
    .map((p) => p.price)
    .filter((p) => p && (p.free || p.min !== undefined));
  const lows = known.map((p) => (p!.free ? 0 : p!.min!));
  const low = Math.min(...lows);
  if (known.some((p) => p!.payWhatYouCan))
    return low === 0 ? 'Free or pay what you can' : `From ${dollars(low)}`;
  const high = Math.max(...known.map((p) => (p!.free ? 0 : (p!.max ?? p!.min!))));
  return low === high
    ? words({ min: low })
    : `${low === 0 ? 'Free' : dollars(low)}–${dollars(high)}`;
}

const heading = (show: ShowInfo) => (show.festival ? 'Festival pass' : 'Tickets');
/** An element's text as a reader gets it, spaces run together; null when there is none. */
const textOf = (element: Element | null | undefined) =>
  element ? (element.textContent ?? '').replace(/\s+/g, ' ').trim() : null;
const differ = (show: ShowInfo) => new Set(held(show).map((p) => words(p.price))).size > 1;

// A show's performances carry its status when they set none: a called-off show has none that
// takes place. Read from the served page, as a visitor without JavaScript gets it: the words need
// no browser, and every show of every season has a page.
for (const show of shows.filter((s) => held(s).length > 0)) {
  test(
    `the page of ${show.name} says its price in words, as its file does`,
    { tag: showTags(show.name) },
    async ({ request }) => {
      const { document } = await servedPage(request, `shows/${show.name}/`);
      expect(textOf(document.querySelector('main [data-price]'))).toBe(
        `${heading(show)}: ${runWords(show)}`,
      );
      for (const p of show.performances) {
        const prices = document.querySelectorAll(`[data-performance="${p.date}"] [data-price]`);
        if (differ(show) && takesPlace(p)) {
          expect(prices, `${p.date}`).toHaveLength(1);
          expect(textOf(prices[0]), `${p.date}`).toBe(`Tickets: ${words(p.price)}`);
        } else expect(prices, `${p.date}`).toHaveLength(0);
      }
    },
  );
}

for (const show of shows.filter((s) => held(s).length === 0)) {
  test(
    `the page of ${show.name}, called off, states no price`,
    { tag: showTags(show.name) },
    async ({ staticPage: page }) => {
      await page.goto(`shows/${show.name}/`);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('main [data-price]')).toHaveCount(0);
    },
  );
}

test(
  'each card on the home page says its show’s price in words',
  { tag: pageTags('') },
  async ({ staticPage: page }) => {
    await page.goto('');
    const byShow = await page.getByRole('article').evaluateAll((cards) =>
      cards.flatMap((card) => {
        const price = card.querySelector(':scope [data-price]')?.textContent;
        const href = card.querySelector('a[href*="/shows/"]')?.getAttribute('href') ?? '';
        const name = /\/shows\/([^/#]+)\/?(#.*)?$/.exec(href)?.[1];
        return price && name ? [[name, price] as const] : [];
      }),
    );
    // Every upcoming show of the build day has its card (the past ones are compact, priceless),
    // and a cancelled or postponed one, or a run none of whose performances takes place, sells
    // nothing, so says no price (docs/rules/shows.md#show-status).
    const calledOff = new Set(shows.filter((s) => held(s).length === 0).map((s) => s.name));
    expect(byShow.map(([name]) => name).sort()).toEqual(
      expectedSplit(shows, venueToday())
        .upcoming.filter((name) => !calledOff.has(name))
        .sort(),
    );
    for (const [name, price] of byShow) {
      const show = shows.find((s) => s.name === name);
      expect(show, name).toBeDefined();
      expect(price).toBe(`${heading(show!)}: ${runWords(show!)}`);
    }
  },
);
