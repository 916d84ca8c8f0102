/**
 * A show made in the content editor reaches the site. e2e/editor.spec.ts creates it through the
 * real editor's UI and leaves the files the editor saved; scripts/e2e-build.ts adds them to the
 * changed copy it builds at the host root (test/support/host-root-variant.ts). Here, on that build, the
 * show is on the home page among the upcoming shows, in date order.
 *
 * Made from content, like every content test: only where the content under test holds that show
 * (the host-root run's), so the main run makes no test here.
 */
import { EDITOR_SHOW } from '../test/support/host-root-variant';
import { showNamesLinkedIn } from './support/browser';
import { currentShowsOn, expectedSplit, shows, venueToday } from './support/content';
import { expect, test } from './support/shared-page';
import { showTags } from './support/tags';

const added = shows.find((show) => show.name === EDITOR_SHOW.name);

if (added) {
  test(
    `the show added in the editor (${added.name}) is on the home page in date order`,
    { tag: showTags(added.name) },
    async ({ sharedPage: page }) => {
      await page.goto('');
      const upcoming = page
        .getByRole('heading', { name: /^upcoming/i })
        .first()
        .locator('xpath=ancestor::section[1]');
      const today = venueToday();
      const expected = expectedSplit(currentShowsOn(today), today).upcoming;
      expect(expected).toContain(added.name);
      await expect.poll(() => showNamesLinkedIn(upcoming)).toEqual(expected);
    },
  );
}
