/**
 * The visitor's clock (docs/architecture.md#the-visitors-clock): a page built before a show ended
 * shows it as past from its first paint, its ticket area in the visitor's phase, and nothing
 * moves afterwards. The build in out/ is made minutes before the tests, so the shows still to
 * come today were upcoming when it was built; the browser's clock is set to the day after one
 * ends. What each frame shows is recorded before the browser paints it (requestAnimationFrame,
 * the engine's own, saved before the test clock replaces it).
 */
import { expect, test, type Page } from '@playwright/test';
import { addDays, byDate, shows, venueInstant, venueToday } from './support/content';

test.describe.configure({ mode: 'parallel' });

/** A show still to come on the build day, not a festival (its page has a plain ticket area). */
const show = [...shows]
  .sort(byDate)
  .find((candidate) => !candidate.festival && (candidate.endDate ?? candidate.day) >= venueToday());
if (!show) throw new Error('content/shows/ holds no show still to come');
const dayAfter = addDays(show.endDate ?? show.day, 1);

declare global {
  interface Window {
    /** Per frame, before its paint: what `window.clockProbe` answered. */
    clockFrames: unknown[];
    clockProbe: () => unknown;
  }
}

/**
 * Opens `path` on the day after the show, noon at the venue, recording `probe` (a function's
 * source, run in the page) in every frame until the load event and a second after it.
 */
async function openRecording(page: Page, path: string, probe: string) {
  await page.addInitScript(`
    window.clockFrames = [];
    window.clockProbe = ${probe};
    const frame = window.requestAnimationFrame.bind(window);
    const until = { loaded: false, frames: 0 };
    window.addEventListener('load', () => { until.loaded = true; });
    const record = () => {
      window.clockFrames.push(window.clockProbe());
      if (!until.loaded || (until.frames += 1) < 60) frame(record);
    };
    frame(record);
  `);
  await page.clock.install({ time: venueInstant(`${dayAfter}T12:00`) });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
}

/** Whether a show's card of one kind ("upcoming", "past") is shown, or null before it is parsed. */
const cardProbe = (name: string) => `() => {
  const card = (kind) => [...document.querySelectorAll('[data-shown-while="' + kind + '"]')]
    .find((li) => li.querySelector('a[href$="/shows/${name}/"]'));
  const shown = (li) => li ? li.checkVisibility() : null;
  return { upcoming: shown(card('upcoming')), past: shown(card('past')) };
}`;

test(`a home page built before a show ended lists it as past from the first paint (${show.name})`, async ({
  page,
}) => {
  await openRecording(page, '', cardProbe(show.name));
  const atLoaded = await page.evaluate(() => window.clockProbe());
  expect(atLoaded).toEqual({ upcoming: false, past: true });
  await page.waitForFunction(() => document.readyState === 'complete');
  const frames = (await page.evaluate(() => window.clockFrames)) as Array<{
    upcoming: boolean | null;
  }>;
  expect(frames.length).toBeGreaterThan(0);
  expect(frames.filter((frame) => frame.upcoming === true)).toEqual([]);
});

test(`a show page built before the show ended shows it as over from the first paint (${show.name})`, async ({
  page,
}) => {
  // The show's own ticket areas: those over at midnight after its last day.
  const overAt = venueInstant(`${dayAfter}T00:00`).getTime();
  const phases = `() => [...document.querySelectorAll('[data-over-at="${overAt}"] > [data-phase]')]
    .filter((block) => block.checkVisibility())
    .map((block) => block.getAttribute('data-phase'))`;
  await openRecording(page, `shows/${show.name}/`, phases);
  await page.waitForFunction(() => document.readyState === 'complete');
  const frames = (await page.evaluate(() => window.clockFrames)) as string[][];
  const shownPhases = new Set(frames.flat());
  expect(shownPhases.has('over')).toBe(true);
  expect([...shownPhases].filter((phase) => phase.split(' ').includes('onSale'))).toEqual([]);
});

for (const [what, path] of [
  ['the home page', ''],
  [`a show page (${show.name})`, `shows/${show.name}/`],
] as const) {
  test(`${what}, opened the day after a show, shifts no layout once painted`, async ({ page }) => {
    await openRecording(page, path, '() => null');
    await page.waitForFunction(() => document.readyState === 'complete');
    // The islands start when the page is idle after load: give them that time.
    await page.clock.runFor(3_000);
    const shifts = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          new PerformanceObserver((list) =>
            resolve(
              list.getEntries().map((entry) => (entry as unknown as { value: number }).value),
            ),
          ).observe({ type: 'layout-shift', buffered: true });
          // No entry at all: the observer is never called.
          setTimeout(() => resolve([]), 500);
        }),
    );
    expect(shifts).toEqual([]);
  });
}
