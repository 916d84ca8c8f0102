/**
 * Tonight, sensory guides and visual stories (docs/rules/visiting.md#tonight,
 * #sensory-guides-and-visual-stories). The show days, guides and stories come from content/
 * (e2e/support/content.ts), never from the site's code; the visitor's clock is set with
 * Playwright's page.clock. The every-page checks (HTML, axe, 320 px, no JavaScript) reach these
 * pages through e2e/support/routes.ts; these tests check what only these pages promise.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/shared-page';
import { addDays, education, shows, venues, venueToday } from './support/content';

test.describe.configure({ mode: 'parallel' });

/** Noon at the venue on that day, as an instant (an hour either way of DST stays in the day). */
function venueNoon(day: string): Date {
  return new Date(`${day}T12:00:00-05:00`);
}

/** "Friday, March 19": the day as the site heads it. */
function dayWords(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * What is on each day, by its title, by the product's rule: performances, each festival's
 * screening days (listed under the festival's title here: the films are the festival's), and
 * the free education events.
 */
function titlesByDay(): Map<string, string[]> {
  const byDay = new Map<string, string[]>();
  const add = (day: string, title: string) => byDay.set(day, [...(byDay.get(day) ?? []), title]);
  for (const show of shows) {
    const days =
      show.festival && Object.keys(show.schedule).length > 0
        ? Object.keys(show.schedule)
        : show.performances.map((performance) => performance.day);
    for (const day of new Set(days)) add(day, show.title);
  }
  for (const event of education.events) add(event.date, event.name);
  return byDay;
}

/** Days with a show (not only education events): those have a late-seating line. */
// A cancelled or postponed performance promises no seating (docs/rules/shows.md#show-status).
const seatedDays = new Set(
  shows.flatMap((show) => [
    ...show.performances
      .filter((performance) => !['cancelled', 'postponed'].includes(performance.status))
      .map((performance) => performance.day),
    ...Object.keys(show.schedule),
  ]),
);

const today = venueToday();
const byDay = titlesByDay();
// Event days the build in out/ (made minutes before the tests) writes into /tonight/.
const showDays = [...byDay.keys()].filter((day) => day >= today).sort();
const [firstShowDay] = showDays;

async function openAt(page: Page, day: string, path: string) {
  await page.clock.setFixedTime(venueNoon(day));
  await page.goto(path);
}

const visibleDay = (page: Page) => page.getByRole('heading', { level: 2 }).first();

if (firstShowDay) {
  test('Tonight shows the visitor’s show day, every show of it, with doors and late seating', async ({
    clockPage: page,
  }) => {
    await openAt(page, firstShowDay, 'tonight/');
    await expect(visibleDay(page)).toHaveText(`Today, ${dayWords(firstShowDay)}`, {
      useInnerText: true,
    });
    const main = page.getByRole('main');
    for (const title of byDay.get(firstShowDay) ?? []) {
      await expect.soft(main.getByText(title).first()).toBeVisible();
    }
    if (seatedDays.has(firstShowDay)) {
      await expect(main.getByText('Late seating', { exact: true }).first()).toBeVisible();
    }
    // The other days are in the page, hidden.
    for (const day of showDays.slice(1, 3)) {
      await expect(page.locator(`[data-day="${day}"]`)).toBeAttached();
      await expect(page.locator(`[data-day="${day}"]`)).toBeHidden();
    }
  });

  const dayBefore = addDays(firstShowDay, -1);
  if (!byDay.has(dayBefore)) {
    test('Tonight on a day without shows heads the next show day', async ({ clockPage: page }) => {
      await openAt(page, dayBefore, 'tonight/');
      await expect(visibleDay(page)).toHaveText(`Next show day: ${dayWords(firstShowDay)}`, {
        useInnerText: true,
      });
    });

    test('the home page says nothing of tonight on a day without shows', async ({
      clockPage: page,
    }) => {
      await openAt(page, dayBefore, '');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Tonight' })).toHaveCount(0);
    });
  }

  test('the home page names tonight’s shows before its app starts, linking to Tonight', async ({
    page,
  }) => {
    // With the app's scripts refused, only the inline script before the first paint can decide.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await openAt(page, firstShowDay, '');
    const notice = page.getByRole('region', { name: 'Tonight' });
    await expect(notice).toContainText('Tonight:');
    for (const title of byDay.get(firstShowDay) ?? []) {
      await expect.soft(notice).toContainText(title);
    }
    await notice.getByRole('link').click();
    await expect(page).toHaveURL(/\/tonight\/$/);
  });
} else {
  test('Tonight says there are no more show days and links to the season', async ({
    clockPage: page,
  }) => {
    await openAt(page, today, 'tonight/');
    await expect(visibleDay(page)).toHaveText('No more show days this season');
  });
}

test.describe('without JavaScript, 320 px wide', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });

  for (const show of shows
    .filter((item) => (item.sensoryGuide?.moments ?? []).length > 0)
    .slice(0, 1)) {
    test(`the sensory guide of ${show.name} keeps its moments folded until opened`, async ({
      page,
    }) => {
      await page.goto(`shows/${show.name}/`);
      const guide = page.getByRole('region', { name: 'Sensory guide' });
      const [moment] = show.sensoryGuide?.moments ?? [];
      const description = guide.getByText(moment?.description ?? '');
      await expect(description).toBeHidden();
      await guide.locator('summary').click();
      await expect(description).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    });
  }

  for (const [id, venue] of Object.entries(venues)
    .filter(([, item]) => (item.visualStory ?? []).length > 0)
    .slice(0, 1)) {
    test(`the visual story of ${id} shows each step in order with its photo and alt text`, async ({
      page,
    }) => {
      await page.goto(`venues/${id}/visual-story/`);
      const steps = page.locator('[data-story-step]');
      const story = venue.visualStory ?? [];
      await expect(steps).toHaveCount(story.length);
      for (const [index, step] of story.entries()) {
        const block = steps.nth(index);
        await expect
          .soft(block.getByRole('heading', { level: 2 }))
          .toContainText(`Step ${index + 1}`);
        await expect.soft(block.getByText(step.text.split('\n')[0] ?? '')).toBeVisible();
        const photo = block.getByRole('img', { name: step.alt, exact: true });
        await photo.scrollIntoViewIfNeeded();
        await expect.soft
          .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    });

    test(`the visual story of ${id} prints one step per block with photos sized for paper`, async ({
      page,
    }) => {
      await page.goto(`venues/${id}/visual-story/`);
      await page.emulateMedia({ media: 'print' });
      const printed = await page.locator('[data-story-step]').evaluateAll((blocks) =>
        blocks.map((block) => {
          const img = block.querySelector('img');
          return {
            breakInside: getComputedStyle(block).breakInside,
            // 96 CSS px to the inch: 7 cm is about 265 px, 9 cm about 340 px.
            photoHeight: img?.getBoundingClientRect().height ?? 0,
            photoWidth: img?.getBoundingClientRect().width ?? 0,
          };
        }),
      );
      expect(printed.length).toBeGreaterThan(0);
      for (const step of printed) {
        expect.soft(step.breakInside).toBe('avoid');
        expect.soft(step.photoHeight).toBeGreaterThan(100);
        expect.soft(step.photoHeight).toBeLessThanOrEqual(265);
        expect.soft(step.photoWidth).toBeLessThanOrEqual(341);
      }
      const pdf = await page.pdf({ format: 'A4' });
      expect(pdf.length).toBeGreaterThan(0);
    });
  }
});

const relaxedWithGuide = shows.find(
  (show) =>
    show.sensoryGuide &&
    show.accessibility.includes('relaxed-performance') &&
    show.performances.some((performance) => performance.day >= today),
);
if (relaxedWithGuide) {
  test('the relaxed performances’ list carries their sensory guides', async ({
    staticPage: page,
  }) => {
    await page.goto('accessibility/relaxed-performance/');
    const guides = page.getByRole('region', { name: 'Sensory guides' });
    await expect(guides.getByRole('link', { name: relaxedWithGuide.title })).toBeVisible();
  });
}
