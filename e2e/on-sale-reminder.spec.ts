/**
 * "Remind me when tickets go on sale" (docs/rules/calendars.md#on-sale-reminders): offered beside
 * "On sale …" on the page of a show whose sale opens later, and gone once the sale has opened,
 * however long before the page was built (the phase switch). The show is the first of content/
 * that sells and names a sale date (e2e/support/content.ts); the browser's clock is fixed.
 */
import ICAL from 'ical.js';
import { expect, test } from './support/shared-page';
import { byDate, sells, shows, venueInstant } from './support/content';
import { showTags } from './support/tags';

const show = [...shows].sort(byDate).find((item) => item.onSale && sells(item));
const reminder = /^Remind me when tickets go on sale/;

if (show?.onSale) {
  const opens = venueInstant(show.onSale);

  test.describe(`on-sale reminder (${show.name})`, () => {
    test(
      'before the sale the page offers the reminder, a calendar file with an alarm at the opening',
      { tag: showTags(show.name) },
      async ({ clockPage: page }) => {
        await page.clock.setFixedTime(new Date(opens.getTime() - 24 * 60 * 60 * 1000));
        await page.goto(`shows/${show.name}/`);
        const link = page.getByRole('main').getByRole('link', { name: reminder });
        await expect(link).toBeVisible();
        const href = await link.getAttribute('href');
        const response = await page.request.get(new URL(href ?? '', page.url()).href);
        expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
        const calendar = new ICAL.Component(ICAL.parse(await response.text()));
        for (const zone of calendar.getAllSubcomponents('vtimezone')) {
          ICAL.TimezoneService.register(new ICAL.Timezone(zone));
        }
        const starts = calendar
          .getAllSubcomponents('vevent')
          .filter((event) => event.getFirstSubcomponent('valarm'))
          .map((event) => new ICAL.Event(event).startDate.toJSDate().getTime());
        expect(starts).toContain(opens.getTime());
      },
    );

    test(
      'once the sale has opened the reminder is gone, though the page was built before',
      { tag: showTags(show.name) },
      async ({ clockPage: page }) => {
        await page.clock.setFixedTime(new Date(opens.getTime() + 60_000));
        await page.goto(`shows/${show.name}/`);
        await expect(
          page.getByRole('main').getByRole('link', { name: /^Purchase Tickets/ }),
        ).toBeVisible();
        await expect(page.getByRole('main').getByRole('link', { name: reminder })).toBeHidden();
      },
    );
  });
}
